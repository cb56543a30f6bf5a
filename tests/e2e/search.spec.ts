import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookies, DEMO, openLoginDialog, waitForSite } from './support/demo';
import {
  expectPricedResults,
  pesquisar,
  pickStay,
  searchLinkPath,
  setRooms,
} from './support/search';

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
    .click();
  // Choosing room 1 moved on to room 2.
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName(/Quarto 2/);
  await expectPricedResults(page);
  await page
    .getByRole('radio', { name: /^Escolher Café da manhã:/ })
    .first()
    .click();

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
  await page.goto(
    searchLinkPath(40, 2, { qtd_adulto: '2', qtd_crianca: '1', idade_crianca1: '5' }),
  );
  await waitForSite(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado da busca' })).toBeVisible();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard.getByRole('row').nth(1)).toContainText(/R\$ [\d.]+,\d{2}/);
  // The way on is there too, waiting for a choice, as on the results of a typed search.
  await expect(page.getByRole('button', { name: 'Continuar', exact: true })).toBeDisabled();
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
