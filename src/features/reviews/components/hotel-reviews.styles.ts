import { classed } from '@/theme/classed';
import styles from './hotel-reviews.module.css';

export const Section = classed('section', styles.Section);

export const Summary = classed('div', styles.Summary);

export const Score = classed('p', styles.Score);

export const Aspects = classed('dl', styles.Aspects);

/** A term and its value, laid out by the list's grid (no inline style: the CSP forbids it). */
export const AspectRow = classed('div', styles.AspectRow);

export const Controls = classed('div', styles.Controls);

export const List = classed('ol', styles.List);

export const Review = classed('article', styles.Review);

export const ReviewHead = classed('div', styles.ReviewHead);

export const Badge = classed('span', styles.Badge);

export const Meta = classed('p', styles.Meta);

export const Answer = classed('blockquote', styles.Answer);

export const Pager = classed('nav', styles.Pager);

export const Rules = classed('details', styles.Rules);
