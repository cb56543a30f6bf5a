import { classed } from '@/theme/classed';
import styles from './nav-bar.module.css';

/*
 * Desktop-first on purpose: the un-queried styles show every control, and the queries hide
 * the ones a breakpoint does not use (jsdom ignores media queries, so tests see them all).
 */

export const Bar = classed('nav', styles.Bar);

export const Inner = classed('div', styles.Inner);

/** LOGIN and the Menu toggle: below 1000 px only. */
export const MobileActions = classed('div', styles.MobileActions);

export const NavButton = classed('button', styles.NavButton);

/** ENTRAR: 1000 px and up only (LOGIN takes its place below). */
export const DesktopOnly = classed('li', styles.DesktopOnly);

/**
 * The groups: a row on desktop; below 1000 px a full-width panel under the bar, shown only
 * while the Menu toggle is open.
 */
export const Groups = classed<'div', { $open: boolean }>('div', styles.Groups);

export const TopLink = classed('a', styles.TopLink);

export const Phone = classed(TopLink, styles.Phone);
