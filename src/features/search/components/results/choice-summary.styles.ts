import styled from 'styled-components';

/**
 * Sticky so the total stays in sight while the list scrolls: at the bottom of the screen on
 * phones and tablets, at the top of the side column from 1000 px.
 */
export const Summary = styled.aside<{ $idle: boolean }>`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.nav - 1};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.white};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  /* No shadow over the list on phones (only the desktop's card shadow below): a 40 px shade
     darkened the card text above the bar, where the guest is reading. The border sets it apart. */

  ${({ theme }) => theme.media.desktop} {
    top: calc(${({ theme }) => `${theme.sizes.navHeight} + ${theme.space.md}`});
    bottom: auto;
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  ${({ theme, $idle }) => $idle && `padding: ${theme.space.sm} ${theme.space.md};`}

  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space.md};
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

  ${({ theme }) => theme.media.desktop} {
    position: static;
    width: auto;
    height: auto;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow: visible;
    clip: auto;
    white-space: normal;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Below 1000 px, before any room is chosen: one line, not a zero total and a dead button. */
export const IdleLine = styled.p<{ $idle: boolean }>`
  display: ${({ $idle }) => ($idle ? 'block' : 'none')};
  margin: 0;

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** On phones the rooms chosen fold into one line that opens them (they would cover the list). */
export const RoomsToggle = styled.button<{ $idle: boolean }>`
  display: ${({ $idle }) => ($idle ? 'none' : 'block')};
  width: 100%;
  min-height: 44px;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
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

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const Rooms = styled.ul<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;

  & li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;

export const RoomName = styled.span`
  display: block;
  font-weight: 600;
`;

export const RoomChoice = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.grey600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Total = styled.p<{ $idle: boolean }>`
  display: ${({ $idle }) => ($idle ? 'none' : 'block')};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  & strong {
    color: ${({ theme }) => theme.colors.grey900};
  }

  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;

export const Pending = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.grey600};
`;

export const WayOn = styled.div<{ $idle: boolean }>`
  display: ${({ $idle }) => ($idle ? 'none' : 'block')};

  ${({ theme }) => theme.media.desktop} {
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
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.grey600};

  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;
