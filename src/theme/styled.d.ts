import 'styled-components';
import type { ThemeColors } from '@/api/contract/admin';
import type {
  breakpoints,
  fonts,
  fontSizes,
  media,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from './tokens';

declare module 'styled-components' {
  export interface DefaultTheme {
    colors: ThemeColors;
    breakpoints: typeof breakpoints;
    media: typeof media;
    space: typeof space;
    radii: typeof radii;
    fonts: typeof fonts;
    fontSizes: typeof fontSizes;
    shadows: typeof shadows;
    zIndices: typeof zIndices;
    sizes: typeof sizes;
  }
}
