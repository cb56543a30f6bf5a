import { expect, test } from './support/test';
import { holdRooms, reviewAndConfirm } from './support/booking-flow';
import { fillAdult, holdOneRoom, visitorBuyer } from './support/checkout';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookies, waitForSite } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { advanceSandboxClock, freeUnits, groupTransactions } from './support/sandbox';

/**
 * The server's deadline, with both clocks driven past it: the sandbox's (its test clock) and
 * the browser's (Playwright's). These journeys move the sandbox's clock for everyone, so they
 * run alone, after every other journey (the 'clock' project of playwright.config.ts).
 */

// One at a time even within this project: each moves the one sandbox clock.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const MINUTE = 60_000;

test('a PIX generated late in the hold: one deadline, and nothing paid once it passed @clock', async ({
  page,
}) => {
  await page.clock.install();
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  const stay = { hotel: 1, fromDays: 70, nights: 2 };
  const before = await freeUnits(page.request, stay);

  await holdRooms(page, { ...stay, rooms: [[]] });
  const { identificador, chave } = await page.evaluate(() => {
    const { hold } = (
      JSON.parse(sessionStorage.getItem('reserva') ?? '{}') as {
        state: { checkout: { hold: { identificador: string; chaveGrupo: string } } };
      }
    ).state.checkout;
    return { identificador: hold.identificador, chave: hold.chaveGrupo };
  });
  await fillAdult(page, 1, 1, visitorBuyer('741852963'));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
  await reviewAndConfirm(page, 'PIX');

  // 16 minutes later, on both clocks, the guest generates the PIX: 14 minutes of hold left.
  await advanceSandboxClock(page.request, 16 * MINUTE);
  await page.clock.fastForward(16 * MINUTE);
  const timer = page.getByRole('timer');
  const secondsLeft = async () => {
    const [, mm, ss] = /(\d\d):(\d\d)/.exec((await timer.textContent()) ?? '')!;
    return Number(mm) * 60 + Number(ss);
  };
  await expect.poll(secondsLeft).toBeLessThanOrEqual(14 * 60);
  const pix = page.getByRole('region', { name: 'Pagamento com PIX' });
  await pix.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(pix.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
  // One deadline on screen: the hold runs on to the PIX's 15 minutes, and the PIX shows no
  // countdown of its own.
  await expect.poll(secondsLeft).toBeGreaterThan(14 * 60 + 30);
  // (Deadlines are whole seconds, and the clock offset is measured to about a second.)
  expect(await secondsLeft()).toBeLessThanOrEqual(15 * 60 + 2);
  await expect(page.getByText(/^Expira em /)).toHaveCount(0);
  const [charge] = await groupTransactions(page.request, identificador);
  expect(charge).toMatchObject({ metodo: 'pix', status: 'pendente' });

  // Past that one deadline: the site asks the server, which has released the room.
  await advanceSandboxClock(page.request, 15 * MINUTE + 5000);
  await page.clock.fastForward(15 * MINUTE + 5000);
  await expect(page).toHaveURL(/\/hotelSearch$/, { timeout: 30_000 });
  await expect(
    page.getByText(
      'O tempo para concluir a reserva expirou e os quartos foram liberados. Faça uma nova busca.',
    ),
  ).toBeVisible();
  expect(await freeUnits(page.request, stay)).toEqual(before);

  // The payer's bank refuses the expired PIX: nothing is paid for the released room.
  const late = await page.request.post(
    `${SANDBOX_ORIGIN}/payments/sandbox/pix/${charge!.token}/pagar`,
  );
  expect(late.status()).toBe(410);
  expect((await groupTransactions(page.request, identificador)).map((t) => t.status)).toEqual([
    'expirado',
  ]);
  const state = await page.request.post(`${SANDBOX_ORIGIN}/api/reserva/grupo`, {
    data: { identificador, chave_grupo: chave },
  });
  expect(await state.json()).toMatchObject({ estado: 'expirado', expira_em: null });
});

// @clock: the server owns the deadline, so its clock is driven past it too (which expires
// everyone's holds: this journey runs alone, after all others).
test('the hold warning: an alert dialog before expiry, announced; expiry announced @clock', async ({
  page,
}) => {
  // The page's clock runs normally until the test jumps it forward.
  await page.clock.install();
  await page.goto('/');
  await waitForSite(page);
  await holdOneRoom(page, 13, 100);
  await expectNoAxeViolations(page);
  const timer = page.getByRole('timer');
  // The per-second countdown is not in a live region: nothing announces every second.
  expect(
    await timer.evaluate(
      (el) =>
        el.closest('[aria-live]:not([aria-live="off"]),[role=status],[role=alert],[role=log]') ===
        null,
    ),
  ).toBe(true);

  const field = page
    .getByRole('group', { name: 'Adulto 1', exact: true })
    .getByLabel('Nome', { exact: true });
  await field.focus();
  await advanceSandboxClock(page.request, (25 * 60 + 5) * 1000);
  await page.clock.fastForward('25:05');
  const warning = page.getByRole('alertdialog', { name: 'Sua reserva está quase expirando' });
  await expect(warning).toBeVisible();
  await expect(warning).toHaveAccessibleDescription(/Restam 0\d:\d\d para concluir a reserva/);
  await expect(page.getByRole('status').filter({ hasText: 'Restam 5 minutos' })).toHaveText(
    'Restam 5 minutos para concluir a reserva.',
  );
  await expect(warning.getByRole('button', { name: 'Continuar' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect(field).toBeFocused();

  await advanceSandboxClock(page.request, 4 * 60 * 1000);
  await page.clock.fastForward('04:00');
  await expect(page.getByRole('status').filter({ hasText: 'Resta 1 minuto' })).toHaveText(
    'Resta 1 minuto para concluir a reserva.',
  );
  await advanceSandboxClock(page.request, 65 * 1000);
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(/\/hotelSearch$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'O tempo para concluir a reserva expirou' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
