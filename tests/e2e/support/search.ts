import { expect, type Page } from '@playwright/test';
import { waitForSite } from './demo';

/**
 * Today as the site counts it: the hotels' date (America/Sao_Paulo), at noon on this machine.
 * From 21:00 there this machine's (UTC) date is already the next day: counted from it, the
 * journeys' days and the calendar's 'today' would be one day apart.
 */
export function hotelsToday(): Date {
  const [day, month, year] = new Date()
    .toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })
    .split('/')
    .map(Number);
  return new Date(year!, month! - 1, day!, 12);
}

/** A day `offset` days from today, as the calendar names it ('21 de dezembro de 2026'). */
export function calendarDay(offset: number): { date: Date; name: RegExp } {
  const date = hotelsToday();
  date.setDate(date.getDate() + offset);
  const text = new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  // The weekday comes first ('sábado, 21 de ...'); anchoring on ', ' keeps 1 from matching 21.
  // What may follow: the night's price or the stay's total (issue 28), ', selecionado'.
  return { date, name: new RegExp(`, ${text}(, .*)?$`) };
}

/** A day `offset` days from today as the APIs write it (dd/MM/yyyy, the group's time zone). */
export const wireDay = (offset: number) =>
  calendarDay(offset).date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** yyyy-MM-dd of today + `offset` days, in the hotels' zone (the sandbox's test routes' days). */
export const isoDay = (offset: number) => wireDay(offset).split('/').reverse().join('-');

/**
 * The path of a shared search link, encoded as the site's share link does (utils/search-link):
 * a base64url query string. `guests` are its qtd_adulto, qtd_crianca and idade_criancaN; `hotel`
 * its id_hotel (0, every hotel).
 */
export function searchLinkPath(
  fromDays: number,
  nights: number,
  guests: Record<string, string>,
  hotel = 0,
) {
  const query = new URLSearchParams({
    inicio: wireDay(fromDays),
    fim: wireDay(fromDays + nights),
    id_hotel: String(hotel),
    id_uh: '0',
    ...guests,
  }).toString();
  return `/hotelSearch/${Buffer.from(query).toString('base64url')}`;
}

/** Opens the calendar and picks arrival and departure, moving month by month as needed. */
export async function pickStay(page: Page, fromDays: number, nights: number) {
  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  await search.getByRole('button', { name: /Chegada e partida/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  // Its days, not 'Carregando calendário': a day not visible yet would be looked for months on.
  await calendar.getByRole('grid').first().waitFor();
  for (const offset of [fromDays, fromDays + nights]) {
    const { name } = calendarDay(offset);
    const day = calendar.getByRole('button', { name });
    for (let i = 0; i < 8 && !(await day.isVisible()); i++) {
      await calendar.getByRole('button', { name: 'Ir para o próximo mês' }).click();
    }
    await day.click();
  }
  await expect(calendar).toBeHidden();
}

/** Opens the rooms popover (which adds the first room) and shapes the rooms. */
export async function setRooms(page: Page, children: number[][]) {
  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  await search.getByRole('button', { name: /Quartos e hóspedes/ }).click();
  const panel = page.getByRole('dialog', { name: 'Quartos e hóspedes' });
  for (let i = 1; i < children.length; i++) {
    await panel.getByRole('button', { name: 'Adicionar quarto' }).click();
  }
  for (const [r, ages] of children.entries()) {
    for (const [c, age] of ages.entries()) {
      await panel.getByRole('button', { name: `Mais crianças no quarto ${r + 1}` }).click();
      await panel.locator(`#quarto-${r + 1}-crianca-${c + 1}`).selectOption(String(age));
    }
  }
  await panel.getByRole('button', { name: 'Pronto' }).click();
}

/** Chooses one hotel (the search bar's option value, e.g. 6) instead of every hotel. */
export async function chooseHotel(page: Page, idHotel: number) {
  await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByLabel('Hotel', { exact: true })
    .selectOption(String(idHotel));
}

export async function pesquisar(page: Page) {
  await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByRole('button', { name: 'PESQUISAR' })
    .click();
}

/** The priced results of one requested room: at least one card with a price in reais. */
export async function expectPricedResults(page: Page, url: RegExp = /\/hotelSearch$/) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByRole('table')).toBeVisible();
  await expect(firstCard.getByRole('row').nth(1)).toContainText(/R\$ \d{1,3}(\.\d{3})*,\d{2}/);
  await expect(firstCard.getByRole('row').nth(1)).toContainText('por noite');
}

/**
 * The demo member's contract that journeys outside the club's own book against (sandbox README,
 * "Demo users"): its points and fees are nobody else's figures.
 */
export const JOURNEY_CONTRACT = 'DRVC-2025-03333';

/** A club member's search bar: the contract to search and book with. */
export async function chooseContract(page: Page, numero: string) {
  await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByLabel('Contrato')
    .selectOption(numero);
}

/**
 * From the home page, a search of one hotel for these rooms (children's ages per room) and stay:
 * what a guest does in the bar before PESQUISAR, and PESQUISAR.
 */
export async function searchFromHome(
  page: Page,
  search: { idHotel: number; children: number[][]; arrival: number; nights: number },
) {
  await page.goto('/');
  await waitForSite(page);
  await chooseHotel(page, search.idHotel);
  await setRooms(page, search.children);
  await pickStay(page, search.arrival, search.nights);
  await pesquisar(page);
}
