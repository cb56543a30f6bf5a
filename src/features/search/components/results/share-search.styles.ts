import styled from 'styled-components';

export const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.green};
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

export const LinkField = styled.div`
  flex-basis: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  & input {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.grey600};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
  & input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 1px;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
