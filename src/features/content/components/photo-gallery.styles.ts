import { classed } from '@/theme/classed';
import styles from './photo-gallery.module.css';

export const Gallery = classed('div', styles.Gallery);

export const Figure = classed('figure', styles.Figure);

export const MainImage = classed('img', styles.MainImage);

export const Caption = classed('figcaption', styles.Caption);

export const NavButton = classed<'button', { $side: 'left' | 'right' }>('button', styles.NavButton);

export const Thumbs = classed('ul', styles.Thumbs);

export const ThumbButton = classed('button', styles.ThumbButton);
