import styled from 'styled-components';
import { media } from '@/theme/tokens';

/** The centred column of the account pages. */
export const PageContainer = styled.div`
  max-width: var(--size-content-max);
  margin: 0 auto;
  padding: var(--space-lg) var(--space-md);

  ${media.desktop} {
    padding: var(--space-xl) var(--space-lg);
  }
`;

export const PageHeading = styled.h1`
  margin: 0 0 var(--space-md);
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  color: var(--color-primary);

  ${media.tablet} {
    font-size: var(--font-size-xxl);
  }
`;
