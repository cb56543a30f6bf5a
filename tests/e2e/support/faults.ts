import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/**
 * Fault injection from a browser test, through the sandbox's test-only routes
 * (sandbox/README.md, "Fault injection"; playwright.config.ts starts the sandbox with
 * SANDBOX_TEST_ENDPOINTS=1). Rules are confined to one page by the x-sandbox-scope header, so
 * specs running side by side on the same sandbox never hit each other.
 */

/** The e2e sandbox, reached directly: the site's proxy does not forward /__test. */
export const SANDBOX_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 8788)}`;

export interface FaultRule {
  method?: 'GET' | 'POST';
  /** Exact path, or a prefix ending in '*'. */
  path: string;
  kind: 'latency' | 'status' | 'timeout' | 'drop';
  /** before: instead of the handler; after: the work is committed, then the answer suffers. */
  phase?: 'before' | 'after';
  ms?: number;
  status?: number;
  /** The body's erro; null answers with no body. */
  erro?: string | null;
  times?: number;
  probability?: number;
}

export interface ActiveFault extends FaultRule {
  id: number;
  hits: number;
  remaining: number | null;
}

export interface PageFaults {
  add: (...rules: FaultRule[]) => Promise<ActiveFault[]>;
  /** The page's rules with how often each hit. */
  list: () => Promise<ActiveFault[]>;
  clear: () => Promise<void>;
}

/** Gives `page` its own scope (sent on every request it makes) and returns its controls. */
export async function faultsFor(page: Page): Promise<PageFaults> {
  const scope = `e2e-${randomUUID()}`;
  await page.setExtraHTTPHeaders({ 'x-sandbox-scope': scope });
  const faults = `${SANDBOX_ORIGIN}/__test/faults`;
  return {
    add: async (...rules) => {
      const response = await page.request.post(faults, {
        data: rules.map((rule) => ({ ...rule, scope })),
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { faults: ActiveFault[] }).faults;
    },
    list: async () => {
      const response = await page.request.get(`${faults}?scope=${scope}`);
      return ((await response.json()) as { faults: ActiveFault[] }).faults;
    },
    clear: async () => {
      await page.request.delete(`${faults}?scope=${scope}`);
    },
  };
}

/**
 * Shortens the site's request timeout (VITE_API_TIMEOUT_MS, product-rules §9 default 60 s) for this page,
 * by adding to the runtime /config.js the deployment serves, as a deployment would.
 */
export async function shortenRequestTimeout(page: Page, ms: number) {
  await page.route(
    (url) => url.pathname === '/config.js',
    async (route) => {
      const response = await route.fetch();
      const override = JSON.stringify({ VITE_API_TIMEOUT_MS: String(ms) });
      await route.fulfill({
        response,
        body: `${await response.text()}\nwindow.__APP_CONFIG__ = Object.assign({}, window.__APP_CONFIG__, ${override});\n`,
      });
    },
  );
}

/** The gateway's transactions of a group (its identificador): how many charges were made. */
export async function paymentsOf(page: Page, referencia: string) {
  const response = await page.request.get(
    `${SANDBOX_ORIGIN}/__test/payments?referencia=${encodeURIComponent(referencia)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { transacoes: { token: string; status: string }[] })
    .transacoes;
}
