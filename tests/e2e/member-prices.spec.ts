import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { stayOffset } from './support/checkout';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { searchRows } from './support/sandbox';
import { searchLinkPath } from './support/search';
import { expect, test } from './support/test';

/**
 * Issue 28 part 5: a visitor sees the member price as an invitation with the amount saved, logs
 * in from the card, and comes back to the same search at the member price; the figures are the
 * sandbox's own, read before and after.
 */

const reais = (text: string) => Number(text.replace(/[R$\s.]/g, '').replace(',', '.'));

/** The sandbox's Sem café total of Thermas Aurora's Standard for this stay, as `token` sees it. */
async function sandboxTotal(page: Page, arrival: number, token?: string): Promise<number> {
  const rows = await searchRows(page.request, { hotel: 1, uh: 101, arrival, nights: 2, token });
  return rows[0]!.valor_hospedagem_promo;
}

test('a visitor logs in from a card and comes back to the member price', async ({ page }) => {
  const arrival = stayOffset(225, 2);
  await acceptCookies(page);
  await page.goto(
    `${searchLinkPath(arrival, 2, { qtd_adulto: '2', qtd_crianca: '0' }, 1)}?ordem=menor-preco`,
  );
  await waitForSite(page);

  const standard = page.getByRole('main').getByRole('article', { name: 'Apartamento Standard' });
  const invitation = standard.getByText(/^Preço para clientes cadastrados: R\$/);
  await expect(invitation).toBeVisible();
  const [, price, less] = /: (R\$ [\d.]+,\d{2}) \((R\$ [\d.]+,\d{2}) a menos\)/.exec(
    (await invitation.textContent())!,
  )!;
  const visitorTotal = await sandboxTotal(page, arrival);
  expect(reais(price!) + reais(less!)).toBeCloseTo(visitorTotal, 2);
  await expectNoAxeViolations(page);

  await standard.getByRole('button', { name: 'Entrar para ver o preço de cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('CPF').fill(DEMO.customer.cpf);
  await dialog.getByLabel('Senha').fill(DEMO.customer.password);
  await dialog.getByLabel('Senha').press('Enter');
  await expect(dialog).toBeHidden();

  // Back on the same search, the order kept, searched again as the customer.
  await expect(page).toHaveURL(/\?ordem=menor-preco$/);
  await expect(
    standard.getByText('Preço para clientes cadastrados', { exact: true }),
  ).toBeVisible();
  await expect(standard.getByRole('row', { name: /^Sem café/ })).toContainText(price!);
  const token = await page.evaluate(() => localStorage.getItem('token_jwt'));
  expect(await sandboxTotal(page, arrival, token!)).toBeCloseTo(reais(price!), 2);
  await expectNoAxeViolations(page);
});
