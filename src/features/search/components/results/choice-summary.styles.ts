import styled from 'styled-components';
import { media } from '@/theme/tokens';

/**
 * Sticky so the total stays in sight while the list scrolls: at the bottom of the screen on
 * phones and tablets, at the top of the side column from 1000 px.
 */
export const Summary = styled.aside<{ $idle: boolean }>`
  position: sticky;
  bottom: 0;
  z-index: calc(var(--z-nav) - 1);
  padding: var(--space-md);
  background: var(--color-white);
  border: 2px solid var(--color-primary);
  border-radius: var(--radius-md);
  /* No shadow over the list on phones (only the desktop's card shadow below): a 40 px shade
     darkened the card text above the bar, where the guest is reading. The border sets it apart. */

  ${media.desktop} {
    top: calc(var(--size-nav-height) + var(--space-md));
    bottom: auto;
    box-shadow: var(--shadow-card);
  }

  ${({ $idle }) => $idle && `padding: var(--space-sm) var(--space-md);`}

  ${media.desktop} {
    padding: var(--space-md);
  }
`;

/** On phones the bar keeps to the total and Continuar: the title is there for screen readers. */
export const Title = styled.h2`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;

  ${media.desktop} {
    position: static;
    width: auto;
    height: auto;
    margin: 0 0 var(--space-sm);
    overflow: visible;
    clip: auto;
    white-space: normal;
    font-size: var(--font-size-lg);
    color: var(--color-primary);
  }
`;

/** Below 1000 px, before any room is chosen: one line, not a zero total and a dead button. */
export const IdleLine = styled.p<{ $idle: boolean }>`
  display: ${({ $idle }) => ($idle ? 'block' : 'none')};
  margin: 0;

  ${media.desktop} {
    display: none;
  }
`;

/** On phones the rooms chosen fold into one line that opens them (they would cover the list). */
export const RoomsToggle = styled.button<{ $idle: boolean }>`
  display: ${({ $idle }) => ($idle ? 'none' : 'block')};
  width: 100%;
  min-height: 44px;
  margin: 0 0 var(--space-xs);
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-primary);
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;

  &::after {
    content: ' ▾';
  }
  &[aria-expanded='true']::after {
    content: ' ▴';
  }

  ${media.desktop} {
    display: none;
  }
`;

export const Rooms = styled.ul<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  list-style: none;
  margin: 0 0 var(--space-sm);
  padding: 0;

  & li + li {
    margin-top: var(--space-sm);
  }
  ${media.desktop} {
    display: block;
  }
`;

export const RoomName = styled.span`
  display: block;
  font-weight: 600;
`;

export const RoomChoice = styled.span`
  display: block;
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;

export const Total = styled.p<{ $idle: boolean }>`
  display: ${({ $idle }) => ($idle ? 'none' : 'block')};
  margin: 0;
  font-size: var(--font-size-lg);

  & strong {
    color: var(--color-grey-900);
  }

  ${media.desktop} {
    display: block;
  }
`;

export const Pending = styled.span`
  display: block;
  font-size: var(--font-size-sm);
  color: var(--color-grey-600);
`;

export const WayOn = styled.div<{ $idle: boolean }>`
  display: ${({ $idle }) => ($idle ? 'none' : 'block')};

  ${media.desktop} {
    display: block;
  }
`;

/**
 * 'ou 10x de R$ … sem juros · R$ … no PIX' under the group total (issue 52), in the side column;
 * the phone's bar stays one line high (each plan's line is on the card above it).
 */
export const Terms = styled.p`
  display: none;
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-grey-600);

  ${media.desktop} {
    display: block;
  }
`;
