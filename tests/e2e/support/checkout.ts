import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO, openLoginDialog } from './demo';
import { chooseHotel, hotelsToday, pesquisar, pickStay, setRooms } from './search';

/**
 * The first arrival at least `fromDays` ahead whose stay (arrival to departure) touches
 * neither the 13th (closed) nor the 20th (sold out) of any month in the sandbox seed.
 */
export function stayOffset(fromDays: number, nights: number): number {
  for (let offset = fromDays; ; offset++) {
    const days = Array.from({ length: nights + 1 }, (_, i) => {
      const day = hotelsToday();
      day.setDate(day.getDate() + offset + i);
      return day.getDate();
    });
    if (!days.includes(13) && !days.includes(20)) return offset;
  }
}

/**
 * A stay (stayOffset's) on whose every day, arrival to departure, the park opens: it closes on
 * Mondays outside high season (sandbox/src/services/upsell.ts), and a journey that buys tickets
 * or the package for a Monday finds none offered.
 */
export function parkStayOffset(fromDays: number, nights: number): number {
  for (let from = fromDays; ; from++) {
    const offset = stayOffset(from, nights);
    const days = Array.from({ length: nights + 1 }, (_, i) => {
      const day = hotelsToday();
      day.setDate(day.getDate() + offset + i);
      return day.getDay();
    });
    if (!days.includes(1)) return offset;
  }
}

/** The stay moved to parkStayOffset's days, for the helpers that book from `fromDays`. */
export function parkStay<T extends { fromDays: number; nights: number }>(stay: T): T {
  return { ...stay, fromDays: parkStayOffset(stay.fromDays, stay.nights) };
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
 * ('Continuar') and skips the extras: the page ends on /checkOut with the countdown running. Pick a hotel and an
 * offset no other spec books, so parallel files never compete for the same units.
 */
export async function holdOneRoom(
  page: Page,
  hotel: number,
  fromDays: number,
  nights = 2,
  /** How long the hold may take: longer when a test slows the API down on purpose. */
  { timeout }: { timeout?: number } = {},
) {
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
  await skipExtras(page, { timeout });
  await expect(page.getByRole('timer')).toContainText(/Sua reserva está garantida por \d\d:\d\d/);
}

/** At 'Complete sua estadia': adds the hotel's extra `name` as offered (its button's price). */
export async function addExtra(page: Page, name: string, price: string) {
  const offer = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });
  await offer.getByRole('button', { name: `Adicionar ${name} · ${price}` }).click();
  await expect(
    page.getByRole('region', { name: 'Na sua estadia' }).getByText(name, { exact: true }),
  ).toBeVisible();
}

/** 'Complete sua estadia', the step after every hold, skipped in one tap: on to the guests. */
export async function skipExtras(page: Page, { timeout }: { timeout?: number } = {}) {
  await expect(page).toHaveURL(/\/checkOut\/extras$/, { timeout });
  await page.getByRole('button', { name: 'Continuar sem extras' }).click();
  await expect(page).toHaveURL(/\/checkOut$/);
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

/** The gateway sandbox's approving test card, as typed in the form. */
/** The review's required acceptance of the cancellation policy (issue 15 §4). */
export const POLICY_ACCEPTANCE =
  'Li e aceito a política de cancelamento de cada quarto, descrita acima.';

/** The same with extras held: each extra's rule is accepted too. */
export const POLICY_ACCEPTANCE_WITH_EXTRAS =
  'Li e aceito a política de cancelamento de cada quarto, extra e ingresso, descrita acima.';

/** Ticks the acceptance on the review step, before 'Confirmar e pagar' (idempotent). */
export async function acceptCancellationPolicy(page: Page, { extras = false } = {}) {
  await page
    .getByRole('checkbox', { name: extras ? POLICY_ACCEPTANCE_WITH_EXTRAS : POLICY_ACCEPTANCE })
    .check();
}

export const APPROVED_CARD = '4111 1111 1111 1111';
export const CVV = '123';

/** A card expiry two years from now, as the form's mask shows it (MM/AA). */
export function futureExpiry(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const year = String((now.getFullYear() + 2) % 100).padStart(2, '0');
  return `${month}/${year}`;
}

/** Types into a masked field key by key, as a person would. */
export async function fillMasked(field: Locator, value: string) {
  await field.clear();
  await field.pressSequentially(value);
}

export interface Adult {
  nome: string;
  sobrenome?: string;
  email?: string;
  telefone?: string;
  documento?: string;
}

/** Room `room`'s group of the Hóspedes form. */
export const roomGroup = (page: Page, room: number) =>
  page
    .getByRole('form', { name: 'Hóspedes' })
    .getByRole('group', { name: new RegExp(`^Quarto ${room}:`) });

export async function fillAdult(page: Page, room: number, adult: number, data: Adult) {
  const group = roomGroup(page, room).getByRole('group', { name: `Adulto ${adult}`, exact: true });
  await group.getByLabel('Nome', { exact: true }).fill(data.nome);
  if (data.sobrenome !== undefined) {
    await group.getByLabel('Sobrenome', { exact: true }).fill(data.sobrenome);
  }
  if (data.email !== undefined) await group.getByLabel('E-mail').fill(data.email);
  if (data.telefone !== undefined) await fillMasked(group.getByLabel('Telefone'), data.telefone);
  if (data.documento !== undefined) await group.getByLabel('CPF ou CNPJ').fill(data.documento);
}

export async function fillChild(
  page: Page,
  room: number,
  child: number,
  nome: string,
  sobrenome: string,
) {
  const group = roomGroup(page, room).getByRole('group', {
    name: new RegExp(`^Criança ${child} `),
  });
  await group.getByLabel('Nome', { exact: true }).fill(nome);
  await group.getByLabel('Sobrenome', { exact: true }).fill(sobrenome);
}

/** Room 1's principal of a visitor: everything the temporary user needs. */
export function visitorBuyer(base: string): Adult {
  return {
    nome: 'Ana',
    sobrenome: 'Lima Teste',
    email: `ana.${base}@example.com`,
    telefone: '11987654321',
    documento: cpfFrom(base),
  };
}

/**
 * Fills the card form with `number`, a future expiry and the CVV, and waits for the plan list
 * (it appears once the BIN is known). Returns the form.
 */
export async function fillCardForm(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Pagamento com cartão de crédito' });
  // The holder's CPF comes from the buyer (it was wiped on the development build, issue 25).
  await expect(form.getByLabel('CPF do titular')).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await fillMasked(form.getByLabel('Número do cartão'), number);
  await form.getByLabel('Nome impresso no cartão').fill('ANA LIMA TESTE');
  await fillMasked(form.getByLabel('Validade (MM/AA)'), futureExpiry());
  await fillMasked(form.getByLabel('Código de segurança'), CVV);
  await expect(form.getByLabel('Parcelamento')).toBeEnabled();
  return form;
}
