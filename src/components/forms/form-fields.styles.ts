import styled, { css } from 'styled-components';

/** One form field: label, control and message stacked; `$wide` spans the whole grid row. */
export const Field = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
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
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.warning : theme.colors.grey600)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.grey900};
  background: ${({ theme }) => theme.colors.white};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 1px;
  }

  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.grey100};
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
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const HintText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.grey600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
