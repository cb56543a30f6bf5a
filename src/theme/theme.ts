import type { DefaultTheme } from 'styled-components';
import type { ThemeColors } from '@/api/contract/admin';
import {
  breakpoints,
  defaultColors,
  fonts,
  fontSizes,
  media,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from './tokens';

export function buildTheme(colors: ThemeColors = defaultColors): DefaultTheme {
  return { colors, breakpoints, media, space, radii, fonts, fontSizes, shadows, zIndices, sizes };
}
