import styled from 'styled-components';

export const Backdrop = styled.div<{ $sheet?: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(0, 0, 0, 0.55);

  /* A kept dialog, closed (Modal's keepMounted): display above would show it. */
  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.mobileOnly} {
    align-items: ${({ $sheet }) => ($sheet ? 'flex-end' : 'stretch')};
    padding: 0;
  }
`;

export const Panel = styled.div<{ $sheet?: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 640px;
  max-height: calc(100vh - ${({ theme }) => theme.space.xl});
  overflow: hidden;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.grey900};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
  }

  /*
   * Under 700 px the dialog takes the whole screen: no cramped floating box on a phone. A sheet
   * rises from the bottom instead, the page still showing above it, within the thumb's reach.
   */
  ${({ theme }) => theme.media.mobileOnly} {
    max-width: none;
    max-height: ${({ $sheet }) => ($sheet ? '88vh' : 'none')};
    border-radius: ${({ theme, $sheet }) => ($sheet ? `${theme.radii.md} ${theme.radii.md} 0 0` : '0')};
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.grey300};
`;

export const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
`;

export const CloseButton = styled.button`
  flex-shrink: 0;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.grey600};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.grey900};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.grey100};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.grey300};
`;

/** Groups body and footer for the initial-focus search without adding a layout box. */
export const Content = styled.div`
  display: contents;
`;
