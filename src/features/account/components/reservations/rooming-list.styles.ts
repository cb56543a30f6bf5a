import styled from 'styled-components';

export const Sheet = styled.div`
  max-width: 900px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  /* On paper: only the list, in plain colours, each reservation kept on one page. */
  @media print {
    max-width: none;
    padding: 0;
    color: ${({ theme }) => theme.colors.grey900};
  }
`;

export const SheetHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  }

  @media print {
    button {
      display: none;
    }
  }
`;

export const RoomBlock = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.grey300};
  border-radius: ${({ theme }) => theme.radii.md};
  break-inside: avoid;

  h2 {
    margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }

  h3 {
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }

  @media print {
    border-color: ${({ theme }) => theme.colors.grey900};
    h2 {
      color: ${({ theme }) => theme.colors.grey900};
    }
  }
`;

/** Actions of the screen (print, calendar, WhatsApp), left off the paper. */
export const ScreenOnly = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  @media print {
    display: none;
  }
`;
