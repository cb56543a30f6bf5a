import styled from 'styled-components';

/** One card per person: the QR code, the category and the code in text. */
export const TicketCodes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--space-md);

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--space-xs);
    padding: var(--space-sm);
    border: 1px solid var(--color-grey-300);
    border-radius: var(--radius-md);
    text-align: center;
  }

  span {
    display: flex;
    flex-direction: column;
  }

  code {
    font-size: var(--font-size-sm);
    overflow-wrap: anywhere;
  }
`;
