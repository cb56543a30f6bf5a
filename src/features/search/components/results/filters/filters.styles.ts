import styled from 'styled-components';
import { media } from '@/theme/tokens';

/**
 * The whole filter sheet is one styled element; its fields are plain elements styled from here.
 * A styled component costs its render on every instance, and the sheet has some thirty options:
 * as components, opening it held a 4x-throttled phone for about 90 ms of script
 * (`npm run bench:filters`).
 */
export const Form = styled.form`
  display: grid;
  gap: var(--space-lg);

  fieldset {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: var(--space-sm);
    padding: 0;
    font-weight: 700;
    color: var(--color-primary);
  }

  ul {
    display: grid;
    gap: var(--space-xs);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.desktop} {
    ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  /* A whole row is the tap target: 44 px high at least (WCAG 2.5.5). */
  li label {
    display: flex;
    align-items: center;
    gap: var(--space-sm);
    min-height: 44px;
    cursor: pointer;
    color: var(--color-grey-900);
  }

  li label[data-empty='true'],
  .count {
    color: var(--color-grey-600);
  }

  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    accent-color: var(--color-primary);
  }

  .price {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--space-md);
  }

  .price label {
    display: grid;
    gap: var(--space-xs);
  }

  .price input {
    min-height: 44px;
    padding: var(--space-xs) var(--space-sm);
    border: 1px solid var(--color-grey-600);
    border-radius: var(--radius-sm);
    font: inherit;
  }

  .price input[aria-invalid='true'] {
    border-color: var(--color-warning);
  }

  .hint,
  .error {
    margin: var(--space-xs) 0 0;
  }

  .hint {
    color: var(--color-grey-600);
  }

  .error {
    color: var(--color-warning);
    font-weight: 600;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-sm) var(--space-md);
  margin-bottom: var(--space-md);

  label {
    display: grid;
    gap: var(--space-xs);
    font-weight: 600;
  }

  select {
    min-height: 44px;
    padding: var(--space-xs) var(--space-sm);
    border: 1px solid var(--color-grey-600);
    border-radius: var(--radius-sm);
    background: var(--color-white);
    font: inherit;
  }

  [role='status'] {
    flex-basis: 100%;
    margin: 0;
    color: var(--color-grey-600);
  }
`;

export const SheetFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-sm);
  width: 100%;
`;
