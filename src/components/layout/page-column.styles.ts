import styled from 'styled-components';

/** The centred column of the account-area pages (tickets, club): a title, states, cards. */
export const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: var(--space-lg) var(--space-md);
  display: grid;
  gap: var(--space-md);

  @media print {
    padding: 0;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  color: var(--color-primary);
`;

/** A block of short paragraphs and its actions: states, notices, facts. */
export const Box = styled.div`
  display: grid;
  gap: var(--space-sm);
  justify-items: start;

  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-md);
`;

/** A white card of the column: a titled block (h2) of facts and actions. */
export const Panel = styled.section`
  display: grid;
  gap: var(--space-sm);
  justify-items: start;
  padding: var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-white);
  box-shadow: var(--shadow-card);

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }

  p {
    margin: 0;
  }
`;

/** A warning that reads apart from the text around it by a side bar, not by colour alone. */
export const WarningNote = styled.div`
  display: grid;
  gap: var(--space-xs);
  padding: var(--space-sm) var(--space-md);
  border-left: 4px solid var(--color-warning);
  border-radius: var(--radius-sm);
  background: var(--color-grey-100);
  color: var(--color-grey-900);

  h2 {
    margin: 0;
    font-size: var(--font-size-md);
  }

  ul,
  p {
    margin: 0;
  }
`;
