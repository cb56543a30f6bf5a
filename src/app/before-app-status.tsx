import styled from 'styled-components';

/** The id public/before-app.js writes its messages into. */
export const BEFORE_APP_STATUS_ID = 'before-app-status';

/**
 * What public/before-app.js says while it holds a tap on a prerendered page until the app is
 * there ('Carregando…', or that the site did not finish loading): outside the hydrated root,
 * written by the server render, shown only while it has something to say. A status region, so a
 * screen reader hears it too. The tapped button itself is dimmed (theme/global.css).
 */
export function BeforeAppStatus() {
  return <Status id={BEFORE_APP_STATUS_ID} role="status" />;
}

const Status = styled.p`
  position: fixed;
  left: 50%;
  bottom: var(--space-lg);
  z-index: 2147483646;
  transform: translateX(-50%);
  margin: 0;
  padding: var(--space-sm) var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-grey-900);
  color: var(--color-white);
  font-family: var(--font-body);
  box-shadow: 0 2px 8px rgb(0 0 0 / 30%);

  &:empty {
    display: none;
  }
`;
