import type { APIRequestContext } from '@playwright/test';
import type { CategoriasResponse, TicketDay, TicketVoucher } from '../../src/api/contract/tickets';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { fillCardForm } from './support/checkout';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { groupTransactions } from './support/sandbox';
import { SITE_ORIGIN } from './support/site';

/**
 * The water park's ticket sale (issue 13): a visitor sees the days and prices and is asked to log
 * in only to pay, keeping the choice (issue 29); tickets for a weekend day paid by PIX give one QR
 * code each, are listed under Meus ingressos and are cancelled with a full refund; a sold-out day
 * cannot be chosen; a declined card leaves no voucher. The sandbox's own figures (places left, the gateway's transaction)
 * are read before and after.
 */

test.describe.configure({ timeout: 180_000 });

const TICKETS = { authorization: 'Bearer sandbox-tickets-token' };

const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The first day from today + `from` with the weekday (6 Saturday), skipping `avoid`. */
function dayFrom(from: number, weekday: number, avoid: string[] = []): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + from);
  while (date.getDay() !== weekday || avoid.includes(isoOf(date))) date.setDate(date.getDate() + 1);
  return date;
}

/**
 * Weeks added to a test's visit day in this project. A test tagged @dev runs in two projects
 * against one sandbox, and counts the places left on its day before and after: on the same day,
 * the other project's hold (released when another test moves the clock past its end) would
 * change the count under it.
 */
function projectWeeks(): number {
  return test.info().project.name === 'development' ? 7 : 0;
}

