import type { ThemeColors } from '@/api/contract/admin';
import { fonts, fontSizes, radii, shadows, sizes, space, zIndices } from './tokens';

/*
 * The tokens as CSS custom properties on :root (global-style.ts), which every style reads
 * (`var(--space-md)`, `var(--color-primary)`) instead of a theme passed through React. A style
 * is then the same text for every page and every render: styled-components computes it once,
 * the admin's colours change one rule instead of every component, and a hotel's colour scheme
 * is two properties on its page's container (features/content/components/hotel-details.tsx).
 * Media queries cannot read custom properties: styles interpolate `media` from tokens.ts.
 */

const kebab = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/** The property a colour token is read from: `var(--color-grey-600)` for `grey600`. */
export const colorVariable = (name: keyof ThemeColors) => `var(--color-${kebab(name)})`;

const declarations = (prefix: string, group: Record<string, string | number>) =>
  Object.entries(group)
    .map(([name, value]) => `--${prefix}-${kebab(name)}: ${value};`)
    .join('');

/** Every token but the colours, which the admin's theme group sets (colorDeclarations). */
export const tokenDeclarations = [
  declarations('space', space),
  declarations('radius', radii),
  declarations('font', fonts),
  declarations('font-size', fontSizes),
  declarations('shadow', shadows),
  declarations('z', zIndices),
  declarations('size', sizes),
].join('');

/** The theme's colours as declarations, for :root or a scope that takes other colours. */
export const colorDeclarations = (colors: Partial<ThemeColors>) =>
  declarations('color', colors as Record<string, string>);
