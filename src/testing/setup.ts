import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDepositFixtures, resetTermsFixtures } from './fixtures/club';
import { resetTicketFixtures } from './fixtures/tickets';
import { resetHeldExtras } from './handlers/extras';
import { orderTotals } from './handlers/payments';
import { server } from './server';
import { resetStores } from './store-reset';

// Each store starts a test file in its initial state (store-reset.ts: the files share modules).
// The factory is hoisted above the imports: it imports what it needs itself.
vi.mock('zustand', async (importOriginal) => {
  const { recordingZustand } = await import('./store-reset');
  return recordingZustand(await importOriginal());
});
beforeAll(() => {
  resetStores();
  // The document outlives a test file too: its title and address start blank, as in a new one.
  document.title = '';
  window.history.replaceState(null, '', '/');
});

// CI shares two cores with the browser it drives, and a first render there pays for loading
// styled-components and the route's modules: findBy*/waitFor get 5 s instead of 1 s before
// failing (a real failure still fails, only later).
// Every render is in StrictMode, as the app renders in development (src/main.tsx): each effect
// is rehearsed (mounted, cleaned up, mounted again) before it counts, so an effect that is not
// correct under that rehearsal fails here, not only on the development server.
configure({ asyncUtilTimeout: 5000, reactStrictMode: true });

// Any request without a handler fails the test: the network edge is always explicit.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetTicketFixtures();
  resetHeldExtras();
  resetDepositFixtures();
  resetTermsFixtures();
  // An order's total set by a test (checkout-review's R$ 1.800,00 for '1-TESTTOKEN') is its own:
  // the next file's order of the same reference has the handler's default again.
  orderTotals.clear();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());

// jsdom lacks these browser APIs that layout code calls.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
