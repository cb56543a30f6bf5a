import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { cpfFrom, POLICY_ACCEPTANCE, stayOffset } from './support/checkout';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { expectFocusTrapped, focused, tabAndType, tabTo } from './support/keyboard';
import { calendarDay } from './support/search';

/**
 * Without a mouse: after the first page.goto, every step is a key press (Tab, Shift+Tab,
 * Enter, Space, arrows, Escape) or typing; where the focus is, is checked at each step.
 */

/** A card expiry two years from now, typed as the mask expects (MMAA). */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

const searchBar = (page: Page) => page.getByRole('search', { name: 'Pesquisar hospedagem' });

/** Moves the calendar's focused day from `from` to `to` days ahead with the arrow keys. */
async function arrowToDay(page: Page, from: number, to: number) {
  const weeks = Math.floor((to - from) / 7);
  for (let i = 0; i < weeks; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < (to - from) % 7; i++) await page.keyboard.press('ArrowRight');
  await expect(focused(page)).toHaveAccessibleName(calendarDay(to).name);
}

// Whole journeys: generous on a busy machine instead of failing on the clock.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('search, book and pay by card with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await waitForSite(page);

  // The first Tab reaches the skip link; the search bar is next after the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();

  // Dates: Enter opens the calendar on today; Escape closes it and gives the focus back.
  const dates = searchBar(page).getByRole('button', { name: /Chegada e partida/ });
  await tabTo(page, dates);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  await expect(focused(page)).toHaveAccessibleName(calendarDay(0).name);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dates).toBeFocused();

  // Arrows move day by day and week by week (across months); Enter picks.
  const arrival = stayOffset(110, 2);
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveAccessibleName(calendarDay(0).name);
  await arrowToDay(page, 0, arrival);
  await page.keyboard.press('Enter');
  await arrowToDay(page, arrival, arrival + 2);
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(dates).toBeFocused();
  const wire = (offset: number) =>
    calendarDay(offset).date.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  await expect(dates).toContainText(`${wire(arrival)} – ${wire(arrival + 2)}`);

  // Rooms: one room of two adults and a five-year-old.
  const rooms = searchBar(page).getByRole('button', { name: /Quartos e hóspedes/ });
  await tabTo(page, rooms);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Quartos e hóspedes' });
  await tabTo(page, panel.getByRole('button', { name: 'Mais crianças no quarto 1' }));
  await page.keyboard.press('Space');
  const age = panel.getByLabel('Idade da criança 1');
  await tabTo(page, age);
  await page.keyboard.type('5');
  await expect(age).toHaveValue('5');
  await tabTo(page, panel.getByRole('button', { name: 'Pronto' }));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(rooms).toBeFocused();
  await expect(rooms).toContainText(/1 quarto/);

  // One hotel (typed on the closed select), then PESQUISAR.
  const hotel = searchBar(page).getByLabel('Hotel', { exact: true });
  await tabTo(page, hotel);
  await page.keyboard.type('Spa');
  await expect(hotel).toHaveValue('19');
  await tabTo(page, searchBar(page).getByRole('button', { name: 'PESQUISAR' }));
  await page.keyboard.press('Enter');

  // The new page takes the focus at its heading.
  await expect(page).toHaveURL(/\/hotelSearch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeFocused();
  await expect(page.getByRole('article').first()).toBeVisible();

  // Tab enters the plans' radio group on its first plan; Space chooses it.
  const firstPlan = page.getByRole('radio', { name: /^Escolher Sem café:/ }).first();
  await tabTo(page, firstPlan);
  await page.keyboard.press('Space');
  await expect(firstPlan).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continuar', exact: true }), { max: 80 });
  await page.keyboard.press('Enter');

  // 'Complete sua estadia' is skipped from the keyboard too.
  await expect(page).toHaveURL(/\/checkOut\/extras$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete sua estadia' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Continuar sem extras' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkOut$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hóspedes' })).toBeFocused();
  const room = page.getByRole('group', { name: /^Quarto 1:/ });
  const buyer = room.getByRole('group', { name: 'Adulto 1', exact: true });
  await tabAndType(page, buyer.getByLabel('Nome', { exact: true }), 'Teclado');
  await tabAndType(page, buyer.getByLabel('Sobrenome', { exact: true }), 'Sem Mouse');
  await tabAndType(page, buyer.getByLabel('E-mail'), 'teclado@example.com');
  await tabAndType(page, buyer.getByLabel('Telefone'), '11987654321');
  await tabAndType(page, buyer.getByLabel('CPF ou CNPJ'), cpfFrom('731902846'));
  const companion = room.getByRole('group', { name: 'Adulto 2', exact: true });
  await tabAndType(page, companion.getByLabel('Nome', { exact: true }), 'Rita');
  await tabAndType(page, companion.getByLabel('Sobrenome', { exact: true }), 'Sem Mouse');
  const child = room.getByRole('group', { name: /^Criança 1 / });
  await tabAndType(page, child.getByLabel('Nome', { exact: true }), 'Caio');
  await tabAndType(page, child.getByLabel('Sobrenome', { exact: true }), 'Sem Mouse');
  await tabTo(page, page.getByRole('button', { name: 'Revisar reserva' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkOut\/revisao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisão da reserva' })).toBeFocused();
  // Tab lands on the checked method of the radio group: the card.
  const cardMethod = page.getByRole('radio', { name: 'Cartão de crédito' });
  await tabTo(page, cardMethod);
  await expect(cardMethod).toBeChecked();
  // The cancellation policy's acceptance is a checkbox: Space ticks it.
  const acceptance = page.getByRole('checkbox', { name: POLICY_ACCEPTANCE });
  await tabTo(page, acceptance);
  await page.keyboard.press('Space');
  await expect(acceptance).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Confirmar e pagar' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/pagamento$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeFocused();
  const form = page.getByRole('form', { name: 'Pagamento com cartão de crédito' });
  await tabAndType(page, form.getByLabel('Número do cartão'), '4111111111111111');
  await tabAndType(page, form.getByLabel('Nome impresso no cartão'), 'TECLADO SEM MOUSE');
  await tabAndType(page, form.getByLabel('Validade (MM/AA)'), futureExpiry());
  await tabAndType(page, form.getByLabel('Código de segurança'), '123');
  await expect(form.getByLabel('Parcelamento')).toBeEnabled();
  await expect(form.getByLabel('Parcelamento')).toHaveValue('1');
  await tabTo(page, form.getByRole('button', { name: /^Pagar R\$/ }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/reserva-concluida$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva concluída!' })).toBeFocused();
});

test('the login dialog traps the focus, closes on Escape and gives the focus back', async ({
  page,
}) => {
  await page.goto('/');
  await waitForSite(page);
  const entrar = page.getByRole('button', { name: 'ENTRAR', exact: true });
  await tabTo(page, entrar);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog.getByLabel('CPF')).toBeFocused();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(entrar).toBeFocused();

  // Logged in from the keyboard: CPF, Tab, password, Enter.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('CPF')).toBeFocused();
  await page.keyboard.type(DEMO.customer.cpf);
  await tabTo(page, dialog.getByLabel('Senha'));
  await page.keyboard.type(DEMO.customer.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The button that opened the dialog is gone (logged in): the focus goes to the main content.
  await expect(page.getByRole('main')).toBeFocused();

  // The account menu, then a reservation's guests dialog.
  const account = page.getByRole('button', { name: /MINHA CONTA/ });
  await tabTo(page, account, { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Minhas reservas' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/minhaConta\/reservas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas reservas' })).toBeFocused();

  const card = page.getByRole('article', { name: 'Reserva AUR-2026-000106' });
  const guests = card.getByRole('button', { name: 'Hóspedes' });
  await tabTo(page, guests, { max: 120 });
  await page.keyboard.press('Enter');
  const guestsDialog = page.getByRole('dialog', { name: 'Hóspedes da reserva AUR-2026-000106' });
  await expect(guestsDialog.getByRole('button', { name: 'Salvar hóspedes' })).toBeVisible();
  await expect(guestsDialog.locator(':focus')).toHaveCount(1);
  await expectFocusTrapped(page, guestsDialog);
  await page.keyboard.press('Escape');
  await expect(guestsDialog).toBeHidden();
  await expect(guests).toBeFocused();
});

test('a footer panel opens and closes from the keyboard @mobile', async ({ page }) => {
  await page.goto('/hoteis');
  await waitForSite(page);
  const opener = page.getByRole('button', { name: 'Direito de arrependimento' });
  await tabTo(page, opener, { max: 120 });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Direito de arrependimento' });
  // Its code comes on the tap (a loading dialog of the same name shows meanwhile).
  await expect(panel).toContainText('artigo 49');
  await expectFocusTrapped(page, panel);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
});
