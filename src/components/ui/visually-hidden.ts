import { classed } from '@/theme/classed';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only; kept in the accessibility tree, off the screen. */
export const VisuallyHidden = classed('span', styles.VisuallyHidden);
