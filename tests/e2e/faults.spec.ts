import { expect, test as base, type Page } from './support/test';
import {
  acceptCancellationPolicy,
  APPROVED_CARD,
  fillAdult,
  fillCardForm,
  holdOneRoom,
  stayOffset,
  visitorBuyer,
} from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { faultsFor, paymentsOf, shortenRequestTimeout, type PageFaults } from './support/faults';
import { chooseHotel, expectPricedResults, pesquisar, pickStay, setRooms } from './support/search';

/**
 * The site against a slow or failing backend (product-rules §8 error catalogue; booking and payment
 * READMEs, "Retries"). Faults are injected in the sandbox per route and confined to each test's
 * page (support/faults.ts). Each booking uses its own hotel and dates so that no other spec
 * competes for its units.
 */

const SERVER_ERROR = 'Erro no servidor. Tente novamente mais tarde.';
const STILL_HELD = 'Seus quartos continuam reservados: tente confirmar novamente.';

/** Each test gets its page's fault controls; its rules are removed when it ends. */
const test = base.extend<{ faults: PageFaults }>({
  faults: async ({ page }, use) => {
    const faults = await faultsFor(page);
    await use(faults);
    await faults.clear();
  },
});

// Whole journeys take 20-40 s on a quiet machine, more with the injected latency and timeout.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const start = async (page: Page) => {
  await page.goto('/');
  await waitForSite(page);
};

/** The next `times` confirmations (POST /api/reserva) are carried out and their answers lost. */
const loseConfirmationAnswers = (faults: PageFaults, times: number) =>
  faults.add({ method: 'POST', path: '/api/reserva', kind: 'drop', phase: 'after', times });

/** Counts the requests the page sends to `pattern` (retries included). */
function countRequests(page: Page, method: string, pattern: RegExp) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && pattern.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

/** Room 1's two adults, the first a visitor buyer (a temporary user is made from it). */
async function fillGuests(page: Page, cpfBase: string, timeout?: number) {
  await fillAdult(page, 1, 1, visitorBuyer(cpfBase));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
  await page.getByRole('button', { name: 'Revisar reserva' }).click();
  await expect(page).toHaveURL(/\/checkOut\/revisao$/, { timeout });
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
}

async function expectPaymentStep(page: Page, timeout?: number) {
  await expect(page).toHaveURL(/\/pagamento$/, { timeout });
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
}

/** Pays with the approving test card in one instalment and waits for the completed page. */
async function payByCard(page: Page) {
  const form = await fillCardForm(page, APPROVED_CARD);
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
}

async function expectCompleted(page: Page, timeout?: number) {
  await expect(page).toHaveURL(/\/reserva-concluida$/, { timeout });
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva concluída!' })).toBeVisible();
}

/** The temporary user's token, kept by the checkout in localStorage. */
const visitorToken = (page: Page) => page.evaluate(() => localStorage.getItem('token_jwt'));

