import styled from 'styled-components';

/** The best rooms for the party, above the rooms' tabs; plain elements styled from here. */
export const Best = styled.section`
  display: grid;
  gap: var(--space-sm);
  margin-bottom: var(--space-lg);
  padding: var(--space-md);
  border: 2px solid var(--color-primary);
  border-radius: var(--radius-md);
  background: var(--color-white);

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
    color: var(--color-primary);
  }

  p,
  ul {
    margin: 0;
  }

  ul {
    display: grid;
    gap: var(--space-sm);
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-sm);
  }

  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    color: var(--color-primary);
    font-weight: 600;
  }
`;

/** 'ou 10x de R$ … sem juros · R$ … no PIX' under the best option's total (issue 52). */
export const Terms = styled.p`
  font-size: var(--font-size-sm);
  color: var(--color-grey-600);
`;
