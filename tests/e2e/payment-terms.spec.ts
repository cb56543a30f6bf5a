import { expectNoAxeViolations } from './support/axe';
import {
  acceptCancellationPolicy,
  APPROVED_CARD,
  fillAdult,
  fillCardForm,
  skipExtras,
  stayOffset,
  visitorBuyer,
} from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { chooseHotel, pesquisar, pickStay, setRooms } from './support/search';
import { expect, test } from './support/test';

/**
 * The terms beside the price (issue 52 part 1): the results show each plan's longest
 * interest-free card plan as the sandbox answered it, the review shows the group total's, and
 * the card form at payment offers exactly that plan: what the price promised.
 */

test.describe.configure({ timeout: 180_000 });

test('the instalments beside a price are the ones the card form offers', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  await chooseHotel(page, 3);
  await pickStay(page, stayOffset(232, 2), 2);
  await setRooms(page, [[]]);
  const searched = page.waitForResponse(/\/disponibilidade\/v2\/consultar$/);
  await pesquisar(page);
  const rows = (await (await searched).json()) as {
    uh_nome: string;
    disponiveis: number;
    parcelamento?: { sem: { parcelas: number; valor_parcela: number } };
  }[];
  const row = rows.find((r) => r.disponiveis > 0 && r.parcelamento)!;
  const reais = (n: number) =>
    `R$ ${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const line = `ou ${row.parcelamento!.sem.parcelas}x de ${reais(row.parcelamento!.sem.valor_parcela)} sem juros`;

  const card = page.getByRole('article', { name: row.uh_nome }).first();
  const plan = card.getByRole('row', { name: /^Sem café/ });
  await expect(plan).toContainText(line);
  await expectNoAxeViolations(page);
  await plan.getByRole('radio', { name: /^Escolher Sem café:/ }).click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await skipExtras(page);
  await fillAdult(page, 1, 1, visitorBuyer('443322110'));
  await fillAdult(page, 1, 2, { nome: 'Bruno', sobrenome: 'Lima' });

  // One room, no extras: the review's total is the room's, and so are its terms.
  await page.getByRole('button', { name: 'Revisar reserva' }).click();
  const total = page.getByRole('region', { name: 'Total do grupo' });
  await expect(total).toContainText(line);
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await acceptCancellationPolicy(page);
  await page.getByRole('button', { name: 'Confirmar e pagar' }).click();
  await expect(page).toHaveURL(/\/pagamento$/);
  const form = await fillCardForm(page, APPROVED_CARD);
  const plans = form.getByLabel('Parcelamento').locator('option');
  await expect(plans.last()).toHaveText(
    `${row.parcelamento!.sem.parcelas} X ${reais(row.parcelamento!.sem.valor_parcela)} sem juros`,
  );
});