async function saleDay(request: APIRequestContext, date: Date): Promise<TicketDay> {
  const response = await request.post(`${SANDBOX_ORIGIN}/tickets/pos/calendario`, {
    headers: TICKETS,
    data: { inicio: isoOf(date), fim: isoOf(date) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { dias: TicketDay[] }).dias[0]!;
}

async function pricesOf(request: APIRequestContext, date: Date) {
  const response = await request.post(`${SANDBOX_ORIGIN}/tickets/pos/categorias`, {
    headers: TICKETS,
    data: { data_visita: isoOf(date) },
  });
  const { categorias } = (await response.json()) as CategoriasResponse;
  return Object.fromEntries(categorias.map((c) => [c.cti_nome, c.cti_valor]));
}

/** The seeded days nobody else's journey buys: the sold-out Saturday and its Sunday. */
async function seededDays(request: APIRequestContext): Promise<string[]> {
  const response = await request.post(`${SANDBOX_ORIGIN}/tickets/pos/calendario`, {
    headers: TICKETS,
    data: {
      inicio: isoOf(dayFrom(0, new Date().getDay())),
      fim: isoOf(dayFrom(40, new Date().getDay())),
    },
  });
  const { dias } = (await response.json()) as { dias: TicketDay[] };
  return dias.filter((d) => d.esgotado || d.restantes < 50).map((d) => d.data);
}

/** The calendar's button of a day ('sábado, 6 de março de 2027, adulto R$ 160,00'). */
async function dayButton(page: Page, date: Date) {
  const text = new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  const region = page.getByRole('region', { name: '1. Data da visita' });
  const button = region.getByRole('button', { name: new RegExp(`, ${text}(,|$)`) });
  // Its days first: looked for while the calendar still loads, a day of this month was passed
  // by (a month moved on at once), and the journey failed when the day was in the first month.
  await region.getByRole('grid').first().waitFor();
  for (let i = 0; i < 14 && !(await button.isVisible()); i++) {
    await page.getByRole('button', { name: 'Ir para o próximo mês' }).click();
  }
  return button;
}

const money = (reais: number) =>
  `R$ ${reais.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function logInHere(page: Page, who: keyof typeof DEMO) {
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('CPF').fill(DEMO[who].cpf);
  await dialog.getByLabel('Senha').fill(DEMO[who].password);
  await dialog.getByLabel('Senha').press('Enter');
  await expect(dialog).toBeHidden();
}

async function add(page: Page, category: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.getByRole('button', { name: `Adicionar um: ${category}`, exact: true }).click();
  }
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a visitor chooses 2 adult, 1 child and 1 senior tickets, logs in to pay by PIX, gets 4 QR codes, and cancels with a full refund @dev', async ({
  page,
  context,
  request,
}) => {
  const visit = dayFrom(35 + projectWeeks(), 6, await seededDays(request));
  const before = await saleDay(request, visit);
  const prices = await pricesOf(request, visit);
  const total =
    2 * prices['Adulto']! +
    prices['Criança de 4 a 11 anos']! +
    prices['Meia-entrada Idoso (60 anos ou mais)']!;
  expect(prices['Meia-entrada Idoso (60 anos ou mais)']).toBe(before.valor_inteira! / 2);

  // A visitor sees the sale, its days and prices without an account (issue 29)...
  await page.goto('/ingressos');
  await waitForSite(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Comprar ingressos' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toHaveCount(0);

  await (await dayButton(page, visit)).click();
  await expect(page.getByRole('heading', { name: 'Adulto', exact: true })).toBeVisible();
  await add(page, 'Adulto', 2);
  await add(page, 'Criança de 4 a 11 anos');
  await add(page, 'Meia-entrada Idoso (60 anos ou mais)');
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary).toContainText(money(total));
  await expect(summary).toContainText('Estatuto do Idoso');
  await expect(summary).toContainText('ECA, art. 75');
  await expectNoAxeViolations(page);

  // ... and is asked to log in only to pay: nothing is held before, the choice is kept through
  // the login, and the purchase goes on to the payment on this page.
  await expect(page.getByText('Para pagar, entre na sua conta ou cadastre-se.')).toBeVisible();
  expect((await saleDay(request, visit)).restantes).toBe(before.restantes);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await logInHere(page, 'customer');
  await expect(page).toHaveURL(/\/ingressos$/);
  const purchase = page.getByRole('region', { name: /^Sua compra ING-/ });
  await expect(purchase).toBeVisible();
  const codigo = ((await purchase.getByRole('heading').textContent()) ?? '').replace(
    'Sua compra ',
    '',
  );
  // The places are held while the purchase is paid.
  expect((await saleDay(request, visit)).restantes).toBe(before.restantes - 4);

  // The park's PIX price (issue 52), said on the method: what the PIX charges.
  const pixRadio = page.getByRole('radio', { name: /^PIX · R\$ / });
  await pixRadio.check();
  const pixLabel = (await page.locator('label').filter({ has: pixRadio }).textContent()) ?? '';
  const pixCents = Number(pixLabel.replace(/^\D+/, '').replace(/\./g, '').replace(',', ''));
  expect(pixCents).toBeLessThan(total * 100);
  const pixPanel = page.getByRole('region', { name: 'Pagamento com PIX' });
  await pixPanel.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(pixPanel.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();

  const bank = await context.newPage();
  await bank.goto(`${SITE_ORIGIN}/payments/sandbox/pix`);
  const pending = bank.getByRole('listitem').filter({ hasText: codigo });
  await expect(pending).toContainText(money(pixCents / 100));
  await pending.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(pending).toHaveCount(0);
  await bank.close();

  // /consulta is polled every 3 s; paid, the buyer lands on the voucher.
  await expect(page).toHaveURL(/\/minhaConta\/ingressos\/voucher\?voucher=\d+$/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('img', { name: /^QR Code do ingresso/ })).toHaveCount(4);
  await expect(page.getByRole('region', { name: /^Ingresso 4 de 4: / })).toContainText('Válido');
  await expectNoAxeViolations(page);
  const paid = await groupTransactions(request, codigo);
  expect(paid.map((t) => [t.metodo, t.status, t.valor_centavos])).toEqual([
    ['pix', 'pago', pixCents],
  ]);

  await page.getByRole('link', { name: 'Meus ingressos' }).first().click();
  await expect(page).toHaveURL(/\/minhaConta\/ingressos$/);
  const card = page.getByRole('region').filter({ hasText: codigo });
  await expect(card).toContainText('Pago');
  await expect(card).toContainText(/Cancelamento gratuito até/);
  await card.getByRole('button', { name: `Cancelar a compra ${codigo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar ingressos' });
  await expect(dialog).toContainText(`Você receberá ${money(pixCents / 100)} de volta`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Cancelado');
  await expect(card).toContainText(`Reembolsado: ${money(pixCents / 100)}`);

  // The sandbox refunded the payment in full and sells the places again.
  const refunded = await groupTransactions(request, codigo);
  expect(refunded.map((t) => [t.status, t.valor_centavos])).toEqual([['estornado', pixCents]]);
  expect((await saleDay(request, visit)).restantes).toBe(before.restantes);
});

test('a sold-out day cannot be chosen @mobile', async ({ page, request }) => {
  const response = await request.post(`${SANDBOX_ORIGIN}/tickets/pos/calendario`, {
    headers: TICKETS,
    data: {
      inicio: isoOf(dayFrom(0, new Date().getDay())),
      fim: isoOf(dayFrom(40, new Date().getDay())),
    },
  });
  const soldOut = ((await response.json()) as { dias: TicketDay[] }).dias.find((d) => d.esgotado);
  expect(soldOut, 'the seeded sold-out Saturday').toBeDefined();
  const [y, m, d] = soldOut!.data.split('-').map(Number) as [number, number, number];

  await page.goto('/');
  await waitForSite(page);
  // A visitor sees it: no login is asked to look at the days.
  await page.goto('/ingressos');
  const day = await dayButton(page, new Date(y, m - 1, d, 12));
  await expect(day).toBeDisabled();
  await expect(day).toHaveAccessibleName(/esgotado$/);
  // No price under it: its number alone, struck through.
  await expect(day).toHaveText(new RegExp(`^${d}\\s*$`));
  await expect(day.getByText(String(d), { exact: true })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expectNoAxeViolations(page);
});

test('a declined card leaves no voucher @dev', async ({ page, request }) => {
  const visit = dayFrom(42 + projectWeeks(), 0, await seededDays(request));
  const before = await saleDay(request, visit);
  await page.goto('/');
  await waitForSite(page);
  await page.goto('/ingressos');
  await (await dayButton(page, visit)).click();
  await add(page, 'Adulto');
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await logInHere(page, 'clubMember');
  const purchase = page.getByRole('region', { name: /^Sua compra ING-/ });
  const codigo = ((await purchase.getByRole('heading').textContent()) ?? '').replace(
    'Sua compra ',
    '',
  );

  const form = await fillCardForm(page, '4000 0000 0000 0002');
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
  // Said where the card was, with PIX one tap away (issue 52), and in the toast.
  const offer = page.getByRole('group', { name: 'Cartão não aprovado' });
  await expect(offer.getByRole('alert')).toContainText(
    'Transação não autorizada pelo emissor. Nada foi cobrado.',
  );
  await expect(offer.getByRole('button', { name: /^Pagar com PIX/ })).toBeVisible();
  await expect(page).toHaveURL(/\/ingressos$/);

  // Nothing valid came of it: no approved charge, no voucher in the buyer's list.
  const charges = await groupTransactions(request, codigo);
  expect(charges.map((t) => t.status)).toEqual(['recusado']);
  const token = (await page.evaluate(() => localStorage.getItem('token_jwt'))) ?? '';
  await page.goto('/minhaConta/ingressos');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus ingressos' })).toBeVisible();
  await expect(page.getByRole('region').filter({ hasText: codigo })).toHaveCount(0);
  const list = await request.post(`${SANDBOX_ORIGIN}/tickets/pos/voucher/lista`, {
    headers: { ...TICKETS, 'x-usuario-token': token },
    data: { pessoa_id: await userIdOf(request, token) },
  });
  const { vouchers } = (await list.json()) as { vouchers: TicketVoucher[] };
  expect(vouchers.map((v) => v.codigo)).not.toContain(codigo);
  // Its places stay held only until the hold ends, like any unpaid purchase.
  expect((await saleDay(request, visit)).restantes).toBe(before.restantes - 1);
});

/** The user id of a session, as the main API tells it. */
async function userIdOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post(`${SANDBOX_ORIGIN}/api/autenticacao/verifica`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { usuario: { id: number } }).usuario.id;
}

test('the keyboard alone buys: calendar arrows, steppers, method and PIX', async ({
  page,
  request,
}) => {
  const tuesday = dayFrom(49, 2, await seededDays(request));
  await page.goto('/');
  await waitForSite(page);
  await page.goto('/ingressos');
  // Arrow keys move between days (a Tuesday and the Wednesday after it are open); Enter chooses
  // the focused one.
  await (await dayButton(page, tuesday)).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const wednesday = new Date(tuesday);
  wednesday.setDate(wednesday.getDate() + 1);
  const chosen = new Intl.DateTimeFormat('pt-BR').format(wednesday);
  await expect(page.getByText(`Data escolhida: ${chosen}`)).toBeVisible();

  const more = page.getByRole('button', { name: 'Adicionar um: Adulto', exact: true });
  await more.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page.getByRole('group', { name: 'Quantidade: Adulto' })).toContainText('2');
  await page.getByRole('button', { name: 'Ir para o pagamento' }).focus();
  await page.keyboard.press('Enter');
  // The login asked at the payment, by keyboard too: the dialog puts the cursor in the CPF.
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await expect(login.getByLabel('CPF')).toBeFocused();
  await page.keyboard.type(DEMO.customer.cpf);
  await login.getByLabel('Senha').focus();
  await page.keyboard.type(DEMO.customer.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Sua compra ING-/ })).toBeVisible();

  await page.getByRole('radio', { name: 'Cartão de crédito' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^PIX/ })).toBeChecked();
  await page.getByRole('button', { name: 'Gerar PIX' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
});
