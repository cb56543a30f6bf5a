import { css } from 'styled-components';

/** A native <select> in the theme: a 44 px target, the theme's border and font. */
export const nativeSelectLook = css`
  min-height: 44px;
  padding: 0 var(--space-sm);
  border: 1px solid var(--color-grey-600);
  border-radius: var(--radius-sm);
  background: var(--color-white);
  font: inherit;
`;
