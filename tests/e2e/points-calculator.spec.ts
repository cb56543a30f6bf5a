import type { Locator, Page } from '@playwright/test';
import type { CalculatorOptions, PointsQuote } from '../../src/api/contract/points-calculator';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { points, sandboxContracts } from './support/club';
import { hotelsToday } from './support/search';

/**
 * The points calculator on the club's page (issue 51): a visitor quotes a stay and a week and
 * reads the sandbox's own figures, with their seasons and fees; a member sees each contract's
 * balance beside them. Nothing is booked: no points move.
 */

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const longDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const wire = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/**
 * The day `days` from the first of next month (UTC dates: the calendar's day names). The month is
 * the hotels' (America/Sao_Paulo), as the calendar's: from 21:00 there on a month's last day, this
 * machine's (UTC) month is already the next one, and one 'próximo mês' would show this one.
 */
function nextMonthDay(days: number): Date {
  const today = hotelsToday();
  return new Date(Date.UTC(today.getFullYear(), today.getMonth() + 1, 1 + days));
}

/** A day of the calendar by its name ('sábado, 5 de dezembro de 2026'). */
const dayButton = (region: Locator, day: Date) =>
  region.getByRole('button', { name: new RegExp(`, ${longDate.format(day)}$`) });

async function calculator(page: Page) {
  await page.goto('/informacoes/drvc');
  await waitForSite(page);
  const region = page.getByRole('region', { name: 'Calculadora de pontos' });
  await expect(region.getByLabel('Hotel')).toBeVisible();
  return region;
}

async function sandbox<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(
    `${SANDBOX_ORIGIN}/api/clube/calculadora-pontos${path}`,
    {
      data,
    },
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test("a visitor quotes a stay and a week with the sandbox's figures", async ({ page }) => {
  const options = await sandbox<CalculatorOptions>(page, '/opcoes', {});
  const hotel = options.hoteis.find((h) => h.hotel_id === 1)!;
  const type = hotel.unidades[0]!;
  const region = await calculator(page);

  await region.getByLabel('Hotel').selectOption(String(hotel.hotel_id));
  await region.getByLabel('Tipo de apartamento').selectOption(String(type.uh_id));
  await region.getByRole('button', { name: /próximo mês/i }).click();
  const arrival = nextMonthDay(9);
  const departure = nextMonthDay(12);
  await dayButton(region, arrival).click();
  await dayButton(region, departure).click();

  const quote = await sandbox<PointsQuote>(page, '/estadia', {
    uh_id: type.uh_id,
    chegada: wire(arrival),
    partida: wire(departure),
    adultos: Math.min(2, type.max_adultos),
  });
  await expect(region.getByText(/^Total:/)).toContainText(points(quote.total_pontos));
  const table = region.getByRole('table', { name: `As 3 noites a partir de ${wire(arrival)}` });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const [i, night] of quote.noites.entries()) {
    await expect(rows.nth(i)).toContainText(night.temporada_nome);
    await expect(rows.nth(i)).toContainText(night.pontos!.toLocaleString('pt-BR'));
  }
  for (const fee of quote.taxas) {
    const reais = (fee.centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
    await expect(region.getByText(`${fee.nome}:`)).toContainText(reais);
  }
  await expectNoAxeViolations(page);

  // A week: only Saturdays start one; its points and fee are the deposits'.
  await region.getByRole('radio', { name: /Semana depositada/ }).check();
  const resort = options.empreendimentos[0]!;
  await region.getByLabel('Empreendimento').selectOption(String(resort.empreendimento_id));
  await region.getByLabel('Tipo de unidade').selectOption(resort.unidades[0]!.br);
  let saturday = nextMonthDay(0);
  while (saturday.getUTCDay() !== 6) saturday = new Date(saturday.getTime() + 86_400_000);
  const friday = new Date(saturday.getTime() - 86_400_000);
  if (friday.getUTCMonth() === saturday.getUTCMonth()) {
    await expect(dayButton(region, friday)).toBeDisabled();
  }
  await dayButton(region, saturday).click();
  const week = await sandbox<PointsQuote>(page, '/semana', {
    empreendimento_id: resort.empreendimento_id,
    br: resort.unidades[0]!.br,
    inicio: wire(saturday),
  });
  await expect(region.getByText(/^Total:/)).toContainText(points(week.total_pontos));
  const fee = (week.taxas[0]!.centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  await expect(region.getByText(/lançada na ficha financeira/)).toContainText(fee);

  // A reload keeps the choice and its figures.
  await page.reload();
  await waitForSite(page);
  await expect(
    page.getByRole('region', { name: 'Calculadora de pontos' }).getByText(/^Total:/),
  ).toContainText(points(week.total_pontos));
  await expectNoAxeViolations(page);
});

test('on a phone, a member sees each contract’s balance beside the calculator @mobile', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
  const region = await calculator(page);
  const mine = region.getByRole('region', { name: 'Seus contratos' });
  for (const contract of await sandboxContracts(request)) {
    await expect(mine).toContainText(
      `${contract.numero_contrato}: ${points(contract.saldo_pontos)} disponíveis`,
    );
  }
  // The calendar and the selects fit the phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
  await expectNoAxeViolations(page);
});
