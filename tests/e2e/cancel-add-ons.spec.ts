import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, fillCard, holdRooms, reviewAndConfirm } from './support/booking-flow';
import {
  addExtra,
  APPROVED_CARD,
  fillAdult,
  logIn,
  parkStay,
  parkStayOffset,
} from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import {
  DRAFT_GROUP,
  extraPlacesLeft,
  groupTransactions,
  outbox,
  parkPlacesLeft,
} from './support/sandbox';
import { isoDay, wireDay } from './support/search';

/**
 * Cancelling paid extras and park tickets item by item (issue 29 part 4): Maria books a room
 * with a transfer, a late check-out and two park tickets, pays once by card, then cancels the
 * transfer and the tickets in Minhas reservas, each under its own rule, and finally the room,
 * which takes the late check-out with it. The sandbox's own figures are read before and after
 * each step: the places given back, and what was refunded through the one charge.
 */

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
});

const TRANSFER = 'Traslado rodoviária de Caldas Novas';
const LATE = 'Late check-out até 16:00';
const TICKETS = 'Ingressos do parque aquático';
const offer = (page: Page, name: string | RegExp) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** What the cancellations have refunded through the group's one charge (cents). */
async function refunded(page: Page, identificador: string) {
  const charges = (await groupTransactions(page.request, identificador)).filter((t) =>
    ['aprovado', 'pago'].includes(t.status),
  );
  expect(charges).toHaveLength(1);
  return { paid: charges[0]!.valor_centavos, refunded: charges[0]!.reembolsado_centavos };
}

interface Stay {
  hotel: number;
  fromDays: number;
  nights: number;
}

async function bookThenCancelItemByItem(page: Page, stay: Stay) {
  const offset = parkStayOffset(stay.fromDays, stay.nights);
  await logIn(page, 'customer');
  await holdRooms(page, { ...stay, rooms: [[]] }, { atExtras: true });

  // Two adults at the park on the arrival day, a transfer for both, the late check-out.
  const parkBefore = await parkPlacesLeft(page.request, isoDay(offset));
  const parkDay = offer(page, /^Parque aquático · /).first();
  const addTickets = parkDay.getByRole('button', { name: /^Adicionar 2 ingressos de / });
  const [, ticketReais] = /· R\$ ([\d.]+),00$/.exec((await addTickets.textContent()) ?? '')!;
  await addTickets.click();
  await expect(page.getByRole('status').filter({ hasText: 'adicionados' })).toBeVisible();
  const hora = await offer(page, TRANSFER).getByRole('combobox', { name: 'Horário' }).inputValue();
  const seatsBefore = await extraPlacesLeft(page.request, stay, TRANSFER, { day: 0, hora });
  const lateBefore = await extraPlacesLeft(page.request, stay, LATE, { day: stay.nights });
  await addExtra(page, TRANSFER, 'R$ 70,00');
  await addExtra(page, LATE, 'R$ 120,00');
  expect(await parkPlacesLeft(page.request, isoDay(offset))).toBe(parkBefore - 2);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();

  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Souza' });
  const identificador = await page.evaluate(DRAFT_GROUP);
  const numbers = await reviewAndConfirm(page, 'Cartão de crédito', false, { extras: true });
  const form = await fillCard(page, APPROVED_CARD);
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expectCompleted(page, numbers);
  const tickets = Number(ticketReais!.replace('.', '')) * 100;
  const before = await refunded(page, identificador);
  expect(before.refunded).toBe(0);

  await page.goto('/minhaConta/reservas');
  const card = page.getByRole('article', { name: `Reserva ${numbers[0]}` });
  await expect(card.getByText(`${wireDay(offset)}: 2 pessoas`, { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Cancelar ingressos ou extras' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar ingressos ou extras' });
  const list = dialog.getByRole('list', { name: 'Ingressos e extras pagos' });
  await expect(list.getByRole('article')).toHaveCount(3);
  // Bought today: the 7 days of withdrawal give everything back.
  await expect(list.getByRole('article', { name: TRANSFER })).toContainText(
    'Direito de arrependimento',
  );
  await expectNoAxeViolations(page);

  // The transfer: its two seats come back, and R$ 70,00 through the one charge.
  const transferItem = list.getByRole('article', { name: TRANSFER });
  await transferItem
    .getByRole('button', { name: `Cancelar ${TRANSFER}, ${wireDay(offset)}` })
    .click();
  await expect(transferItem.getByRole('group')).toContainText(
    'Cancelar e receber R$ 70,00 de volta?',
  );
  await expectNoAxeViolations(page);
  await transferItem.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'cancelado.' })).toHaveText(
    new RegExp(`^${TRANSFER}, ${wireDay(offset)} às ${hora}: cancelado\\. Item cancelado\\.`),
  );
  await expect(dialog.getByRole('status').filter({ hasText: 'cancelado.' })).toBeFocused();
  await expect(list.getByRole('article')).toHaveCount(2);
  expect(await extraPlacesLeft(page.request, stay, TRANSFER, { day: 0, hora })).toBe(seatsBefore);
  expect((await refunded(page, identificador)).refunded).toBe(7_000);

  // The park tickets: the day's two places come back, and their price.
  const ticketItem = list.getByRole('article', { name: TICKETS });
  await ticketItem.getByRole('button', { name: `Cancelar ${TICKETS}, ${wireDay(offset)}` }).click();
  await ticketItem.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  expect(await parkPlacesLeft(page.request, isoDay(offset))).toBe(parkBefore);
  expect((await refunded(page, identificador)).refunded).toBe(7_000 + tickets);
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(card.getByText('Ingressos do parque')).toHaveCount(0);
  await expect(card.getByText(TRANSFER, { exact: false })).toHaveCount(0);

  // The room, the group's last: it takes the late check-out with it, said before confirming.
  await card.getByRole('button', { name: 'Cancelar', exact: true }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar reserva' });
  await expect(
    cancel.getByRole('region', { name: 'Extras cancelados com a reserva' }),
  ).toContainText(`${LATE}, ${wireDay(offset + stay.nights)}: R$ 120,00 de volta.`);
  await expectNoAxeViolations(page);
  await cancel.getByLabel('Motivo do cancelamento').fill('Mudança de planos.');
  await cancel.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(cancel).toBeHidden();
  await expect(card.getByText('Cancelada', { exact: true })).toBeVisible();
  expect(await extraPlacesLeft(page.request, stay, LATE, { day: stay.nights })).toBe(lateBefore);
  // Everything paid came back, through the one charge.
  const after = await refunded(page, identificador);
  expect(after.refunded).toBe(before.paid);
  const mails = (await outbox(page.request)).filter(
    (m) => m.assunto === `Adicionais cancelados: reserva ${numbers[0]}`,
  );
  expect(mails).toHaveLength(3);
}

test('paid extras and tickets are cancelled one by one on their rules; the last room takes the rest', async ({
  page,
}) => {
  await bookThenCancelItemByItem(page, parkStay({ hotel: 11, fromDays: 170, nights: 2 }));
});

test('the same on a phone @mobile', async ({ page }) => {
  await bookThenCancelItemByItem(page, parkStay({ hotel: 6, fromDays: 176, nights: 2 }));
});
