import styled, { css } from 'styled-components';

/** One form field: label, control and message stacked; `$wide` spans the whole grid row. */
export const Field = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  min-width: 0;

  ${({ $wide }) =>
    $wide &&
    css`
      grid-column: 1 / -1;
    `}
`;

export const Label = styled.label`
  font-weight: 600;
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: var(--space-sm) var(--space-md);
  border: 1px solid
    ${({ $invalid }) => ($invalid ? 'var(--color-warning)' : 'var(--color-grey-600)')};
  border-radius: var(--radius-sm);
  font: inherit;
  color: var(--color-grey-900);
  background: var(--color-white);

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 1px;
  }

  &:disabled,
  &[readonly] {
    background: var(--color-grey-100);
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

/** Styles the control inside (a plain input, react-imask's input or a select) alike. */
export const ControlFrame = styled.div<{ $invalid: boolean }>`
  input,
  select {
    ${control}
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--color-warning);
  font-size: var(--font-size-sm);
`;

export const HintText = styled.p`
  margin: 0;
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;
