import type { ThemeColors } from '@/api/contract/admin';
import { fonts, fontSizes, radii, shadows, sizes, space, zIndices } from './tokens';

/*
 * The tokens as CSS custom properties on :root (global.css), which every style reads
 * (`var(--space-md)`, `var(--color-primary)`) instead of a theme passed through React. A style
 * is then the same text for every page and every render, the admin's colours change a few
 * properties on <html> instead of every component, and a hotel's colour scheme is a class
 * (hotel-schemes.module.css). Media queries cannot read custom properties: styled-components'
 * styles interpolate `media` from tokens.ts, CSS Modules write the widths.
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

/** The admin's colours on an element (<html>), through the CSSOM, which the CSP allows. */
export function applyColors(element: HTMLElement, colors: Partial<ThemeColors>): void {
  for (const [name, value] of Object.entries(colors)) {
    element.style.setProperty(`--color-${kebab(name)}`, value);
  }
}

/**
 * The admin's colours for a page the server renders, in its stylesheet: `html:root` outranks
 * global.css's `:root` defaults wherever the rule comes.
 */
export const rootColors = (colors: Partial<ThemeColors>) =>
  `html:root{${colorDeclarations(colors)}}`;
