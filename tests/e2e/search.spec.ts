import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookies, DEMO, openLoginDialog, waitForSite } from './support/demo';

/** A day `offset` days from today, as the calendar names it ('21 de dezembro de 2026'). */
function calendarDay(offset: number): { date: Date; name: RegExp } {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + offset);
  const text = new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  // The weekday comes first ('sábado, 21 de ...'); anchoring on ', ' keeps 1 from matching 21.
  return { date, name: new RegExp(`, ${text}(, selecionado)?$`) };
}

/** Opens the calendar and picks arrival and departure, moving month by month as needed. */
async function pickStay(page: Page, fromDays: number, nights: number) {
  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  await search.getByRole('button', { name: /Chegada e partida/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  for (const offset of [fromDays, fromDays + nights]) {
    const { name } = calendarDay(offset);
    const day = calendar.getByRole('button', { name });
    for (let i = 0; i < 4 && !(await day.isVisible()); i++) {
      await calendar.getByRole('button', { name: 'Ir para o próximo mês' }).click();
    }
    await day.click();
  }
  await expect(calendar).toBeHidden();
}

/** Opens the rooms popover (which adds the first room) and shapes the rooms. */
async function setRooms(page: Page, children: number[][]) {
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

async function pesquisar(page: Page) {
  await page
    .getByRole('search', { name: 'Pesquisar hospedagem' })
    .getByRole('button', { name: 'PESQUISAR' })
    .click();
}

/** The priced results of one requested room: at least one card with a price in reais. */
async function expectPricedResults(page: Page) {
  await expect(page).toHaveURL(/\/hotelSearch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByRole('table')).toBeVisible();
  await expect(firstCard.getByRole('row').nth(1)).toContainText(/R\$ \d{1,3}(\.\d{3})*,\d{2}/);
  await expect(firstCard.getByRole('row').nth(1)).toContainText('por noite');
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('two rooms, one with an 11-year-old: priced results for both rooms', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await pickStay(page, 60, 3);
  await setRooms(page, [[], [11]]);
  await pesquisar(page);

  await expectPricedResults(page);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Quarto 1 — 2 adultos', 'Quarto 2 — 2 adultos, 1 criança']);
  await page
    .getByRole('radio', { name: /^Escolher Sem café:/ })
    .first()
    .check();

  await tabs.nth(1).click();
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName(/Quarto 2/);
  await expectPricedResults(page);
  await page
    .getByRole('radio', { name: /^Escolher Café da manhã:/ })
    .first()
    .check();

  const summary = page.getByRole('complementary', { name: 'Sua escolha' });
  await expect(summary.getByRole('status')).toContainText(/Total do grupo R\$ [\d.]+,\d{2}/);
  await expect(summary.getByRole('status')).not.toContainText('Falta');
  await expectNoAxeViolations(page);
});

test('an invalid coupon says so and does not search', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  await pickStay(page, 45, 2);
  await setRooms(page, [[]]);
  await page.getByLabel('Cupom').fill('NAOEXISTE99');
  await pesquisar(page);
  await expect(page.getByText('Cupom invalido.')).toBeVisible();
  await expect(page).not.toHaveURL(/hotelSearch/);
});

test('a search link opens priced results', async ({ page }) => {
  const arrival = calendarDay(40).date;
  const departure = calendarDay(42).date;
  const wire = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  // Same encoding as the site's share link: a base64url query string.
  const query = new URLSearchParams({
    inicio: wire(arrival),
    fim: wire(departure),
    id_hotel: '0',
    id_uh: '0',
    qtd_adulto: '2',
    qtd_crianca: '1',
    idade_crianca1: '5',
  }).toString();
  const segment = Buffer.from(query).toString('base64url');
  await page.goto(`/hotelSearch/${segment}`);
  await waitForSite(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByRole('row').nth(1)).toContainText(/R\$ [\d.]+,\d{2}/);
  await expectNoAxeViolations(page);

  await page.goto('/hotelSearch/isto-nao-e-uma-busca');
  // The search bar keeps its own (empty) alerts; the page's message is in main.
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Este link de busca não é válido:',
  );
  await expect(page.getByRole('link', { name: /Voltar ao início/ })).toHaveAttribute('href', '/');
});

test('a club member searches with a contract instead of a coupon', async ({ page }) => {
  await page.goto('/');
  await waitForSite(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('CPF').fill(DEMO.clubMember.cpf);
  await dialog.getByLabel('Senha').fill(DEMO.clubMember.password);
  await dialog.getByLabel('Senha').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /MINHA CONTA/ })).toBeVisible();

  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  await expect(search.getByLabel('Contrato')).toBeVisible();
  await expect(search.getByLabel('Cupom')).toHaveCount(0);
  const contractSearch = page.waitForRequest(/\/disponibilidade-drvc\/consultar$/);
  await pickStay(page, 75, 4);
  await setRooms(page, [[]]);
  await pesquisar(page);
  expect((await contractSearch).postDataJSON()).toMatchObject({ contrato_id: expect.any(Number) });
  await expectPricedResults(page);
});
