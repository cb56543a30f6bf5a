import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: var(--space-sm);
  font-weight: 600;
`;

export const Muted = styled.span`
  font-weight: 400;
  color: var(--color-grey-600);
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  & th,
  & td {
    padding: var(--space-sm) var(--space-xs);
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid var(--color-grey-300);
  }
  & thead th {
    color: var(--color-grey-600);
    font-weight: 600;
  }
  & td:last-child {
    text-align: right;
  }

  ${media.tablet} {
    font-size: var(--font-size-md);
  }
`;

export const PlanRow = styled.tr<{ $selected: boolean }>`
  background: ${({ $selected }) => ($selected ? 'var(--color-grey-100)' : 'transparent')};
`;

export const Price = styled.span`
  display: block;
`;

/** Amounts never break between 'R$' and the number. */
export const Amount = styled.span`
  white-space: nowrap;
`;

export const Original = styled.s`
  white-space: nowrap;
  color: var(--color-grey-600);
`;

export const Total = styled.strong`
  white-space: nowrap;
  color: var(--color-grey-900);
`;

export const Nightly = styled.span`
  display: block;
  color: var(--color-grey-600);
`;

/** A big, obvious target: the whole label toggles the radio; the focus ring shows on it. */
export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
  min-height: 44px;
  padding: 0 var(--space-sm);
  border: 2px solid var(--color-button);
  border-radius: var(--radius-md);
  color: var(--color-button);
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;

  & input {
    margin: 0;
    accent-color: var(--color-button);
  }
  &:focus-within {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

/** 'ou 10x de R$ 123,40 sem juros' under the price (issue 52). */
export const Terms = styled.span`
  display: block;
  font-size: 0.875rem;
  color: var(--color-grey-600);
`;
