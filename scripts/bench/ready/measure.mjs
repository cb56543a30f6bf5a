// One page load on a throttled phone, in a fresh browser context, measured the way a guest lives
// it (issue 27): what the page paints, and when a tap on a control first does what it says.
// The phone and network are Lighthouse's mobile preset with applied ("devtools") throttling, so
// the figures sit beside the Lighthouse bench's: 412×823 at DPR 1.75, 562.5 ms request latency
// (150 ms RTT × 3.75), 1474.56 kbit/s down, 675 kbit/s up, 4× CPU.
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
export const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
/** A real tap every 50 ms until the action happens (issue 27). */
export const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 30_000;

/**
 * What the page under test records for itself from its first script on (an init script, so it
 * runs before the page's own): when a dialog first shows a field, when the page first shows the customer logged in, and
 * whether the document was loaded more than once (a reload counts as a failure, never a tap).
 */
const RECORDER = `(() => {
  const seen = { dialogAt: null, accountAt: null, datesAt: null, roomsAt: null };
  window.__bench = seen;
  const loads = Number(sessionStorage.getItem('__bench_loads') || '0') + 1;
  sessionStorage.setItem('__bench_loads', String(loads));
  const check = () => {
    // The login dialog is ready when its form shows, not while it says 'Carregando…'. A
    // prerendered page carries one hidden for before the app (src/app/login-before-app.tsx):
    // only a field on screen counts.
    if (seen.dialogAt === null) {
      for (const input of document.querySelectorAll('[role="dialog"][aria-modal="true"] input')) {
        if (input.getClientRects().length === 0) continue;
        seen.dialogAt = performance.now();
        break;
      }
    }
    // The search bar's date and rooms fields (buttons that open a panel, in that order) are open
    // when the panel shows its controls: not while it says 'Carregando calendário'.
    const fields = document.querySelectorAll('form[role="search"] button[aria-haspopup="dialog"]');
    ['datesAt', 'roomsAt'].forEach((key, index) => {
      const field = fields[index];
      if (seen[key] !== null || field?.getAttribute('aria-expanded') !== 'true') return;
      const panel = document.getElementById(field.getAttribute('aria-controls') ?? '');
      if (panel && panel.getClientRects().length > 0 && panel.querySelector('button')) {
        seen[key] = performance.now();
      }
    });
    // On a phone MINHA CONTA sits in the folded menu: the page is the customer's once it is
    // there and 'Verificando usuário' is gone. Before the app, the server's page carries both
    // LOGIN and MINHA CONTA, and CSS shows the one the session's check decided
    // (src/components/layout/nav-bar.tsx): a hidden one does not count.
    if (seen.accountAt === null && !document.documentElement.hasAttribute('data-verifying-user')) {
      for (const button of document.querySelectorAll('nav button')) {
        const marked = button.closest('[data-shown-to]');
        if (marked && getComputedStyle(marked).display === 'none') continue;
        if (button.textContent.trim() === 'MINHA CONTA') {
          seen.accountAt = performance.now();
          break;
        }
      }
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** The bench's phone network and CPU on a page, with no cache; its CDP session, to listen on. */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** The paint figures of the page (buffered entries), read once nothing else is measured. */
async function paints(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          resolve({ fcp, lcp });
        }, 100);
      }),
  );
}

/** Center of the first visible element the page's `find` returns, or null. */
async function centerOf(page, target) {
  return page
    .evaluate(({ selector, text, index }) => {
      // A guest taps what is painted: nothing before the first paint.
      if (!performance.getEntriesByName('first-contentful-paint').length) return null;
      const all = [...document.querySelectorAll(selector)];
      for (const element of index === undefined ? all : all.slice(index, index + 1)) {
        if (text && element.textContent.trim() !== text) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.bottom < 0 || box.top > innerHeight) continue;
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }
      return null;
    }, target)
    .catch(() => null);
}

/**
 * Taps `target` every 50 ms from the moment it is on screen until `happened(page)` gives a time
 * (ms since the navigation started); that time is the ready time. Each tap is a real touch.
 */
async function tapUntil(page, target, happened) {
  const deadline = Date.now() + GIVE_UP_MS;
  let taps = 0;
  while (Date.now() < deadline) {
    const at = await happened(page);
    if (at !== null) return { at, taps };
    const point = await centerOf(page, target);
    if (point) {
      await page.touchscreen.tap(point.x, point.y).catch(() => {});
      taps++;
    }
    await page.waitForTimeout(TAP_EVERY_MS);
  }
  return { at: null, taps };
}

const SEARCH_REQUEST = /\/disponibilidade\/.*consultar/;
/** A held PESQUISAR's search link's page, which the server renders with the search's answer. */
const SEARCH_PAGE = /\/hotelSearch\/[\w-]+$/;

/**
 * When the search left, ms since navigation start (resource timing), or null: the availability
 * request, or the search link's page a PESQUISAR held before the app asks for instead (the
 * server asks the API for it: src/app/held-search-page.ts). Tapping on until an availability
 * request of the browser's, the bench tapped the results' own PESQUISAR and measured a second
 * search.
 */
const searchStarted = (page) =>
  page
    .evaluate(
      ([request, linkPage]) => {
        const entry = performance
          .getEntriesByType('resource')
          .find(
            (e) =>
              new RegExp(request).test(e.name) ||
              (e.initiatorType === 'fetch' && new RegExp(linkPage).test(new URL(e.name).pathname)),
          );
        return entry ? entry.startTime : null;
      },
      [SEARCH_REQUEST.source, SEARCH_PAGE.source],
    )
    .catch(() => null);

/** When the search's results show a price (a search link, or /hotelSearch after PESQUISAR). */
const pricesShown = (page) =>
  page
    .evaluate(() =>
      location.pathname.startsWith('/hotelSearch') &&
      /R\$\s?\d/.test(document.querySelector('main')?.textContent ?? '')
        ? performance.now()
        : null,
    )
    .catch(() => null);

const recorded = (key) => (page) =>
  page.evaluate((name) => window.__bench?.[name] ?? null, key).catch(() => null);

const dialogOpened = (page) =>
  page.evaluate(() => window.__bench?.dialogAt ?? null).catch(() => null);
const accountShown = (page) =>
  page.evaluate(() => window.__bench?.accountAt ?? null).catch(() => null);

export const TARGETS = {
  search: { selector: 'form[role="search"] button[type="submit"]' },
  login: { selector: 'nav button', text: 'LOGIN' },
  dates: { selector: 'form[role="search"] button[aria-haspopup="dialog"]', index: 0 },
  rooms: { selector: 'form[role="search"] button[aria-haspopup="dialog"]', index: 1 },
};

/** When each tapped control has done what it says. */
const DONE = {
  search: searchStarted,
  login: dialogOpened,
  dates: recorded('datesAt'),
  rooms: recorded('roomsAt'),
};

/**
 * One load of `url`. `action`: null (paints only, no input, so the LCP is final), 'search' (tap
 * PESQUISAR until the availability search leaves; the criteria, with a date range, are in the
 * tab's sessionStorage; then, apart, until its results show a price), 'login' (tap LOGIN until the login dialog opens), 'account' (a stored
 * session: wait, without a tap, until MINHA CONTA shows), or 'results' (a search link: wait
 * until the availability search has answered and a price shows).
 */
export async function measureLoad(
  browser,
  url,
  { action = null, storage = {}, sandboxOrigin = null } = {},
) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(
      ({ session, local }) => {
        if (sessionStorage.getItem('__bench_seeded')) return;
        sessionStorage.setItem('__bench_seeded', '1');
        for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      },
      { session: storage.session ?? {}, local: storage.local ?? {} },
    );
    await context.addInitScript(RECORDER);
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'commit' });
    let ready = null;
    let taps = 0;
    let results = null;
    let pricesMatch = null;
    if (action in TARGETS) {
      const found = await tapUntil(page, TARGETS[action], DONE[action]);
      ready = found.at;
      taps = found.taps;
      // Not a target, but what the guest waits for: the results of the search just started.
      if (action === 'search' && ready !== null) results = await poll(page, pricesShown);
    } else if (action === 'account') {
      ready = await poll(page, accountShown);
    } else if (action === 'results') {
      ready = await poll(page, pricesShown);
      if (ready !== null && sandboxOrigin)
        pricesMatch = await renderedPricesMatch(page, sandboxOrigin);
    } else {
      await page.waitForLoadState('load');
      await page.waitForTimeout(1500);
    }
    const { fcp, lcp } = await paints(page);
    const loads = await page.evaluate(() => Number(sessionStorage.getItem('__bench_loads')));
    return {
      fcp,
      lcp: action ? null : lcp,
      ready,
      taps,
      results,
      pricesMatch,
      reloaded: loads > 1,
    };
  } finally {
    await context.close();
  }
}

const PRICE_FIELDS = [
  'valor_sem',
  'valor_cafe',
  'valor_meia',
  'valor_inteira',
  'valor_hospedagem_promo',
  'valor_cafe_promo',
  'valor_meia_promo',
  'valor_inteira_promo',
];
const pricesOf = (rows) =>
  rows.map((row) => [row.id_hotel, row.id_uh, ...PRICE_FIELDS.map((field) => row[field])]);

/**
 * Whether the prices the server rendered into the page (its data block's rows, from which the
 * results were drawn) are the availability API's own for that search, asked again now as a
 * visitor; null when the server left the search to the browser (the browser's are the API's).
 */
async function renderedPricesMatch(page, sandboxOrigin) {
  const rendered = await page.evaluate(() => {
    const block = document.getElementById('prerender-data')?.textContent;
    return block ? (JSON.parse(block).search ?? null) : null;
  });
  if (!rendered) return null;
  const { contrato_id: _contract, ...criteria } = rendered.criteria;
  const response = await fetch(`${sandboxOrigin}/api/disponibilidade/v2/consultar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...criteria, id_uh: 0 }),
  });
  const answer = await response.json();
  return JSON.stringify(pricesOf(answer)) === JSON.stringify(pricesOf(rendered.rows));
}

async function poll(page, happened) {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const at = await happened(page);
    if (at !== null) return at;
    await page.waitForTimeout(TAP_EVERY_MS);
  }
  return null;
}
