import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, holdRooms, reviewAndConfirm } from './support/booking-flow';
import { fillAdult, parkStay, parkStayOffset, visitorBuyer } from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { SITE_ORIGIN } from './support/site';
import { isoDay } from './support/search';
import { SANDBOX_ORIGIN } from './support/faults';
import { extraPlacesLeft, groupTransactions, outbox, parkPlacesLeft } from './support/sandbox';

/**
 * 'Complete sua estadia' (issue 29): the hotel's extras held with the rooms, paid with them in
 * one payment, released with them. The sandbox's own figures are read before and after: the
 * places an extra has left, the gateway's one transaction, the one e-mail.
 */

// Whole journeys take 20-40 s on a quiet machine: room for a busy one.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
});

const brl = (reais: number) => reais.toLocaleString('pt-BR', { minimumFractionDigits: 2 });

const TRANSFER = 'Traslado rodoviária de Caldas Novas';
const SPA = 'Banho termal com massagem relaxante';

const offer = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** The held group's identificador and rooms' total (reais), as the checkout keeps them. */
const heldGroup = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('reserva') ?? '{}') as {
      state?: {
        checkout?: {
          hold?: { identificador: string; grupo: { escolha: { valor_total: number } }[] };
        };
      };
    };
    const hold = stored.state?.checkout?.hold;
    return {
      identificador: hold?.identificador ?? '',
      rooms: (hold?.grupo ?? []).reduce((sum, room) => sum + room.escolha.valor_total, 0),
    };
  });

