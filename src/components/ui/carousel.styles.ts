import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const Root = styled.section`
  position: relative;
  overflow: hidden;
  height: 100%;

  /* On a phone the controls take most of the banner's width: they sit in a strip below it,
     never over its headline (banners carry their text at the bottom of the phone crop). */
  ${media.mobileOnly} {
    display: flex;
    flex-direction: column;
  }
`;

/**
 * The slides side by side; carousel.tsx moves them with an inline transform. A transform per
 * slide written here would be a new class, and so a new rule, the first time each slide shows:
 * a rule inserted with a media query in the sheet restyles the whole page (30-45 ms of a
 * 4x-throttled phone on the results page, `npm run bench:filters`).
 */
export const Track = styled.div`
  display: flex;
  height: 100%;

  ${media.mobileOnly} {
    flex: 1 1 auto;
    min-height: 0;
  }
  transition: transform 0.6s ease;

  /* Still advances for everyone; only the sliding is dropped for those who asked for less motion. */
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  height: 100%;
`;

// Bottom-right, clear of the banner's own headline (banners carry their text on the left).
export const Controls = styled.div`
  position: absolute;
  left: 0;
  right: var(--space-md);
  bottom: var(--space-sm);
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: var(--space-sm);

  ${media.mobileOnly} {
    position: static;
    flex: none;
    justify-content: center;
    padding: var(--space-xs);
    background: var(--color-grey-900);
  }
`;

export const ControlButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: var(--radius-pill);
  background: rgba(0, 0, 0, 0.6);
  color: var(--color-white);
  font-size: var(--font-size-lg);
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: rgba(0, 0, 0, 0.8);
  }

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

export const Dots = styled.div`
  display: flex;
  align-items: center;
  border-radius: var(--radius-pill);
  background: rgba(0, 0, 0, 0.6);
`;

/** A 44 px target around a small visible dot. */
export const Dot = styled.button<{ $current: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 2px solid var(--color-white);
    border-radius: var(--radius-pill);
    background: ${({ $current }) => ($current ? 'var(--color-white)' : 'transparent')};
  }

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: -3px;
  }
`;
