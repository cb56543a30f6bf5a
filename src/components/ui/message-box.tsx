import { useEffect, useRef } from 'react';
import { classed } from '@/theme/classed';
import styles from './message-box.module.css';

/** product-rules §9: the timed message box closes itself after 3000 ms by default. */
export const MESSAGE_BOX_DEFAULT_DURATION_MS = 3000;

type MessageBoxVariant = 'info' | 'success' | 'warning';

interface MessageBoxProps {
  message: string | null;
  variant?: MessageBoxVariant;
  onClose: () => void;
  durationMs?: number;
}

/** An inline banner for a form's result; warning style for errors. Nothing when `message` is null. */
export function MessageBox({
  message,
  variant = 'info',
  onClose,
  durationMs = MESSAGE_BOX_DEFAULT_DURATION_MS,
}: MessageBoxProps) {
  // The parent usually passes a new arrow every render; that must not restart the timer.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => onCloseRef.current(), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  if (message === null) return null;
  return (
    <Box $variant={variant} role={variant === 'warning' ? 'alert' : 'status'}>
      <Text>{message}</Text>
      <Close type="button" aria-label="Fechar mensagem" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </Close>
    </Box>
  );
}

const Box = classed<'div', { $variant: MessageBoxVariant }>('div', styles.Box);

const Text = classed('p', styles.Text);

const Close = classed('button', styles.Close);
