import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookies, waitForSite } from './support/demo';
import { calendarDay, chooseHotel, expectPricedResults, setRooms, wireDay } from './support/search';
import { expect, test } from './support/test';

/**
 * Issue 28: the search's calendar shows each day's lowest nightly price for the party, and once
 * the arrival is chosen, the stay's total on each later day. The journeys read a day's price in
 * the calendar, search that night in the sandbox, and find a room at that price.
 */

const NIGHT_PRICE = /, a partir de R\$ ([\d.]+,\d{2}) por noite$/;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

async function openCalendar(page: Page, how: 'keyboard' | 'tap') {
  const dates = page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByRole('button', { name: /Chegada e partida/ });
  if (how === 'keyboard') await dates.press('Enter');
  else await dates.tap();
  const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  await expect(
    calendar.getByText(
      'Valores em reais, a partir de, por noite, para 1 quarto, 2 adultos, sem cupom.',
    ),
  ).toBeVisible();
  return calendar;
}

/** The first day from `from` days ahead whose button shows a price, and that price. */
async function pricedDay(calendar: Locator, from: number) {
  for (let offset = from; offset < from + 10; offset++) {
    const day = calendar.getByRole('button', { name: calendarDay(offset).name });
    // One month on a phone: the next one when the day is in it.
    if (!(await day.isVisible())) {
      await calendar.getByRole('button', { name: 'Ir para o próximo mês' }).click();
    }
    await expect(day).toHaveAccessibleName(
      /(por noite|esgotado|sem venda|acomoda estes hóspedes)$/,
    );
    const match = NIGHT_PRICE.exec((await day.getAttribute('aria-label')) ?? '');
    if (match) return { offset, day, price: match[1]! };
  }
  throw new Error('no priced day in ten days');
}

/** Searches the night of `offset` and finds a room whose stay costs `price`. */
async function expectRoomAt(page: Page, offset: number, price: string) {
  await expectPricedResults(page);
  await expect(
    page.getByRole('search', { name: 'Pesquisar hospedagem' }).getByRole('button', {
      name: /Chegada e partida/,
    }),
  ).toContainText(`${wireDay(offset)} – ${wireDay(offset + 1)}`);
  await expect(
    page.getByRole('main').getByText(`R$ ${price}`, { exact: true }).first(),
  ).toBeVisible();
}

/** A stay's terms after its total (issue 52): the card's plan, and the PIX price where lower. */
const STAY_TERMS = ', ou \\d+x de R\\$ [\\d.]+,\\d{2} sem juros( · R\\$ [\\d.]+,\\d{2} no PIX)?';

test("by keyboard: a day's price in the calendar is a room's price in the search", async ({
  page,
}) => {
  await page.goto('/');
  await waitForSite(page);
  await chooseHotel(page, 1);
  await setRooms(page, [[]]);
  const calendar = await openCalendar(page, 'keyboard');
  await expectNoAxeViolations(page);
  const { offset, price } = await pricedDay(calendar, 5);
  // The focus starts on today (the hotels' today, which late in the evening may be this
  // machine's yesterday): the arrow walks day by day to the priced day.
  const focused = page.locator(':focus');
  const target = calendarDay(offset).name;
  for (let i = 0; i < 20 && !target.test((await focused.getAttribute('aria-label')) ?? ''); i++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(focused).toHaveAccessibleName(target);
  await expect(focused).toHaveAccessibleName(NIGHT_PRICE);
  await page.keyboard.press('Enter');
  // With the arrival chosen, the next day shows the one-night stay: the same figure.
  await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveAccessibleName(
    new RegExp(`, 1 noite: a partir de R\\$ ${price.replace('.', '\\.')}${STAY_TERMS}$`),
  );
  await expect(
    calendar.getByText('Depois da chegada, cada dia mostra o total da estadia até ele', {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByRole('button', { name: 'PESQUISAR' })
    .press('Enter');
  await expectRoomAt(page, offset, price);
});

test("on a phone: a day's price in the calendar is a room's price in the search @mobile", async ({
  page,
}) => {
  await page.goto('/');
  await waitForSite(page);
  await setRooms(page, [[]]);
  const calendar = await openCalendar(page, 'tap');
  // All hotels: the cheapest night among them.
  const { offset, day, price } = await pricedDay(calendar, 3);
  await expect(day).toContainText(price.split(',')[0]!);
  await day.tap();
  const next = calendar.getByRole('button', { name: calendarDay(offset + 1).name });
  // One month on a phone: the departure may be in the next one.
  if (!(await next.isVisible())) {
    await calendar.getByRole('button', { name: 'Ir para o próximo mês' }).tap();
  }
  await expect(next).toHaveAccessibleName(
    new RegExp(`1 noite: a partir de R\\$ ${price.replace('.', '\\.')}${STAY_TERMS}$`),
  );
  await next.tap();
  await expect(calendar).toBeHidden();
  await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByRole('button', { name: 'PESQUISAR' })
    .tap();
  await expectRoomAt(page, offset, price);
});