/** Every reservation of the token's user, as Minha Conta lists them. */
async function reservationsOf(page: Page, token: string | null) {
  expect(token).toBeTruthy();
  const response = await page.request.post('/api/relatorio/reservas', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { numero_reserva: string; status_id: number }[];
}

/** From the payment step: pays by card; the visitor then has exactly one reservation, paid. */
async function payAndExpectOneReservation(page: Page) {
  const token = await visitorToken(page);
  await payByCard(page);
  await expectCompleted(page);
  const reservations = await reservationsOf(page, token);
  expect(reservations).toHaveLength(1);
  expect(reservations[0]!.status_id).toBe(2);
}

test('a slow backend still completes a booking', async ({ page, faults }) => {
  // Each step makes several API calls, each 1.5 s late here: more than the default 10 s a step
  // may take on a busy machine (CI failed there once at the hold).
  test.slow();
  const STEP_TIMEOUT = 40_000;
  await faults.add(
    { path: '/api/*', kind: 'latency', ms: 1500 },
    { path: '/payments/*', kind: 'latency', ms: 1500, phase: 'after' },
  );
  await start(page);
  await holdOneRoom(page, 12, 110, 2, { timeout: STEP_TIMEOUT });
  await fillGuests(page, '210987654', STEP_TIMEOUT);
  await acceptCancellationPolicy(page);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expectPaymentStep(page, STEP_TIMEOUT);
  await payByCard(page);
  await expectCompleted(page, STEP_TIMEOUT);
  // The journey's API and gateway calls were all slowed down.
  const [api, payments] = await faults.list();
  expect(api!.hits).toBeGreaterThan(5);
  expect(payments!.hits).toBeGreaterThan(1);
});

test('a failed search shows the catalogue message, and searching again works', async ({
  page,
  faults,
}) => {
  const search = { method: 'POST', path: '/api/disponibilidade/v2/consultar', times: 1 } as const;
  await faults.add(
    { ...search, kind: 'status', status: 503, erro: 'Serviço de disponibilidade fora do ar.' },
    { ...search, kind: 'status', status: 500, erro: null },
  );
  await start(page);
  await chooseHotel(page, 1);
  await pickStay(page, stayOffset(60, 2), 2);
  await setRooms(page, [[]]);

  await pesquisar(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Erro ao procurar hotéis: ' });
  await expect(alert).toContainText(
    'Erro ao procurar hotéis: Serviço de disponibilidade fora do ar.',
  );
  await pesquisar(page);
  // No erro in the body: the generic text of the catalogue.
  await expect(alert).toContainText(`Erro ao procurar hotéis: ${SERVER_ERROR}`);
  await pesquisar(page);
  await expectPricedResults(page);
  await expect(alert).toBeHidden();
  // The search is a POST: the site never repeated it by itself.
  expect((await faults.list()).map((rule) => rule.hits)).toEqual([1, 1]);
});

test('banners and promotions that fail to load are left out quietly, after retrying', async ({
  page,
  faults,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await faults.add(
    { method: 'GET', path: '/admin/banner_group/*', kind: 'status', status: 503 },
    { method: 'GET', path: '/admin/promocao_group/*', kind: 'drop' },
  );
  const bannerTries = countRequests(page, 'GET', /\/admin\/banner_group\//);
  const promotionTries = countRequests(page, 'GET', /\/admin\/promocao_group\//);
  // The prerendered home page carries its banners and promotions. The browser loads them itself
  // when the visitor comes to it from a page without them: that is where it retries.
  await page.goto('/termos-de-uso');
  await waitForSite(page);
  await page.getByRole('link', { name: 'Aurora Hotéis' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('search', { name: 'Pesquisar hospedagem' })).toBeVisible();
  await expect.poll(() => logged).toContain('Erro ao carregar banner!');
  await expect.poll(() => logged).toContain('Erro ao carregar a promoção!');
  // Nothing is said about it (the search bar's field-error regions stay empty).
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  // GETs are safe to repeat: the site tried each three times before giving up. (A proxy in
  // between may add tries of its own, so the sandbox can count more.)
  expect([bannerTries(), promotionTries()]).toEqual([3, 3]);
  for (const rule of await faults.list()) expect(rule.hits).toBeGreaterThanOrEqual(3);
});

test('a confirmation whose answer is lost is sent again and books exactly one reservation', async ({
  page,
  faults,
}) => {
  await loseConfirmationAnswers(faults, 1);
  const confirmations = countRequests(page, 'POST', /\/api\/reserva$/);
  await start(page);
  await holdOneRoom(page, 15, 114);
  await fillGuests(page, '321098765');
  await acceptCancellationPolicy(page);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expectPaymentStep(page);
  // Confirmed on the server, answer lost, sent again: the same confirmation came back.
  expect((await faults.list())[0]!.hits).toBe(1);
  expect(confirmations()).toBe(2);
  await payAndExpectOneReservation(page);
});

test('a payment whose answer never comes is sent again after the timeout and charges once', async ({
  page,
  faults,
}) => {
  await shortenRequestTimeout(page, 5000);
  await faults.add({
    method: 'POST',
    path: '/payments/pagar/*',
    kind: 'timeout',
    phase: 'after',
    times: 1,
  });
  const references: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/payments\/pagar\//.test(request.url())) {
      references.push(
        (request.postDataJSON() as { transacao_referencia: string }).transacao_referencia,
      );
    }
  });
  await start(page);
  await holdOneRoom(page, 16, 118);
  await fillGuests(page, '432109876');
  await acceptCancellationPolicy(page);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expectPaymentStep(page);
  const token = await visitorToken(page);

  await payByCard(page);
  await expectCompleted(page);
  // The first try was charged but never answered; the retry got that same charge back.
  expect(references).toHaveLength(2);
  expect(references[1]).toBe(references[0]);
  const charges = await paymentsOf(page, references[0]!);
  expect(charges.map((charge) => charge.status)).toEqual(['aprovado']);
  const reservations = await reservationsOf(page, token);
  expect(reservations.map((r) => r.status_id)).toEqual([2]);
});

test('an interrupted checkout resumes after a reload and books one reservation', async ({
  page,
  faults,
}) => {
  // Every try of the confirmation is carried out and its answer lost: the client gives up.
  await loseConfirmationAnswers(faults, 3);
  await start(page);
  await holdOneRoom(page, 19, 122);
  await fillGuests(page, '543210987');
  await acceptCancellationPolicy(page);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: STILL_HELD })).toHaveText(
    `${SERVER_ERROR} ${STILL_HELD}`,
  );
  await expect(page).toHaveURL(/\/checkOut\/revisao$/);
  expect((await faults.list())[0]!.hits).toBe(3);

  await page.reload();
  await waitForSite(page);
  await expect(page).toHaveURL(/\/checkOut\/revisao$/);
  await expect(page.getByText('Sua reserva em andamento foi recuperada.')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Sua reserva está garantida por \d\d:\d\d/);
  await acceptCancellationPolicy(page);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expectPaymentStep(page);
  await payAndExpectOneReservation(page);
});
