import { expectNoAxeViolations } from './support/axe';
import {
  acceptCancellationPolicy,
  APPROVED_CARD,
  fillAdult,
  fillCardForm,
  skipExtras,
  stayOffset,
  visitorBuyer,
} from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { groupTransactions } from './support/sandbox';
import { SITE_ORIGIN } from './support/site';
import { calendarDay, chooseHotel, pesquisar, pickStay, setRooms } from './support/search';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The terms beside the price (issue 52 part 1): the results show each plan's longest
 * interest-free card plan as the sandbox answered it, the review shows the group total's, and
 * the card form at payment offers exactly that plan: what the price promised. The PIX price is
 * the same figure in the calendar, the results, the review and the charge.
 */

test.describe.configure({ timeout: 180_000 });

test('the instalments beside a price are the ones the card form offers', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  await chooseHotel(page, 3);
  await pickStay(page, stayOffset(232, 2), 2);
  await setRooms(page, [[]]);
  const searched = page.waitForResponse(/\/disponibilidade\/v2\/consultar$/);
  await pesquisar(page);
  const rows = (await (await searched).json()) as {
    uh_nome: string;
    disponiveis: number;
    parcelamento?: { sem: { parcelas: number; valor_parcela: number } };
  }[];
  const row = rows.find((r) => r.disponiveis > 0 && r.parcelamento)!;
  const reais = (n: number) =>
    `R$ ${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const line = `ou ${row.parcelamento!.sem.parcelas}x de ${reais(row.parcelamento!.sem.valor_parcela)} sem juros`;

  const card = page.getByRole('article', { name: row.uh_nome }).first();
  const plan = card.getByRole('row', { name: /^Sem café/ });
  await expect(plan).toContainText(line);
  await expectNoAxeViolations(page);
  await plan.getByRole('radio', { name: /^Escolher Sem café:/ }).click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await skipExtras(page);
  await fillAdult(page, 1, 1, visitorBuyer('443322110'));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });

  // One room, no extras: the review's total is the room's, and so are its terms.
  await page.getByRole('button', { name: 'Revisar reserva' }).click();
  const total = page.getByRole('region', { name: 'Total do grupo' });
  await expect(total).toContainText(line);
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await acceptCancellationPolicy(page);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expect(page).toHaveURL(/\/pagamento$/);
  const form = await fillCardForm(page, APPROVED_CARD);
  const plans = form.getByLabel('Parcelamento').locator('option');
  await expect(plans.last()).toHaveText(
    `${row.parcelamento!.sem.parcelas} X ${reais(row.parcelamento!.sem.valor_parcela)} sem juros`,
  );
});

/** Centavos of the first 'R$ 1.234,56' after `label` in `text`. */
function centavosAfter(text: string, label: RegExp): number {
  const match = new RegExp(`${label.source}\\s*R\\$\\s([\\d.]+,\\d{2})`).exec(text);
  expect(match, `${label} in: ${text}`).not.toBeNull();
  return Number(match![1]!.replace(/\./g, '').replace(',', ''));
}

/** The journey below, at a stay `fromDays` ahead (one per screen, so they never meet). */
async function pixPriceJourney(page: Page, context: BrowserContext, fromDays: number) {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  // Aurora Fiori: 5% off rooms paid by PIX (the sandbox's seed).
  await chooseHotel(page, 7);
  const from = stayOffset(fromDays, 2);

  // The calendar: after the arrival, the departure day says the stay's total and its terms.
  await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByRole('button', { name: /Chegada e partida/ })
    .click();
  const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  const arrival = calendar.getByRole('button', { name: calendarDay(from).name });
  // Its days first (as support/search.ts's pickStay): not 'Carregando calendário'.
  await calendar.getByRole('grid').first().waitFor();
  for (let i = 0; i < 8 && !(await arrival.isVisible()); i++) {
    await calendar.getByRole('button', { name: 'Ir para o próximo mês' }).click();
  }
  await arrival.click();
  const departure = calendar.getByRole('button', { name: calendarDay(from + 2).name });
  for (let i = 0; i < 2 && !(await departure.isVisible()); i++) {
    await calendar.getByRole('button', { name: 'Ir para o próximo mês' }).click();
  }
  // The stays' prices come after the arrival is chosen.
  await expect(departure).toHaveAccessibleName(/, 2 noites: a partir de R\$ .* no PIX$/);
  const said = (await departure.getAttribute('aria-label')) ?? '';
  const calendarTotal = centavosAfter(said, /2 noites: a partir de/);
  const calendarPix = centavosAfter(said, /sem juros ·/);
  expect(calendarPix).toBeLessThan(calendarTotal);
  await departure.hover();
  await expect(calendar.getByText(/2 noites: a partir de .* no PIX$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await departure.click();
  await expect(calendar).toBeHidden();
  await setRooms(page, [[]]);
  await pesquisar(page);

  // The results: the plan at the calendar's price carries the same PIX price.
  const reais = (cents: number) =>
    `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const pixLine = `${reais(calendarPix)} no PIX`;
  const plan = page.getByRole('row').filter({ hasText: pixLine }).first();
  await expect(plan).toContainText(reais(calendarTotal));
  await expect(plan).toContainText(`ou 10x de ${reais(Math.ceil(calendarTotal / 10))} sem juros`);
  await expectNoAxeViolations(page);
  await plan.getByRole('radio').click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await skipExtras(page);
  await fillAdult(page, 1, 1, visitorBuyer('552211440'));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });

  // The review: the group total's line, from the sandbox's terms of what it holds.
  await page.getByRole('button', { name: 'Revisar reserva' }).click();
  const total = page.getByRole('region', { name: 'Total do grupo' });
  await expect(total).toContainText(reais(calendarTotal));
  await expect(total).toContainText(pixLine);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'PIX' }).check();
  await acceptCancellationPolicy(page);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expect(page).toHaveURL(/\/pagamento$/);

  // The payment: PIX at that price, and the charge the sandbox's gateway made is it.
  await expect(page.getByRole('radio', { name: `PIX · ${reais(calendarPix)}` })).toBeChecked();
  const pixPanel = page.getByRole('region', { name: 'Pagamento com PIX' });
  await expect(pixPanel).toContainText(`No PIX você paga ${reais(calendarPix)}`);
  await pixPanel.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(pixPanel.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await expectNoAxeViolations(page);
  const identificador = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('pagamento-pix') ?? '{}') as {
          state?: { pix?: { identificador?: string } };
        }
      ).state?.pix?.identificador ?? '',
  );
  const bank = await context.newPage();
  await bank.goto(`${SITE_ORIGIN}/payments/sandbox/pix`);
  const pending = bank.getByRole('listitem').filter({ hasText: identificador });
  await pending.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(pending).toHaveCount(0);
  await bank.close();
  await expect(page).toHaveURL(/\/reserva-concluida$/, { timeout: 30_000 });
  const charges = await groupTransactions(page.request, identificador);
  expect(charges.map((t) => [t.metodo, t.status, t.valor_centavos])).toEqual([
    ['pix', 'pago', calendarPix],
  ]);
}

// @dev: also on the development build (what `npm start` serves), at its own stay.
test('the PIX price of a stay is one figure in the calendar, the results, the review and the charge @dev', async ({
  page,
  context,
}) => {
  await pixPriceJourney(page, context, test.info().project.name === 'development' ? 197 : 186);
});

test('the PIX price, the same on a phone @mobile', async ({ page, context }) => {
  await pixPriceJourney(page, context, 193);
});
