import { classed } from '@/theme/classed';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

/** The site's button look. `$variant` defaults to primary (theme `button` colours). */
export const Button = classed<'button', { $variant?: ButtonVariant }>('button', styles.Button, {
  type: 'button',
});
