import styled, { css } from 'styled-components';

/**
 * Label and value pairs (a <dl> of <div>s with <dt> and <dd>): small grey labels over bold
 * values, in as many columns as fit. `$boxed` sets them on a white card.
 */
export const Facts = styled.dl<{ $boxed?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: var(--space-sm);
  width: 100%;
  margin: 0;

  ${({ $boxed }) =>
    $boxed &&
    css`
      padding: var(--space-md);
      border-radius: var(--radius-md);
      background: var(--color-white);
      box-shadow: var(--shadow-card);
    `}

  dt {
    font-size: var(--font-size-sm);
    color: var(--color-grey-600);
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;
