import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const FilterForm = styled.form`
  display: grid;
  gap: var(--space-md);
  margin-bottom: var(--space-lg);
  padding: var(--space-md);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);
  background: var(--color-grey-100);

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

/** A period: two dates side by side under one legend. */
export const Period = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  ${media.desktop} {
    grid-column: span 2;
  }

  legend {
    padding: 0;
    margin-bottom: var(--space-xs);
    font-weight: 600;
  }
`;

export const FilterField = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-xs);
  min-width: 0;

  label {
    font-size: var(--font-size-sm);
  }

  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: var(--space-sm) var(--space-sm);
    border: 1px solid var(--color-grey-600);
    border-radius: var(--radius-sm);
    background: var(--color-white);
    color: var(--color-grey-900);
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: var(--color-warning);
  }

  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 1px;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: var(--color-warning);
  font-size: var(--font-size-sm);
`;

export const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-sm);

  ${media.tablet} {
    grid-column: 1 / -1;
    justify-content: flex-end;
  }
`;
