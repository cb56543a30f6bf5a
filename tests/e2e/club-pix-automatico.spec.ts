import type { PixAutomaticoView } from '../../src/api/contract/pix-automatico';
import type { ContractDetail } from '../../src/api/contract/club';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/checkout';
import { asMember } from './support/club';
import { acceptCookies, waitForSite } from './support/demo';
import { outbox } from './support/sandbox';
import { expect, test, type Page } from './support/test';

/**
 * PIX Automático for the club's fees (issue 52 part 4): João asks on the financial record, his
 * bank (the sandbox's simulated app) asks him to authorise, and the parcela due today is paid by
 * PIX at once: the record, the gateway's charge and the e-mails, read from the sandbox; then one
 * tap cancels it. Silver's parcela 21/24 falls due on the seed day (sandbox README, "The demo
 * member's contracts"); the phone's journey uses Gold, whose next fee is weeks away.
 */

test.describe.configure({ timeout: 180_000 });

const SILVER = { numero: 'DRVC-2023-01288', id: 58932 };
const GOLD = { numero: 'DRVC-2021-00457', id: 45701 };

async function authorizeInTheBank(page: Page, limit: string | null) {
  const panel = page.getByRole('region', { name: 'PIX Automático' });
  await expect(panel).toContainText('paga por PIX na data de vencimento');
  if (limit) {
    await panel.getByRole('radio', { name: 'Até um valor' }).check();
    await panel.getByLabel('Valor máximo (R$)').fill(limit);
  }
  await panel.getByLabel('Li e aceito as regras do PIX Automático.').check();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Pedir autorização ao meu banco' }).click();
  await expect(panel.getByText('Falta autorizar no app do seu banco')).toBeVisible();
  await expectNoAxeViolations(page);

  const [bank] = await Promise.all([
    page.context().waitForEvent('page'),
    panel.getByRole('link', { name: 'Abrir o app do banco (simulação do sandbox)' }).click(),
  ]);
  await expect(bank.getByRole('heading', { name: 'Autorizar PIX Automático' })).toBeVisible();
  await bank.getByRole('button', { name: 'Autorizar' }).click();
  await expect(bank.getByText('Autorizado: o PIX Automático está ativo.')).toBeVisible();
  await bank.close();

  await panel.getByRole('button', { name: 'Já autorizei' }).click();
  await expect(panel.getByText(/^Ativo desde \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  return panel;
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
});

test('a member authorises PIX Automático and the parcela due today is paid by it', async ({
  page,
  request,
}) => {
  const recordOf = () =>
    asMember<ContractDetail>(request, '/contrato-drvc', { numero_contrato: SILVER.numero });
  const due = (await recordOf()).parcelas.find((p) => p.status === 'em_aberto')!;
  expect(due.descricao).toBe('Parcela 21/24 da aquisição');

  await page.goto(`/ficha-financeira/${SILVER.id}`);
  const panel = await authorizeInTheBank(page, '1.000,00');
  await expect(panel).toContainText('até R$ 1.000,00 por cobrança');

  // The sandbox charged the line due today: the record (read again), the charge, the e-mails.
  const row = page
    .getByRole('table', { name: `Parcelas e taxas do contrato ${SILVER.numero}` })
    .getByRole('row')
    .filter({ hasText: due.descricao });
  await expect(row).toContainText('Paga');
  await expect(row).toContainText('PIX');
  const paid = (await recordOf()).parcelas.find((p) => p.parcela_id === due.parcela_id)!;
  expect(paid).toMatchObject({ status: 'paga', forma_pagamento: 'pix', valor: due.valor });
  const subjects = (await outbox(request)).map((m) => m.assunto);
  expect(subjects).toContain(`PIX Automático ativo: contrato ${SILVER.numero}`);
  expect(subjects).toContain(`PIX Automático: parcela paga (contrato ${SILVER.numero})`);
  await expectNoAxeViolations(page);

  // One tap cancels it.
  await panel.getByRole('button', { name: 'Cancelar PIX Automático' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'PIX Automático cancelado: nenhuma parcela será mais cobrada sozinha.',
  );
  const after = await asMember<PixAutomaticoView>(request, '/contrato-drvc/pix-automatico', {
    numero_contrato: SILVER.numero,
  });
  expect(after.status).toBe('inativo');
});

test('the same on a phone, with no limit, lists the fees to come @mobile', async ({
  page,
  request,
}) => {
  await page.goto(`/ficha-financeira/${GOLD.id}`);
  const panel = await authorizeInTheBank(page, null);
  const sandbox = await asMember<PixAutomaticoView>(request, '/contrato-drvc/pix-automatico', {
    numero_contrato: GOLD.numero,
  });
  expect(sandbox.proximas.length).toBeGreaterThan(0);
  for (const charge of sandbox.proximas) {
    await expect(
      panel
        .getByRole('listitem')
        .filter({ hasText: `${charge.descricao} · vence ${charge.vencimento}` }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Cancelar PIX Automático' }).click();
  await expect(panel.getByRole('button', { name: 'Pedir autorização ao meu banco' })).toBeVisible();
});
