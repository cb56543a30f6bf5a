import styled from 'styled-components';

/** The centred content column every content page uses. */
export const Container = styled.div`
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/**
 * A long section that starts below the fold on a phone: the browser skips its layout and paint
 * until it nears the screen (content-visibility), so the first render stays short. Its content
 * stays in the accessibility tree and in find-in-page; the height is only a first estimate
 * for the scrollbar, replaced by the real one once rendered.
 */
export const OffscreenSection = styled(Section)<{ $estimatedHeight: string }>`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${({ $estimatedHeight }) => $estimatedHeight};
`;

export const PageTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
`;

/** A responsive card grid: one column on phones, two from 700 px, three from 1000 px. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
