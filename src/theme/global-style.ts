import { createGlobalStyle } from 'styled-components';
import type { ThemeColors } from '@/api/contract/admin';
import { colorDeclarations, tokenDeclarations } from './css-variables';

// :root declares the tokens every style reads (css-variables.ts), the admin's colours among them.
// html's scroll-padding-top: what the page scrolls to (a #link, a focused field,
// scrollIntoView) stops below the fixed navigation bar, not under it.
export const GlobalStyle = createGlobalStyle<{ $colors: ThemeColors }>`
  :root { ${tokenDeclarations} ${({ $colors }) => colorDeclarations($colors)} }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(var(--size-nav-height) + var(--space-md)); }
  body {
    margin: 0;
    font-family: var(--font-body);
    font-size: var(--font-size-md);
    line-height: 1.5;
    color: var(--color-grey-900);
    background: var(--color-white);
  }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; }
  a { color: var(--color-primary); }
  :focus-visible { outline: 3px solid var(--color-secondary); outline-offset: 2px; }
  /*
   * Two-colour focus ring (WCAG technique C40): the components' light outline shows on dark
   * backgrounds, this dark inner ring on light ones, where the light colour alone is too faint.
   */
  :focus-visible { box-shadow: 0 0 0 2px var(--color-grey-900); }
  /* Focus targets that are not controls (skip link, page change): no ring around the page. */
  main:focus, h1[tabindex='-1']:focus { outline: none; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  /* A tap held by public/before-app.js until the app is there: the button shows it is busy. */
  [data-early-tap] { cursor: progress; opacity: 0.6; }
  /* Printing a page (a ticket voucher) prints its content, not the site's chrome. */
  @media print {
    header, nav, footer, [role='dialog'], [aria-label='Aviso de cookies'], .no-print { display: none !important; }
    main { padding-top: 0 !important; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
