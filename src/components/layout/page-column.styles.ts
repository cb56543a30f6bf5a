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

/** A white card of the column: a titled block (h2) of facts and actions. */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

/** A warning that reads apart from the text around it by a side bar, not by colour alone. */
export const WarningNote = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.grey100};
  color: ${({ theme }) => theme.colors.grey900};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul,
  p {
    margin: 0;
  }
`;
