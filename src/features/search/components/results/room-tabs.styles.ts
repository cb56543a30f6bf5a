import styled from 'styled-components';

/** Scrolls sideways on phones rather than wrapping into an uneven block. */
export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 2px solid ${({ theme }) => theme.colors.grey300};
`;

export const Tab = styled.button`
  flex: none;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-bottom: 4px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.grey900};
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: -3px;
  }
`;
