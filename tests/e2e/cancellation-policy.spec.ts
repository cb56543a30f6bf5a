import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, fillCard, holdRooms } from './support/booking-flow';
import {
  APPROVED_CARD,
  fillAdult,
  logIn,
  POLICY_ACCEPTANCE,
  visitorBuyer,
} from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { advanceSandboxClock, dayOfWire, outbox, sandboxToday } from './support/sandbox';

/**
 * The cancellation policy before paying (issue 15 §4, Decreto 7.381/2010 art. 20): the review
 * shows each room's policy and will not pay until it is accepted; the confirmation e-mail
 * repeats it; cancelling from 'Minhas reservas' shows the penalty before confirming.
 */

test.describe.configure({ timeout: 180_000 });

const DAY = 24 * 60 * 60 * 1000;
const POLICY_LINE = /Cancelamento grátis até \d\d\/\d\d|Não reembolsável/;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
});

test('a booking shows the policy at review, asks for its acceptance, and the e-mail repeats it', async ({
  page,
}) => {
  // Hotel and dates of this file alone (other journeys run beside it on the same sandbox).
  await holdRooms(page, { hotel: 14, fromDays: 95, nights: 2, rooms: [[]] });
  await fillAdult(page, 1, 1, visitorBuyer('741852963'));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
  await page.getByRole('button', { name: 'Revisar reserva' }).click();
  await expect(page).toHaveURL(/\/checkOut\/revisao$/);

  const room = page.getByRole('region', { name: 'Quarto 1' });
  await expect(room.getByText(POLICY_LINE).first()).toBeVisible();
  await expect(room).toContainText('Direito de arrependimento');
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();

  // Not accepted: nothing is confirmed, and the guest is told why.
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Para continuar, marque que leu e aceita a política de cancelamento.',
  );
  const acceptance = page.getByRole('checkbox', { name: POLICY_ACCEPTANCE });
  await expect(acceptance).toBeFocused();
  await expect(page).toHaveURL(/\/checkOut\/revisao$/);
  await expectNoAxeViolations(page);

  const numbers: string[] = [];
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !/\/api\/reserva$/.test(response.url())) return;
    const body = (await response.json().catch(() => null)) as { numero_reserva?: string } | null;
    if (body?.numero_reserva) numbers.push(body.numero_reserva);
  });
  await acceptance.check();
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expect(page).toHaveURL(/\/pagamento$/);
  const form = await fillCard(page, APPROVED_CARD);
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expectCompleted(page, numbers);

  const mail = (await outbox(page.request)).find((m) => m.assunto.includes(numbers[0]!));
  expect(mail, 'the confirmation e-mail').toBeTruthy();
  expect(mail!.html).toMatch(
    /Política de cancelamento: (Cancelamento grátis até|Tarifa promocional não reembolsável)/,
  );
  expect(mail!.html).toContain('Direito de arrependimento');
});

// @days: moves the sandbox's clock by days, so it runs alone after the @clock journeys
// (the 'days' project of playwright.config.ts).
test('cancelling inside 7 days of arrival shows the penalty first, and records it @days', async ({
  page,
}) => {
  // Maria's AUR-2026-000106: paid (Confirmada) 20 days before the seed, arriving about a week
  // after it: the right of withdrawal is over and the free period nearly so.
  await logIn(page, 'customer');
  await page.goto('/minhaConta/reservas');
  const card = page.getByRole('article', { name: 'Reserva AUR-2026-000106' });
  await expect(card).toBeVisible();
  const [arrival] = /\d\d\/\d\d\/\d{4}/.exec((await card.textContent()) ?? '') ?? [];
  expect(arrival, 'the arrival date on the card').toBeTruthy();
  // Carry the sandbox to 6 days before arrival: past the free cancellation.
  let days = dayOfWire(arrival!) - (await sandboxToday(page.request)) - 6;
  while (days > 0) {
    const step = Math.min(days, 7);
    await advanceSandboxClock(page.request, step * DAY);
    days -= step;
  }
  await page.reload();
  await waitForSite(page);

  await card.getByRole('button', { name: 'Cancelar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
  const figures = dialog.getByRole('region', { name: 'Valores do cancelamento' });
  await expect(figures).toContainText('Cancelamento a menos de 7 dias da chegada');
  const amounts = await figures.getByRole('definition').allTextContents();
  expect(amounts).toHaveLength(3);
  for (const amount of amounts) expect(amount).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d\d$/);
  expect(amounts[1], 'a penalty is kept').not.toBe('R$ 0,00');
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Motivo do cancelamento').fill('Imprevisto de trabalho.');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();

  const mail = (await outbox(page.request)).find(
    (m) => m.assunto === 'Reserva cancelada: AUR-2026-000106',
  );
  expect(mail, 'the cancellation e-mail').toBeTruthy();
  expect(mail!.html).toContain(`Multa retida: ${amounts[1]}`);
  expect(mail!.html).toContain(`Reembolso: ${amounts[2]}`);
});
