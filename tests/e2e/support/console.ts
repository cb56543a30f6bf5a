import type { Page } from '@playwright/test';

/**
 * The page's errors and warnings from now on: a hydration mismatch, which React reports there
 * (in the development build, attributes too), or an uncaught exception. `warnings: false` for a
 * journey that holds the app's script back: the browser then warns, rightly, that the page's
 * preloads went unused for a while.
 */
export function watchErrors(page: Page, { warnings = true } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || (warnings && type === 'warning')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
