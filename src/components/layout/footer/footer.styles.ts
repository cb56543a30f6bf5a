import { classed } from '@/theme/classed';
import styles from './footer.module.css';

export const Root = classed('footer', styles.Root);

export const Columns = classed('div', styles.Columns);

export const Section = classed('section', styles.Section);

/** Footer links and the panel buttons look alike: both are lines of the same list. */
export const TextButton = classed('button', styles.TextButton);

export const ListLink = classed('span', styles.ListLink);

export const IconList = classed('ul', styles.IconList);

export const IconLink = classed('a', styles.IconLink);

export const BadgeList = classed('ul', styles.BadgeList);

export const Badge = classed<'span', { $secure?: boolean }>('span', styles.Badge);

export const Legal = classed('p', styles.Legal);
