// What the measured visitors bring with them: a date range chosen earlier in the tab (the
// search criteria the site keeps in sessionStorage), and a stored session.
import { PHONE } from './measure.mjs';

/** Maria, the sandbox's demo customer (sandbox/README.md, "Demo users"). */
const CUSTOMER = { usuario: '52998224725', senha: 'Aurora@2026' };
const SYSTEM_TOKEN = process.env.VITE_SYSTEM_TOKEN ?? 'sandbox-system-token';

/**
 * The criteria the site itself stored after opening `searchLinkUrl` (dates, rooms, guests), as
 * sessionStorage entries: a tab that chose its dates before coming back to a page.
 */
export async function searchCriteriaStorage(browser, searchLinkUrl) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(searchLinkUrl);
    const handle = await page.waitForFunction(
      () => {
        const stored = sessionStorage.getItem('busca');
        return stored && JSON.parse(stored).state?.criteria?.data_chegada ? stored : null;
      },
      null,
      { timeout: 60_000 },
    );
    return { busca: await handle.jsonValue() };
  } finally {
    await context.close();
  }
}

/** A customer's JWT, as the site stores it after a login. */
export async function loginToken(sandboxOrigin) {
  const response = await fetch(`${sandboxOrigin}/api/autenticacao/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CUSTOMER, token_sistema: SYSTEM_TOKEN }),
  });
  if (!response.ok) throw new Error(`login do cliente de demonstração: HTTP ${response.status}`);
  const { token_jwt: token } = await response.json();
  return token;
}
