import styled, { css, keyframes } from 'styled-components';

export const Page = styled.div`
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

export const PageTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/** Empty (and so without height) except while searching. */
export const LiveStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.grey600};

  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

/** List and summary side by side from 1000 px; the summary follows the list below that. */
export const Layout = styled.div`
  display: grid;
  /* minmax(0, …): a wide child (a long tab, a table) never widens the page past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.grey600};
`;

export const HotelSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export const HotelTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/**
 * The hotel's name is the button that shows and hides its list (disclosure pattern); the
 * chevron is drawn, not written, so the heading's name is the hotel's alone.
 */
export const Disclosure = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    flex: none;
    width: 0.6em;
    height: 0.6em;
    margin-right: 0.3em;
    border-right: 3px solid currentColor;
    border-bottom: 3px solid currentColor;
    transform: rotate(45deg);
    transition: transform 0.15s;
  }
  &[aria-expanded='false']::after {
    transform: rotate(-45deg);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;

export const NotCombinable = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.grey100};

  & p {
    margin: 0;
  }
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  &[hidden] {
    display: none;
  }
`;

export const Note = styled.p`
  color: ${({ theme }) => theme.colors.grey600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  background: ${({ theme }) => theme.colors.grey100};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const EmptyTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.grey900};
`;

export const ErrorBox = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.grey100};
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const shimmer = css`
  background: ${({ theme }) => theme.colors.grey100};
  border-radius: ${({ theme }) => theme.radii.sm};
  animation: ${pulse} 1.5s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const SkeletonPhoto = styled.div`
  ${shimmer};
  aspect-ratio: 3 / 2;
  width: 100%;
`;

export const SkeletonBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SkeletonLine = styled.div<{ $width: string; $tall?: boolean }>`
  ${shimmer};
  width: ${({ $width }) => $width};
  height: ${({ $tall, theme }) => ($tall ? theme.fontSizes.xl : theme.fontSizes.md)};
`;

/** Header row plus four plan rows of about 60 px: the real table's height. */
export const SkeletonTable = styled.div`
  ${shimmer};
  height: 280px;
`;

/** Other dates and hotels when nothing fits (nothing-fits.tsx). */
export const Proposals = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  text-align: left;
`;

export const ProposalTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const ProposalList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A room of the group without an offer, said above the tabs. */
export const RoomWarning = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.grey100};
`;

export const MoreHotels = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const NoneLeft = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.grey600};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
