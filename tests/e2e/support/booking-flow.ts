import { expect, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { acceptCancellationPolicy, fillCardForm, skipExtras, stayOffset } from './checkout';
import { chooseHotel, pesquisar, pickStay, setRooms } from './search';

/** The booking flow's steps, shared by the journeys that go through it. */

const RESERVATION_NUMBER = /^AUR-[\w-]+$/;

export interface Stay {
  hotel: number;
  fromDays: number;
  nights: number;
  /** Children's ages per requested room. */
  rooms: number[][];
}

/**
 * Searches one hotel, picks the first 'Sem café' plan of every room, holds the group and skips
 * the extras (`atExtras`: stays on 'Complete sua estadia').
 */
export async function holdRooms(page: Page, stay: Stay, { atExtras = false } = {}) {
  await chooseHotel(page, stay.hotel);
  await pickStay(page, stayOffset(stay.fromDays, stay.nights), stay.nights);
  await setRooms(page, stay.rooms);
  await pesquisar(page);
  await expect(page).toHaveURL(/\/hotelSearch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();
  const tabs = page.getByRole('tab');
  for (let r = 0; r < stay.rooms.length; r++) {
    if (stay.rooms.length > 1) {
      await tabs.nth(r).click();
      await expect(page.getByRole('tabpanel')).toHaveAccessibleName(new RegExp(`Quarto ${r + 1}`));
    }
    // A click, not check(): choosing moves on to the next room's tab at once, so the radio
    // leaves the page before a check could be confirmed.
    await page
      .getByRole('radio', { name: /^Escolher Sem café:/ })
      .first()
      .click();
    if (r < stay.rooms.length - 1) {
      await expect(page.getByRole('tab', { name: new RegExp(`^Quarto ${r + 2}`) })).toBeFocused();
    }
  }
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  if (atExtras) {
    await expect(page).toHaveURL(/\/checkOut\/extras$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete sua estadia' }),
    ).toBeVisible();
    return;
  }
  await skipExtras(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hóspedes' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Sua reserva está garantida por \d\d:\d\d/);
}

/**
 * 'Revisar reserva', then the chosen method, the cancellation policy's acceptance and
 * 'Confirmar e pagar'; returns the numbers. A contract group (`club`) confirms through
 * /reserva-drvc and pays at the club checkout.
 */
export async function reviewAndConfirm(
  page: Page,
  method: 'Cartão de crédito' | 'PIX' | 'Boleto bancário',
  axe = false,
  {
    club = false,
    extras = false,
    forGuests = false,
  }: { club?: boolean; extras?: boolean; forGuests?: boolean } = {},
) {
  await page.getByRole('button', { name: 'Revisar reserva' }).click();
  await expect(page).toHaveURL(/\/checkOut\/revisao$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Total do grupo' })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: method }).check();
  const numbers: string[] = [];
  const onResponse = async (response: Response) => {
    if (response.request().method() !== 'POST' || !/\/api\/reserva(-drvc)?$/.test(response.url())) {
      return;
    }
    const body = (await response.json().catch(() => null)) as { numero_reserva?: string } | null;
    if (body?.numero_reserva) numbers.push(body.numero_reserva);
  };
  page.on('response', onResponse);
  if (forGuests) {
    // A contract booking for someone else (guest certificates, issue 51).
    const guests = page.getByRole('region', { name: 'Reserva para convidados' });
    await guests.getByRole('checkbox', { name: /^Esta reserva é para convidados/ }).check();
  }
  await acceptCancellationPolicy(page, { extras });
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expect(page).toHaveURL(club ? /\/check-out-drvc$/ : /\/pagamento$/);
  await expect(
    page.getByRole('heading', { level: 1, name: club ? 'Check-out do clube' : 'Pagamento' }),
  ).toBeVisible();
  page.off('response', onResponse);
  return numbers;
}

/** Fills the card form; the plan list appears once the BIN is known. */
export async function fillCard(page: Page, number: string, parcelas = '1') {
  const form = await fillCardForm(page, number);
  const plans = form.getByLabel('Parcelamento');
  await plans.selectOption(parcelas);
  await expect(plans.locator('option:checked')).toHaveText(new RegExp(`^${parcelas} X R\\$`));
  return form;
}

export async function expectCompleted(page: Page, numbers: string[]) {
  await expect(page).toHaveURL(/\/reserva-concluida$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva concluída!' })).toBeVisible();
  const regions = page.getByRole('region', { name: /^Reserva AUR-/ });
  await expect(regions).toHaveCount(numbers.length);
  for (const numero of numbers) {
    expect(numero).toMatch(RESERVATION_NUMBER);
    await expect(
      page.getByRole('heading', { level: 2, name: `Reserva ${numero}`, exact: true }),
    ).toBeVisible();
  }
}
