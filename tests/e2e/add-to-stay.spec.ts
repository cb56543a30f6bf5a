import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, fillCard, holdRooms, reviewAndConfirm } from './support/booking-flow';
import { APPROVED_CARD, fillAdult, stayOffset, visitorBuyer } from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { extraPlacesLeft, groupTransactions, outbox } from './support/sandbox';
import { wireDay } from './support/search';

/**
 * Adding to a paid booking (issue 29 part 5): a stay arriving within the offer's 7 days gets the
 * pre-arrival e-mail at the sandbox's next sweep; its link opens the add-on page, where a spa
 * session is held, paid on its own, and kept. The sandbox's own figures are read: the session's
 * places, the one charge, the e-mails. (The clock's side, the offer going out exactly 7 days
 * before, is sandbox/test/add-ons.test.ts.)
 */

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
});

const SPA = 'Banho termal com massagem relaxante';
const BUYER = '555000137';
const EMAIL = `ana.${BUYER}@example.com`;

const offer = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

async function payByCard(page: Page) {
  const card = page.getByRole('radio', { name: 'Cartão de crédito' });
  if (await card.isVisible()) await card.check();
  const form = await fillCard(page, APPROVED_CARD, '1');
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
}

test('the pre-arrival offer’s link adds a spa session to a paid booking, paid on its own', async ({
  page,
  context,
}) => {
  const stay = { hotel: 18, fromDays: 4, nights: 2 };
  await holdRooms(page, { ...stay, rooms: [[]] });
  await fillAdult(page, 1, 1, visitorBuyer(BUYER));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });
  const numbers = await reviewAndConfirm(page, 'Cartão de crédito');
  await payByCard(page);
  await expectCompleted(page, numbers);

  // The arrival is within 7 days: the sandbox's sweep sends the offer at once.
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await outbox(page.request)).find(
          (m) => m.para_email === EMAIL && m.assunto.startsWith('Sua chegada'),
        );
        link = mail?.links.find((l) => l.includes('/adicionar/')) ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .toMatch(/\/adicionar\/[A-Za-z0-9_-]{43}$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete sua estadia' })).toBeVisible();
  const spa = offer(page, SPA);
  await expect(spa).toBeVisible();
  await expectNoAxeViolations(page);
  const hora = await spa.getByRole('combobox', { name: 'Horário' }).inputValue();
  const dayText =
    (await spa.getByRole('combobox', { name: 'Dia' }).locator('option:checked').textContent()) ??
    '';
  const offset = stayOffset(stay.fromDays, stay.nights);
  const day = [0, 1, 2].find((i) => dayText.includes(wireDay(offset + i).slice(0, 5)))!;
  const before = await extraPlacesLeft(page.request, stay, SPA, { day, hora });
  await spa.getByRole('button', { name: `Adicionar ${SPA} · R$ 190,00` }).click();
  await expect(
    page.getByRole('region', { name: 'Na sua estadia' }).getByText(SPA, { exact: true }),
  ).toBeVisible();
  expect(await extraPlacesLeft(page.request, stay, SPA, { day, hora })).toBe(before! - 1);

  await page.getByRole('button', { name: 'Ir para o pagamento · R$ 190,00' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pagamento dos adicionais' }),
  ).toBeVisible();
  await expect(
    page.getByText('Cancelamento grátis até 24 horas antes do dia do uso.'),
  ).toBeVisible();
  await payByCard(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Adicionais confirmados!' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // One charge of R$ 190,00 for the order; the session's place stays taken; one e-mail.
  const referencia = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('adicionais:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { order: { referencia: string } }).order
      .referencia;
  });
  const charges = (await groupTransactions(page.request, referencia)).filter((t) =>
    ['aprovado', 'pago'].includes(t.status),
  );
  expect(charges.map((t) => t.valor_centavos)).toEqual([19_000]);
  expect(await extraPlacesLeft(page.request, stay, SPA, { day, hora })).toBe(before! - 1);
  await expect
    .poll(
      async () =>
        (await outbox(page.request)).filter(
          (m) => m.para_email === EMAIL && m.assunto.startsWith('Adicionais confirmados'),
        ).length,
    )
    .toBe(1);

  // The link is spent: a new tab says so.
  const other = await context.newPage();
  await other.goto(link);
  await expect(
    other.getByRole('heading', { level: 1, name: 'Não foi possível abrir a oferta' }),
  ).toBeVisible();
  await expect(other.getByRole('alert')).toHaveText(/Este link já foi usado/);
  await other.close();
});
