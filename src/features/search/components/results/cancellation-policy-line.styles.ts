import styled from 'styled-components';

/** Text stays in the body colour (contrast under any admin theme); the border tells the kind. */
export const Policy = styled.div<{ $refundable: boolean }>`
  margin-top: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid
    ${({ theme, $refundable }) => ($refundable ? theme.colors.green : theme.colors.warning)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & summary {
    cursor: pointer;
    min-height: 24px;
  }

  & p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

export const Summary = styled.p`
  margin: 0;
  font-weight: 600;
`;
