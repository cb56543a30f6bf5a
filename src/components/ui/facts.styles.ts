import styled, { css } from 'styled-components';

/**
 * Label and value pairs (a <dl> of <div>s with <dt> and <dd>): small grey labels over bold
 * values, in as many columns as fit. `$boxed` sets them on a white card.
 */
export const Facts = styled.dl<{ $boxed?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin: 0;

  ${({ $boxed, theme }) =>
    $boxed &&
    css`
      padding: ${theme.space.md};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.white};
      box-shadow: ${theme.shadows.card};
    `}

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.grey600};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;
