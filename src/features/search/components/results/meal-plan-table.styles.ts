import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

export const Muted = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.grey600};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & th,
  & td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.grey300};
  }
  & thead th {
    color: ${({ theme }) => theme.colors.grey600};
    font-weight: 600;
  }
  & td:last-child {
    text-align: right;
  }

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const PlanRow = styled.tr<{ $selected: boolean }>`
  background: ${({ $selected, theme }) => ($selected ? theme.colors.grey100 : 'transparent')};
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
  color: ${({ theme }) => theme.colors.grey600};
`;

export const Total = styled.strong`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.grey900};
`;

export const Nightly = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.grey600};
`;

/** A big, obvious target: the whole label toggles the radio; the focus ring shows on it. */
export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.button};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.button};
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;

  & input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.button};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

/** 'ou 10x de R$ 123,40 sem juros' under the price (issue 52). */
export const Terms = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.grey600};
`;
