import styled from 'styled-components';

export const Sheet = styled.div`
  max-width: 900px;
  margin: 0 auto;
  padding: var(--space-lg) var(--space-md);

  /* On paper: only the list, in plain colours, each reservation kept on one page. */
  @media print {
    max-width: none;
    padding: 0;
    color: var(--color-grey-900);
  }
`;

export const SheetHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-md);
  margin-bottom: var(--space-lg);

  h1 {
    margin: 0;
  }
  p {
    margin: var(--space-xs) 0 0;
  }

  @media print {
    button {
      display: none;
    }
  }
`;

export const RoomBlock = styled.section`
  margin-bottom: var(--space-lg);
  padding: var(--space-md);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);
  break-inside: avoid;

  h2 {
    margin: 0 0 var(--space-sm);
    font-size: var(--font-size-lg);
    color: var(--color-primary);
  }

  h3 {
    margin: var(--space-md) 0 var(--space-xs);
    font-size: var(--font-size-md);
  }

  ul {
    margin: 0;
    padding-left: var(--space-lg);
  }

  @media print {
    border-color: var(--color-grey-900);
    h2 {
      color: var(--color-grey-900);
    }
  }
`;

/** Actions of the screen (print, calendar, WhatsApp), left off the paper. */
export const ScreenOnly = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);

  @media print {
    display: none;
  }
`;