test('two rooms, park tickets for both days and a transfer, paid once by PIX, in one e-mail; the codes open the gate', async ({
  page,
  context,
}) => {
  const stay = parkStay({ hotel: 6, fromDays: 130, nights: 1 });
  await holdRooms(page, { ...stay, rooms: [[], []] }, { atExtras: true });
  await expectNoAxeViolations(page);

  // The park on both days of the stay, the party of four proposed as adults.
  const offset = parkStayOffset(stay.fromDays, stay.nights);
  const days = [isoDay(offset), isoDay(offset + 1)];
  const placesBefore = await Promise.all(days.map((iso) => parkPlacesLeft(page.request, iso)));
  const parkDays = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: /^Parque aquático · / }) });
  await expect(parkDays).toHaveCount(2);
  let ticketsTotal = 0;
  for (let i = 0; i < 2; i += 1) {
    const day = parkDays.nth(i);
    await expect(day.getByRole('combobox', { name: /^Adulto · R\$/ })).toHaveValue('4');
    const add = day.getByRole('button', { name: /^Adicionar 4 ingressos de / });
    const [, reais] = /· R\$ ([\d.]+),00$/.exec((await add.textContent()) ?? '')!;
    ticketsTotal += Number(reais!.replace('.', ''));
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'adicionados' })).toHaveText(
      /^Ingressos do parque de .* adicionados à sua estadia\.$/,
    );
  }
  // Four places of each day are held with the rooms.
  for (const [i, iso] of days.entries()) {
    expect(await parkPlacesLeft(page.request, iso)).toBe(placesBefore[i]! - 4);
  }

  const transfer = offer(page, TRANSFER);
  // The first departure of the arrival day, for the whole party of four.
  await expect(transfer.getByRole('combobox', { name: 'Dia' })).toHaveValue('0');
  const hora = await transfer.getByRole('combobox', { name: 'Horário' }).inputValue();
  await expect(transfer.getByRole('combobox', { name: 'Pessoas' })).toHaveValue('4');
  const before = await extraPlacesLeft(page.request, stay, TRANSFER, { day: 0, hora });
  expect(before).toBeGreaterThanOrEqual(4);
  await transfer.getByRole('button', { name: `Adicionar ${TRANSFER} · R$ 140,00` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'adicionado à' })).toHaveText(
    `${TRANSFER} adicionado à sua estadia.`,
  );
  const chosen = page.getByRole('region', { name: 'Na sua estadia' });
  await expect(chosen.getByText(new RegExp(`às ${hora} · 4 lugares$`))).toBeVisible();
  // Four seats of that departure are held with the rooms.
  expect(await extraPlacesLeft(page.request, stay, TRANSFER, { day: 0, hora })).toBe(before! - 4);
  const addOns = 140 + ticketsTotal;
  await expect(chosen.getByText('Total dos extras:')).toContainText(brl(addOns));

  // A reload keeps what was added.
  await page.reload();
  await expect(chosen.getByText(TRANSFER, { exact: true })).toBeVisible();
  await expect(chosen.getByText(/^Parque aquático · /)).toHaveCount(2);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/checkOut$/);

  await fillAdult(page, 1, 1, visitorBuyer('555000129'));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
  await fillAdult(page, 2, 1, {
    nome: 'Carla',
    sobrenome: 'Lima',
    email: 'carla.extras@example.com',
    telefone: '21998765432',
  });
  await fillAdult(page, 2, 2, { nome: 'Davi', sobrenome: 'Lima' });
  const group = await heldGroup(page);
  const numbers = await reviewAndConfirm(page, 'PIX', false, { extras: true });
  expect(numbers).toHaveLength(2);

  const pixPanel = page.getByRole('region', { name: 'Pagamento com PIX' });
  // The PIX price the sandbox gives the group (issue 52): rooms and tickets 5% off, extras not.
  const pixText = (await pixPanel.getByText(/^No PIX você paga/).textContent()) ?? '';
  const pixCents = Number(
    (/R\$\s([\d.]+,\d{2})/.exec(pixText)?.[1] ?? '').replace(/\./g, '').replace(',', ''),
  );
  expect(pixCents).toBeLessThan(Math.round((group.rooms + addOns) * 100));
  await pixPanel.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(pixPanel.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  const sandbox = await context.newPage();
  await sandbox.goto(`${SITE_ORIGIN}/payments/sandbox/pix`);
  const pending = sandbox.getByRole('listitem').filter({ hasText: group.identificador });
  await expect(pending).toHaveCount(1);
  await pending.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(pending).toHaveCount(0);

  await expect(page).toHaveURL(/\/reserva-concluida$/, { timeout: 30_000 });
  await expectCompleted(page, numbers);
  await expect(page.getByRole('region', { name: 'Extras da estadia' })).toContainText(TRANSFER);
  await expect(page.getByRole('region', { name: 'Ingressos do parque aquático' })).toContainText(
    '4 × Adulto',
  );
  await expect(page.getByText('Total do grupo:')).toContainText(brl(group.rooms + addOns));
  // The visitor has no Meus ingressos: the page shows each person's QR code, for each day.
  const qrCodes = page
    .getByRole('region', { name: 'Seus ingressos' })
    .getByRole('img', { name: /^QR Code do ingresso \d: Adulto, / });
  await expect(qrCodes).toHaveCount(8);
  await expectNoAxeViolations(page);

  // One charge, for the rooms, the tickets and the transfer.
  const paid = (await groupTransactions(page.request, group.identificador)).filter(
    (t) => t.status === 'pago',
  );
  expect(paid).toHaveLength(1);
  expect(paid[0]!.valor_centavos).toBe(pixCents);
  // Paid: the seats and the park's places stay taken.
  expect(await extraPlacesLeft(page.request, stay, TRANSFER, { day: 0, hora })).toBe(before! - 4);
  for (const [i, iso] of days.entries()) {
    expect(await parkPlacesLeft(page.request, iso)).toBe(placesBefore[i]! - 4);
  }
  // One e-mail to the buyer lists everything, with a code per ticket.
  const mails = async () =>
    (await outbox(page.request)).filter(
      (mail) => mail.para_email === 'ana.555000129@example.com' && mail.html.includes(TRANSFER),
    );
  await expect.poll(async () => (await mails()).length).toBe(1);
  const mail = (await mails())[0]!;
  expect(mail.html).toContain('Extras da estadia');
  expect(mail.html).toContain('Ingressos do parque aquático');
  for (const numero of numbers) expect(mail.html).toContain(numero);
  const codes = [...mail.html.matchAll(/\b([0-9A-F]{20})\b/g)].map((m) => m[1]!);
  expect(codes).toHaveLength(8);

  // At the park's gate, a code read from the e-mail lets its person in, once.
  await sandbox.goto(`${SANDBOX_ORIGIN}/tickets/portaria`);
  await sandbox.getByLabel('Código do ingresso').fill(codes[0]!);
  await sandbox.getByLabel('Código do ingresso').press('Enter');
  await expect(sandbox.getByText(/^Entrada liberada: Adulto/)).toBeVisible();
  await sandbox.getByLabel('Código do ingresso').fill(codes[0]!);
  await sandbox.getByLabel('Código do ingresso').press('Enter');
  await expect(sandbox.getByText(/^Ingresso já utilizado/)).toBeVisible();
  await sandbox.close();
});

