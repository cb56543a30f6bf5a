import styled from 'styled-components';

export const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Figure = styled.figure`
  position: relative;
  margin: 0;
`;

export const MainImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grey100};
`;

export const Caption = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.grey600};
`;

export const NavButton = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: calc(50% - 22px);
  ${({ $side, theme }) => `${$side}: ${theme.space.sm};`}
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
`;

export const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
`;

export const ThumbButton = styled.button`
  display: block;
  padding: 0;
  border: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  cursor: pointer;
  opacity: 0.7;

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    opacity: 1;
  }
  & img {
    width: 120px;
    height: 80px;
    object-fit: cover;
  }
`;
