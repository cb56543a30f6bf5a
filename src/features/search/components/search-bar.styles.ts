import styled, { css } from 'styled-components';
import { media } from '@/theme/tokens';

export const Bar = styled.form<{ $compact: boolean }>`
  width: 100%;
  max-width: var(--size-content-max);
  margin: 0 auto;
  padding: ${({ $compact }) => ($compact ? 'var(--space-sm)' : 'var(--space-md)')};
  background: var(--color-white);
  color: var(--color-grey-900);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-card);
`;

/** Disabling the fieldset disables every control inside while a search runs. */
export const Controls = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr;
  gap: var(--space-sm);
  align-items: start;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }

  ${media.desktop} {
    grid-template-columns: 1.6fr 1.4fr 1.2fr 1fr auto;
  }
`;

/** One control of the bar: label, control, and a reserved line for its error (no layout shift). */
export const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  min-width: 0;
`;

export const Label = styled.label`
  font-size: var(--font-size-sm);
  font-weight: 600;
`;

/** Looks like a label for controls that are buttons (dates, rooms), which name themselves. */
export const FieldTitle = styled.span`
  font-size: var(--font-size-sm);
  font-weight: 600;
`;

export const controlLook = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: var(--space-sm) var(--space-md);
  border: 1px solid
    ${({ $invalid }) => ($invalid ? 'var(--color-warning)' : 'var(--color-grey-600)')};
  box-shadow: ${({ $invalid }) => ($invalid ? `0 0 0 1px var(--color-warning)` : 'none')};
  border-radius: var(--radius-sm);
  background: var(--color-white);
  color: var(--color-grey-900);
  font: inherit;

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
    background: var(--color-grey-100);
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
  gap: var(--space-sm);
  text-align: left;
  cursor: pointer;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const ErrorText = styled.p`
  min-height: 1.25em;
  margin: 0;
  color: var(--color-warning);
  font-size: var(--font-size-sm);
  font-weight: 600;
`;

export const SubmitSlot = styled.div`
  display: flex;
  flex-direction: column;

  ${media.tablet} {
    grid-column: 1 / -1;
  }

  ${media.desktop} {
    grid-column: auto;
    /* Lines the button up with the controls, under the labels. */
    padding-top: calc(var(--font-size-sm) * 1.5 + var(--space-xs));
  }

  button {
    /* Same width for 'PESQUISAR' and 'procurando': the bar does not move. */
    min-width: 10rem;
    text-transform: none;
  }
`;
