import { css } from 'styled-components';

/** A native <select> in the theme: a 44 px target, the theme's border and font. */
export const nativeSelectLook = css`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.grey600};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  font: inherit;
`;
