import { useEffect, useRef } from 'react';
import styled from 'styled-components';

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

const Box = styled.div<{ $variant: MessageBoxVariant }>`
  display: flex;
  align-items: flex-start;
  gap: var(--space-sm);
  margin: var(--space-sm) 0;
  padding: var(--space-sm) var(--space-md);
  border-radius: var(--radius-sm);
  color: var(--color-white);
  background: ${({ $variant }) =>
    $variant === 'warning'
      ? 'var(--color-warning)'
      : $variant === 'success'
        ? 'var(--color-green)'
        : 'var(--color-primary)'};
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
`;

const Close = styled.button`
  flex-shrink: 0;
  min-width: 32px;
  min-height: 32px;
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: inherit;
  font-size: var(--font-size-lg);
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--color-white);
    outline-offset: -3px;
  }
`;
