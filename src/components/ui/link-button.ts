import styled, { css } from 'styled-components';

/** The look of a link, 44 px tall to tap, for a button or a router link that reads as one. */
export const linkLook = css`
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-primary);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

/** An action that changes the view, not the page: a button that looks like a link. */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  ${linkLook}
`;
