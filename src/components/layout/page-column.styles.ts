import styled from 'styled-components';

/** The centred column of the account-area pages (tickets, club): a title, states, cards. */
export const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  @media print {
    padding: 0;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A block of short paragraphs and its actions: states, notices, facts. */
export const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;

  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
