import styled from 'styled-components';

/** The dialog's list of paid items, one card each. */
export const AddOnList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const AddOnCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.grey300};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

export const AddOnActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
