import styled from 'styled-components';

/** One card per person: the QR code, the category and the code in text. */
export const TicketCodes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.grey300};
    border-radius: ${({ theme }) => theme.radii.md};
    text-align: center;
  }

  span {
    display: flex;
    flex-direction: column;
  }

  code {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;
