import styled, { css } from 'styled-components';

export const Bar = styled.form<{ $compact: boolean }>`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme, $compact }) => ($compact ? theme.space.sm : theme.space.md)};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.grey900};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** Disabling the fieldset disables every control inside while a search runs. */
export const Controls = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1.6fr 1.4fr 1.2fr 1fr auto;
  }
`;

/** One control of the bar: label, control, and a reserved line for its error (no layout shift). */
export const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** Looks like a label for controls that are buttons (dates, rooms), which name themselves. */
export const FieldTitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const controlLook = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.warning : theme.colors.grey600)};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `0 0 0 1px ${theme.colors.warning}` : 'none')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.grey900};
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.grey100};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlLook}
`;

/** The button that opens a popover, shown like a field. */
export const FieldButton = styled.button<{ $invalid?: boolean }>`
  ${controlLook}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  text-align: left;
  cursor: pointer;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const ErrorText = styled.p`
  min-height: 1.25em;
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const SubmitSlot = styled.div`
  display: flex;
  flex-direction: column;

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.desktop} {
    grid-column: auto;
    /* Lines the button up with the controls, under the labels. */
    padding-top: calc(
      ${({ theme }) => theme.fontSizes.sm} * 1.5 + ${({ theme }) => theme.space.xs}
    );
  }

  button {
    /* Same width for 'PESQUISAR' and 'procurando': the bar does not move. */
    min-width: 10rem;
    text-transform: none;
  }
`;
