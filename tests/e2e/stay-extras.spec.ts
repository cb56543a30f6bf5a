import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, holdRooms, reviewAndConfirm } from './support/booking-flow';
import { fillAdult, visitorBuyer } from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { SITE_ORIGIN } from './support/site';
import { extraPlacesLeft, groupTransactions, outbox } from './support/sandbox';

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

test('two rooms and a transfer for the party, paid once by PIX, in one e-mail', async ({
  page,
  context,
}) => {
  const stay = { hotel: 6, fromDays: 130, nights: 2 };
  await holdRooms(page, { ...stay, rooms: [[], []] }, { atExtras: true });
  await expectNoAxeViolations(page);

  const transfer = offer(page, TRANSFER);
  // The first departure of the arrival day, for the whole party of four.
  await expect(transfer.getByRole('combobox', { name: 'Dia' })).toHaveValue('0');
  const hora = await transfer.getByRole('combobox', { name: 'Horário' }).inputValue();
  await expect(transfer.getByRole('combobox', { name: 'Pessoas' })).toHaveValue('4');
  const before = await extraPlacesLeft(page.request, stay, TRANSFER, { day: 0, hora });
  expect(before).toBeGreaterThanOrEqual(4);

  await transfer.getByRole('button', { name: `Adicionar ${TRANSFER} · R$ 140,00` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'adicionado' })).toHaveText(
    `${TRANSFER} adicionado à sua estadia.`,
  );
  const chosen = page.getByRole('region', { name: 'Na sua estadia' });
  await expect(chosen.getByText(new RegExp(`às ${hora} · 4 lugares$`))).toBeVisible();
  await expect(chosen.getByText('Total dos extras:')).toContainText('R$ 140,00');
  // Four seats of that departure are held with the rooms.
  expect(await extraPlacesLeft(page.request, stay, TRANSFER, { day: 0, hora })).toBe(before! - 4);

  // A reload keeps what was added.
  await page.reload();
  await expect(chosen.getByText(TRANSFER, { exact: true })).toBeVisible();
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
  const extrasRegion = page.getByRole('region', { name: 'Extras da estadia' });
  const numbers = await reviewAndConfirm(page, 'PIX', false, { extras: true });
  expect(numbers).toHaveLength(2);

  const pixPanel = page.getByRole('region', { name: 'Pagamento com PIX' });
  await pixPanel.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(pixPanel.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  const sandbox = await context.newPage();
  await sandbox.goto(`${SITE_ORIGIN}/payments/sandbox/pix`);
  const pending = sandbox.getByRole('listitem').filter({ hasText: group.identificador });
  await expect(pending).toHaveCount(1);
  await pending.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(pending).toHaveCount(0);
  await sandbox.close();

  await expect(page).toHaveURL(/\/reserva-concluida$/, { timeout: 30_000 });
  await expectCompleted(page, numbers);
  await expect(extrasRegion.getByText(TRANSFER)).toBeVisible();
  await expect(page.getByText('Total do grupo:')).toContainText(
    (group.rooms + 140).toLocaleString('pt-BR', { minimumFractionDigits: 2 }),
  );

  // One charge, for the rooms and the transfer.
  const paid = (await groupTransactions(page.request, group.identificador)).filter(
    (t) => t.status === 'pago',
  );
  expect(paid).toHaveLength(1);
  expect(paid[0]!.valor_centavos).toBe(Math.round((group.rooms + 140) * 100));
  // Paid: the seats stay taken.
  expect(await extraPlacesLeft(page.request, stay, TRANSFER, { day: 0, hora })).toBe(before! - 4);
  // One e-mail to the buyer lists everything.
  await expect
    .poll(async () =>
      (await outbox(page.request)).filter(
        (mail) => mail.para_email === 'ana.555000129@example.com' && mail.html.includes(TRANSFER),
      ),
    )
    .toHaveLength(1);
  const mail = (await outbox(page.request)).find(
    (m) => m.para_email === 'ana.555000129@example.com' && m.html.includes(TRANSFER),
  )!;
  expect(mail.html).toContain('Extras da estadia');
  for (const numero of numbers) expect(mail.html).toContain(numero);
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
