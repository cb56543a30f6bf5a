import { css } from 'styled-components';

/**
 * A native <select> in the theme: a 44 px target, the theme's border and font. The hotel page's
 * reviews, in CSS Modules, write the same look (features/reviews/components/hotel-reviews.module.css).
 */
export const nativeSelectLook = css`
  min-height: 44px;
  padding: 0 var(--space-sm);
  border: 1px solid var(--color-grey-600);
  border-radius: var(--radius-sm);
  background: var(--color-white);
  font: inherit;
`;
