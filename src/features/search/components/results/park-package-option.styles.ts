import styled from 'styled-components';

/** The package beside the plans: a tinted box, like the member price's. */
export const Package = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 4px solid ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.grey100};
  color: ${({ theme }) => theme.colors.grey900};

  p {
    margin: 0;
  }
`;

export const Toggle = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  font-weight: 700;

  input {
    width: 24px;
    height: 24px;
    flex: none;
  }
`;

export const Rule = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
