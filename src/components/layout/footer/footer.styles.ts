import styled from 'styled-components';

export const Root = styled.footer`
  background: ${({ theme }) => theme.colors.grey900};
  color: ${({ theme }) => theme.colors.white};
  /* No content-visibility here. With it, the footer took an estimated height until it first
     neared the screen: 770 px, its height on a phone, against 318 px on a desktop. Scrolling to
     the bottom then shrank the page under the visitor (the whole view moved down 44-450 px),
     and a click on Continuar, right above the footer, could land where the button had been. */

  a {
    color: ${({ theme }) => theme.colors.white};
  }

  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/** Footer links and the panel buttons look alike: both are lines of the same list. */
export const TextButton = styled.button`
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.white};
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

export const ListLink = styled.span`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xs} 0;
`;

export const IconList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  && li + li {
    margin-top: 0;
  }
`;

export const IconLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.grey600};
  border-radius: ${({ theme }) => theme.radii.pill};

  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`;

export const BadgeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm} !important;

  && li + li {
    margin-top: 0;
  }
`;

export const Badge = styled.span<{ $secure?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $secure }) => ($secure ? theme.colors.green : theme.colors.white)};
  color: ${({ theme, $secure }) => ($secure ? theme.colors.white : theme.colors.grey900)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

export const Legal = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.grey600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
