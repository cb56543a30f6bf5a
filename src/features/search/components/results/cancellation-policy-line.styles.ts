import styled from 'styled-components';

/** Text stays in the body colour (contrast under any admin theme); the border tells the kind. */
export const Policy = styled.div<{ $refundable: boolean }>`
  margin-top: var(--space-sm);
  padding-left: var(--space-sm);
  border-left: 3px solid
    ${({ $refundable }) => ($refundable ? 'var(--color-green)' : 'var(--color-warning)')};
  font-size: var(--font-size-sm);

  & summary {
    cursor: pointer;
    min-height: 24px;
  }

  & p {
    margin: var(--space-xs) 0 0;
  }
`;

export const Summary = styled.p`
  margin: 0;
  font-weight: 600;
`;
