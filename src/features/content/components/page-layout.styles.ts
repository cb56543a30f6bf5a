import styled from 'styled-components';
import { media } from '@/theme/tokens';

/** The centred content column every content page uses. */
export const Container = styled.div`
  max-width: var(--size-content-max);
  margin: 0 auto;
  padding: var(--space-lg) var(--space-md);

  ${media.desktop} {
    padding: var(--space-xl) var(--space-lg);
  }
`;

export const Section = styled.section`
  margin-bottom: var(--space-xl);
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
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  color: var(--color-primary);
  margin: 0 0 var(--space-md);

  ${media.tablet} {
    font-size: var(--font-size-xxl);
  }
`;

export const SectionTitle = styled.h2`
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  color: var(--color-primary);
  margin: 0 0 var(--space-md);
`;

/** A responsive card grid: one column on phones, two from 700 px, three from 1000 px. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-lg);
  grid-template-columns: 1fr;

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
