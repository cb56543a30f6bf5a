import { classed } from '@/theme/classed';
import styles from './carousel.module.css';

export const Root = classed('section', styles.Root);

/**
 * The slides side by side; carousel.tsx moves them with an inline transform. A transform per
 * slide written here would be a new class, and so a new rule, the first time each slide shows:
 * a rule inserted with a media query in the sheet restyles the whole page (30-45 ms of a
 * 4x-throttled phone on the results page, `npm run bench:filters`).
 */
export const Track = classed('div', styles.Track);

export const Slide = classed('div', styles.Slide);

// Bottom-right, clear of the banner's own headline (banners carry their text on the left).
export const Controls = classed('div', styles.Controls);

export const ControlButton = classed('button', styles.ControlButton);

export const Dots = classed('div', styles.Dots);

/** A 44 px target around a small visible dot. */
export const Dot = classed<'button', { $current: boolean }>('button', styles.Dot);
