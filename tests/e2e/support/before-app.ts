import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * A prerendered page before its app has come (issue 27): public/before-app.js holds its taps.
 * These hold the app's script back so that a journey's taps really come first.
 */

const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's script until the returned function is called. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Whether React has taken this element over yet. */
export const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

/**
 * Counts the page's document loads (not the router's history changes): a tap that reloads the
 * page shows as a second one.
 */
export function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('domcontentloaded', () => {
    loads.count += 1;
  });
  return loads;
}

/** The tap is held: the control is marked busy at once and 'Carregando…' is said. */
export async function expectHeld(page: Page, control: Locator) {
  expect(await hydrated(control)).toBe(false);
  await expect(control).toHaveAttribute('aria-busy', 'true', { timeout: 1000 });
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toBeVisible();
}

/**
 * What React reports of a hydration that did not find the server's page (the development build
 * names it, attributes included; the production build throws #418 or #423): collected from now on.
 */
export function hydrationMismatches(page: Page): string[] {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match/i.test(message.text())) mismatches.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423/i.test(error.message)) mismatches.push(error.message);
  });
  return mismatches;
}

/** A search link's page, as a held PESQUISAR asks for it (not a navigation). */
export const SEARCH_LINK = /\/hotelSearch\/[\w-]+$/;

/** The search link pages the held PESQUISAR asks for, held until `releasePages`. */
export async function holdSearchPages(page: Page) {
  const pages: string[] = [];
  let releasePages!: () => void;
  const released = new Promise<void>((resolve) => (releasePages = resolve));
  await page.route(SEARCH_LINK, async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    pages.push(route.request().url());
    await released;
    await route.continue();
  });
  return { pages, releasePages };
}

/** The search link pages a held PESQUISAR asks for answer as a server that cannot render them. */
export async function failSearchPages(page: Page) {
  await page.route(SEARCH_LINK, (route) =>
    route.request().resourceType() === 'fetch'
      ? route.fulfill({ status: 503, body: 'Indisponível' })
      : route.continue(),
  );
}

/** The search a link's address carries (src/features/search/utils/search-link.ts). */
export function linkedSearch(url: string): URLSearchParams {
  const segment = new URL(url).pathname.split('/').pop()!;
  return new URLSearchParams(Buffer.from(segment, 'base64url').toString());
}