test('an extra removed, or left with the abandoned rooms, gives its place back', async ({
  page,
}) => {
  const stay = { hotel: 6, fromDays: 134, nights: 2 };
  await holdRooms(page, { ...stay, rooms: [[]] }, { atExtras: true });
  const spa = offer(page, SPA);
  const hora = await spa.getByRole('combobox', { name: 'Horário' }).inputValue();
  const before = await extraPlacesLeft(page.request, stay, SPA, { day: 0, hora });
  await spa.getByRole('combobox', { name: 'Sessões' }).selectOption('1');
  await spa.getByRole('button', { name: new RegExp(`^Adicionar ${SPA}`) }).click();
  const chosen = page.getByRole('region', { name: 'Na sua estadia' });
  await expect(chosen.getByText(SPA, { exact: true })).toBeVisible();
  expect(await extraPlacesLeft(page.request, stay, SPA, { day: 0, hora })).toBe(before! - 1);

  await chosen.getByRole('button', { name: `Remover ${SPA}` }).click();
  await expect(chosen.getByText('Nenhum extra adicionado.')).toBeVisible();
  expect(await extraPlacesLeft(page.request, stay, SPA, { day: 0, hora })).toBe(before);

  // Added again, then the whole booking is given up: the rooms go, and the sweep gives the
  // extra's place back with them.
  await spa.getByRole('button', { name: new RegExp(`^Adicionar ${SPA}`) }).click();
  await expect(chosen.getByText(SPA, { exact: true })).toBeVisible();
  expect(await extraPlacesLeft(page.request, stay, SPA, { day: 0, hora })).toBe(before! - 1);
  await page.getByRole('button', { name: 'Desistir da reserva' }).click();
  await page
    .getByRole('dialog', { name: 'Desistir desta reserva?' })
    .getByRole('button', { name: /^Desistir/ })
    .click();
  await expect(page).toHaveURL(/\/hotelSearch$/);
  await expect
    .poll(() => extraPlacesLeft(page.request, stay, SPA, { day: 0, hora }), { timeout: 20_000 })
    .toBe(before);
});

test('the extras step on a phone: readable, operable, no axe violation @mobile', async ({
  page,
}) => {
  const stay = { hotel: 6, fromDays: 138, nights: 1 };
  await holdRooms(page, { ...stay, rooms: [[]] }, { atExtras: true });
  await expect(offer(page, TRANSFER)).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Continuar sem extras' }).click();
  await expect(page).toHaveURL(/\/checkOut$/);
  // Back to the extras from the guests, and on again.
  await page.getByRole('button', { name: 'Voltar aos extras' }).click();
  await expect(page).toHaveURL(/\/checkOut\/extras$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete sua estadia' })).toBeVisible();
});
