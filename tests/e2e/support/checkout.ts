import { expect, type Page } from '@playwright/test';
import { DEMO, openLoginDialog } from './demo';
import { chooseHotel, pesquisar, pickStay, setRooms } from './search';

/**
 * The first arrival at least `fromDays` ahead whose stay (arrival to departure) touches
 * neither the 13th (closed) nor the 20th (sold out) of any month in the sandbox seed.
 */
export function stayOffset(fromDays: number, nights: number): number {
  for (let offset = fromDays; ; offset++) {
    const days = Array.from({ length: nights + 1 }, (_, i) => {
      const day = new Date();
      day.setHours(12, 0, 0, 0);
      day.setDate(day.getDate() + offset + i);
      return day.getDate();
    });
    if (!days.includes(13) && !days.includes(20)) return offset;
  }
}

/** A CPF with valid check digits from its first nine digits, formatted 000.000.000-00. */
export function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('').replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/**
 * Searches one hotel for one room of two adults, picks its first 'Sem café' plan and holds it
 * ('Continuar'): the page ends on /checkOut with the countdown running. Pick a hotel and an
 * offset no other spec books, so parallel files never compete for the same units.
 */
export async function holdOneRoom(page: Page, hotel: number, fromDays: number, nights = 2) {
  await chooseHotel(page, hotel);
  await pickStay(page, stayOffset(fromDays, nights), nights);
  await setRooms(page, [[]]);
  await pesquisar(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();
  await page
    .getByRole('radio', { name: /^Escolher Sem café:/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/checkOut$/);
  await expect(page.getByRole('timer')).toContainText(/Sua reserva está garantida por \d\d:\d\d/);
}

/** Logs in with a demo account through the login dialog and waits for the stored token. */
export async function logIn(page: Page, who: keyof typeof DEMO = 'customer') {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('CPF').fill(DEMO[who].cpf);
  await dialog.getByLabel('Senha').fill(DEMO[who].password);
  await dialog.getByLabel('Senha').press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token_jwt'))).toMatch(/^ey/);
}
