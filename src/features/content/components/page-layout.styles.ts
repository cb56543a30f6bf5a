import { classed } from '@/theme/classed';
import styles from './page-layout.module.css';

/** The centred content column every content page uses. */
export const Container = classed('div', styles.Container);

export const Section = classed('section', styles.Section);

/**
 * A long section that starts below the fold on a phone: the browser skips its layout and paint
 * until it nears the screen (content-visibility), so the first render stays short. Its content
 * stays in the accessibility tree and in find-in-page; the height is only a first estimate
 * for the scrollbar, replaced by the real one once rendered.
 */
export const OffscreenSection = classed<typeof Section, { $estimatedHeight: '2300px' | '5900px' }>(
  Section,
  styles.OffscreenSection,
);

export const PageTitle = classed('h1', styles.PageTitle);

export const SectionTitle = classed('h2', styles.SectionTitle);

/** A responsive card grid: one column on phones, two from 700 px, three from 1000 px. */
export const CardGrid = classed('ul', styles.CardGrid);
