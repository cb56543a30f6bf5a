import styled, { css, keyframes } from 'styled-components';
import { media } from '@/theme/tokens';

export const Page = styled.div`
  max-width: var(--size-content-max);
  margin: 0 auto;
  padding: var(--space-lg) var(--space-md);

  ${media.desktop} {
    padding: var(--space-xl) var(--space-lg);
  }
`;

export const PageTitle = styled.h1`
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  color: var(--color-primary);
  margin: 0 0 var(--space-md);
`;

/** Empty (and so without height) except while searching. */
export const LiveStatus = styled.p`
  margin: 0;
  color: var(--color-grey-600);

  &:not(:empty) {
    margin-bottom: var(--space-md);
  }
`;

/** List and summary side by side from 1000 px; the summary follows the list below that. */
export const Layout = styled.div`
  display: grid;
  /* minmax(0, …): a wide child (a long tab, a table) never widens the page past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-lg);
  align-items: start;

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-sm);
  margin-bottom: var(--space-md);
  color: var(--color-grey-600);
`;

export const HotelSection = styled.section`
  margin-bottom: var(--space-xl);
`;

export const HotelTitle = styled.h2`
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  color: var(--color-primary);
  margin: 0 0 var(--space-md);
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
  gap: var(--space-sm);
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
    outline: 3px solid var(--color-secondary);
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
  gap: var(--space-sm);
  justify-items: start;
  margin-bottom: var(--space-md);
  padding: var(--space-md);
  border-left: 4px solid var(--color-warning);
  background: var(--color-grey-100);

  & p {
    margin: 0;
  }
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-lg);

  &[hidden] {
    display: none;
  }
`;

export const Note = styled.p`
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;

export const Empty = styled.div`
  padding: var(--space-xl) var(--space-md);
  text-align: center;
  background: var(--color-grey-100);
  border-radius: var(--radius-md);
`;

export const EmptyTitle = styled.h2`
  margin: 0 0 var(--space-sm);
  font-size: var(--font-size-lg);
  color: var(--color-grey-900);
`;

export const ErrorBox = styled.div`
  padding: var(--space-md);
  border-left: 4px solid var(--color-warning);
  background: var(--color-grey-100);
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const shimmer = css`
  background: var(--color-grey-100);
  border-radius: var(--radius-sm);
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
  gap: var(--space-sm);
`;

export const SkeletonLine = styled.div<{ $width: string; $tall?: boolean }>`
  ${shimmer};
  width: ${({ $width }) => $width};
  height: ${({ $tall }) => ($tall ? 'var(--font-size-xl)' : 'var(--font-size-md)')};
`;

/** Header row plus four plan rows of about 60 px: the real table's height. */
export const SkeletonTable = styled.div`
  ${shimmer};
  height: 280px;
`;

/** Other dates and hotels when nothing fits (nothing-fits.tsx). */
export const Proposals = styled.div`
  display: grid;
  gap: var(--space-md);
  margin-top: var(--space-md);
  text-align: left;
`;

export const ProposalTitle = styled.h3`
  margin: 0 0 var(--space-sm);
  font-size: var(--font-size-md);
`;

export const ProposalList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-sm);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A room of the group without an offer, said above the tabs. */
export const RoomWarning = styled.p`
  margin: 0 0 var(--space-sm);
  padding: var(--space-sm) var(--space-md);
  border-left: 4px solid var(--color-warning);
  background: var(--color-grey-100);
`;

export const MoreHotels = styled.div`
  margin-top: var(--space-sm);
`;

export const NoneLeft = styled.div`
  padding: var(--space-lg);
  border: 1px dashed var(--color-grey-600);
  border-radius: var(--radius-md);

  h3 {
    margin: 0 0 var(--space-sm);
    font-size: var(--font-size-md);
  }
`;
