import { readFileSync } from 'node:fs';
import { act, render, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionActions } from '@/stores/session';
import { customerUser } from '@/testing/fixtures/users';
import { resetStores } from '@/testing/store-reset';
import { NavBar } from './nav-bar';

/**
 * The navigation of a prerendered page (issue 27): nobody is known on the server, so both the
 * visitor's LOGIN and ENTRAR and the customer's MINHA CONTA are written, and public/before-app.js
 * decides which shows before the app (`data-signed-in` on <html>). Once the app has read the
 * session, the session's own is left alone.
 */
const html = document.documentElement;

function page() {
  const router = createMemoryRouter([{ path: '*', element: <NavBar /> }]);
  return (
    <>
      <RouterProvider router={router} />
    </>
  );
}

/** The server's HTML of the navigation, in the document as the browser received it. */
function serverPage() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page());
  return container;
}

/** By its text: a control hidden by CSS has no accessible name to find it by. */
const button = (container: HTMLElement, text: string) =>
  within(container).queryByText(text, { selector: 'button' });

// The rule that shows one or the other is the page's global style (src/theme/global.css), which
// Vitest does not load: the test puts it in the document, as the page's stylesheet is.
const globalStyle = document.createElement('style');
globalStyle.textContent = readFileSync('src/theme/global.css', 'utf8');
beforeAll(() => document.head.append(globalStyle));
afterAll(() => globalStyle.remove());

// Each test starts as a page does: nobody's session read yet.
beforeEach(() => resetStores());
afterEach(() => {
  html.removeAttribute('data-signed-in');
  document.body.replaceChildren();
});

describe('NavBar before the session is checked', () => {
  it('shows LOGIN and ENTRAR, not MINHA CONTA, while no session was found', () => {
    const container = serverPage();
    expect(button(container, 'LOGIN')).toBeVisible();
    expect(button(container, 'ENTRAR')).toBeVisible();
    expect(button(container, 'MINHA CONTA')).not.toBeVisible();
  });

  it("shows MINHA CONTA in place of LOGIN and ENTRAR once the check found a customer's session", () => {
    const container = serverPage();
    html.setAttribute('data-signed-in', '');
    expect(button(container, 'MINHA CONTA')).toBeVisible();
    expect(button(container, 'LOGIN')).not.toBeVisible();
    expect(button(container, 'ENTRAR')).not.toBeVisible();
  });

  it("hydrates the server's page, then keeps only the session's own controls, unmarked", async () => {
    const container = serverPage();
    html.setAttribute('data-signed-in', '');
    const account = button(container, 'MINHA CONTA');
    render(page(), { container, hydrate: true });
    // Hydrated before the session is read (a tap held before the app forces that): unchanged.
    expect(button(container, 'LOGIN')).not.toBeNull();
    expect(button(container, 'MINHA CONTA')).toBe(account);
    act(() => sessionActions().authenticated(customerUser));
    await waitFor(() => expect(button(container, 'LOGIN')).toBeNull());
    expect(button(container, 'ENTRAR')).toBeNull();
    // The same element the visitor may already have tapped: hydrated, not replaced.
    expect(button(container, 'MINHA CONTA')).toBe(account);
    expect(container.querySelector('[data-shown-to]')).toBeNull();
  });
});
