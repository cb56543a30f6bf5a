import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

type SpinnerSize = 'small' | 'medium';

/** A busy indicator. Its label is always announced; it is shown only when `showLabel`. */
export function Spinner({
  label,
  showLabel = false,
  size = 'medium',
}: {
  label: string;
  showLabel?: boolean;
  size?: SpinnerSize;
}) {
  return (
    <Wrapper role="status" aria-label={label}>
      <Ring $size={size} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-sm);
`;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  width: ${({ $size }) => ($size === 'small' ? 'var(--space-md)' : 'var(--space-xl)')};
  height: ${({ $size }) => ($size === 'small' ? 'var(--space-md)' : 'var(--space-xl)')};
  border: ${({ $size }) => ($size === 'small' ? '2px' : '4px')} solid var(--color-grey-300);
  border-top-color: var(--color-primary);
  border-radius: var(--radius-pill);
  animation: ${spin} 0.8s linear infinite;

  /* The global reduced-motion rule would make the ring flicker; a still ring plus the label is enough. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
