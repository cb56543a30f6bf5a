import { test as base, expect } from '@playwright/test';

/**
 * Every journey imports `test` from here: it fails any test during which the browser reported a
 * Content Security Policy violation, so the journeys prove the site runs under the production
 * CSP (server/). Covers popups too, since it listens on the whole browser context.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ` +
              `at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      context.on('console', (message) => {
        const text = message.text();
        if (/CSP violation|Content Security Policy/.test(text)) violations.push(text);
      });
      await use();
      expect(violations, 'violações de CSP').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page } from '@playwright/test';
