import type { PointsStatement } from '../../src/api/contract/club';
import type { PointsTransferOptions } from '../../src/api/contract/points-banking';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { asMember, points, sandboxContracts } from './support/club';

/**
 * Borrowing points from the next use year (issue 51): the effect shown first, then the points
 * in the contract's balance and statement, read from the sandbox before and after. It raises
 * the demo member's balance, which the club's other journeys read, so it runs after them
 * (@last, playwright.config.ts).
 */

test.describe.configure({ timeout: 180_000 });

const GOLD = 'DRVC-2021-00457';

test('a member borrows points of the next use year, seeing the effect first @last', async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  const options = await asMember<PointsTransferOptions>(request, '/contrato-drvc/pontos/opcoes', {
    numero_contrato: GOLD,
  });
  const borrow = options.antecipar;
  expect(borrow.motivo).toBeNull();
  expect(borrow.pontos_max).toBeGreaterThanOrEqual(1000);
  const before = (await sandboxContracts(request)).find((c) => c.numero_contrato === GOLD)!;

  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
  await page.goto('/meus-contratos');
  const card = page.getByRole('region', { name: `Contrato ${GOLD}` });
  await card.getByRole('button', { name: 'Guardar ou antecipar pontos' }).click();
  const form = card.getByRole('region', { name: 'Antecipar pontos' });
  await expect(form).toContainText(
    `Até ${points(borrow.pontos_max)} do ano de uso ${borrow.ano_de_uso}, que começa em ${borrow.inicio_ano}, podem ser usados agora.`,
  );
  await form.getByLabel('Pontos a antecipar').fill('1000');
  await form.getByRole('button', { name: 'Ver o efeito' }).click();
  await expect(form).toContainText(
    `1.000 pontos do ano de uso ${borrow.ano_de_uso} entram agora no saldo e vencem em ${borrow.validade}.`,
  );
  await expectNoAxeViolations(page);
  expect(
    (await sandboxContracts(request)).find((c) => c.numero_contrato === GOLD)!.saldo_pontos,
  ).toBe(before.saldo_pontos);

  await form.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Feito:' })).toContainText(
    '1.000 pontos do ano de uso',
  );
  const after = (await sandboxContracts(request)).find((c) => c.numero_contrato === GOLD)!;
  expect(after.saldo_pontos).toBe(before.saldo_pontos + 1000);
  await expect(card).toContainText(points(after.saldo_pontos));
  await expect(card).toContainText(`: expira em ${borrow.validade}`);
  const statement = await asMember<PointsStatement>(request, '/contrato-drvc/extrato-utilizacao', {
    numero_contrato: GOLD,
  });
  expect(statement.movimentos.at(-1)).toMatchObject({ tipo: 'antecipacao', pontos: 1000 });
  expect(statement.saldo_pontos).toBe(after.saldo_pontos);
  // The limit that is left.
  await expect(form).toContainText(`Até ${points(borrow.pontos_max - 1000)} do ano de uso`);
});
