import { classed } from '@/theme/classed';
import styles from './toaster.module.css';
import type { ToastVariant } from '@/stores/toasts';

export const Region = classed('div', styles.Region);

export const ToastBox = classed<'div', { $variant: ToastVariant }>('div', styles.ToastBox);

export const Message = classed('p', styles.Message);

export const CloseButton = classed('button', styles.CloseButton);
