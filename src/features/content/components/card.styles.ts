import { classed } from '@/theme/classed';
import styles from './card.module.css';

/** Card image size attributes: the browser reserves the box before the file arrives. */
export const CARD_IMAGE = { width: 600, height: 400 } as const;

export const Card = classed('article', styles.Card);

export const CardImage = classed('img', styles.CardImage);

export const CardBody = classed('div', styles.CardBody);

export const CardTitle = classed('h3', styles.CardTitle);

export const CardText = classed('p', styles.CardText);
