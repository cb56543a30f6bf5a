import type { Browser, Page } from '@playwright/test';
import type { DepositRequestResponse, DepositWeeksResponse } from '../../src/api/contract/club';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/checkout';
import { asMember, points, sandboxContracts } from './support/club';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { SANDBOX_ORIGIN } from './support/faults';
import { outbox } from './support/sandbox';

/**
 * Issue 51's "done when": a week filled by one member, a second member waiting for it, the
 * first member's cancellation, and the second member's request confirmed by itself, with the
 * points debited and the e-mail sent, read from the sandbox before and after. @last: it moves
 * the demo member's points (its Platinum contract, given back in full by the cancellation).
 */

test.describe.configure({ timeout: 180_000 });

const PLATINUM = 'DRVC-2025-03333';
const ANA = 'DRVC-2024-01204';
/** Aurora Praia Resort's 3-bedroom: one unit a week. */
const UNIT = { empreendimento_id: 3, br: '3' } as const;

async function signedIn(browser: Browser, who: 'clubMember' | 'secondMember'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await acceptCookies(page);
  await page.goto('/');
  await waitForSite(page);
  await logIn(page, who);
  return page;
}

test('a cancelled deposit goes to the member waiting for its week @last', async ({
  browser,
  request,
}) => {
  // João fills the week: asked, accepted and confirmed as the e-mailed links lead him to.
  const { semanas } = await asMember<DepositWeeksResponse>(request, '/deposito-semana/semanas', {
    numero_contrato: PLATINUM,
    ...UNIT,
  });
  const week = semanas.filter((w) => w.disponivel).at(-5)!;
  const asked = await asMember<DepositRequestResponse>(request, '/deposito-semana/solicitar', {
    numero_contrato: PLATINUM,
    ...UNIT,
    inicio: week.inicio,
  });
  const id = asked.deposito_semana_id;
  const link = (await outbox(request))
    .find((m) => m.assunto === `Depósito de semana: confirme o pedido ${id}`)!
    .links.find((l) => l.includes('/deposito-semana/aceite/'))!;
  const pedido = new URL(link).pathname.split('/')[3];
  const accepted = await request.post(`${SANDBOX_ORIGIN}/api/deposito-semana/aceite`, {
    data: { pedido, deposito_semana_id: id, aceite: true },
  });
  const { confirma_token } = (await accepted.json()) as { confirma_token: string };
  const confirmed = await request.post(`${SANDBOX_ORIGIN}/api/deposito-semana/confirmar`, {
    headers: { authorization: 'Bearer sandbox-deposits-token' },
    data: { deposito_semana_id: id, hash: confirma_token },
  });
  expect(confirmed.status()).toBe(200);

  // Ana finds the week full and joins its queue.
  const ana = await signedIn(browser, 'secondMember');
  await ana.goto('/deposito-semana');
  await ana
    .getByRole('combobox', { name: 'Empreendimento' })
    .selectOption({ label: 'Aurora Praia Resort (Porto Seguro - BA)' });
  await ana.getByRole('combobox', { name: 'Tipo de unidade' }).selectOption({ label: '3 Quartos' });
  const waitlist = ana.getByRole('region', { name: 'Lista de espera' });
  await waitlist.getByLabel('Semana sem unidade livre').selectOption(week.inicio);
  await expect(waitlist).toContainText('Ninguém espera por esta semana');
  await waitlist.getByLabel('Li e aceito as regras do depósito de semana.').check();
  await waitlist.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(waitlist.getByRole('status')).toContainText('na posição 1.');

  const joao = (await sandboxContracts(request)).find((c) => c.numero_contrato === PLATINUM)!;
  const anaBefore = (await sandboxContracts(request, DEMO.secondMember.cpf)).find(
    (c) => c.numero_contrato === ANA,
  )!;

  // João cancels on Meus contratos, seeing the effect first.
  const page = await signedIn(browser, 'clubMember');
  await page.goto('/meus-contratos');
  const deposits = page.getByRole('region', { name: 'Depósitos de semana' });
  const item = deposits.getByRole('listitem', {
    name: `Semana de ${week.inicio} a ${week.fim}, Aurora Praia Resort`,
  });
  await expect(item).toContainText(`Confirmado (pedido ${id})`);
  await item.getByRole('button', { name: /^Cancelar depósito/ }).click();
  const confirm = item.getByRole('button', { name: 'Confirmar cancelamento' });
  await expect(confirm).toBeFocused();
  await expect(item).toContainText(
    `Se cancelar agora: ${week.qtd_pontos.toLocaleString('pt-BR')} de ${week.qtd_pontos.toLocaleString('pt-BR')} pontos voltam ao contrato.`,
  );
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(item.getByRole('status')).toContainText('Depósito cancelado.');
  await expect(item).toContainText(`Cancelado: ${points(week.qtd_pontos)} devolvidos`);

  // The sandbox's figures: João's points back, Ana's taken, Ana's e-mail sent.
  const joaoAfter = (await sandboxContracts(request)).find((c) => c.numero_contrato === PLATINUM)!;
  expect(joaoAfter.saldo_pontos).toBe(joao.saldo_pontos + week.qtd_pontos);
  const anaAfter = (await sandboxContracts(request, DEMO.secondMember.cpf)).find(
    (c) => c.numero_contrato === ANA,
  )!;
  expect(anaAfter.saldo_pontos).toBe(anaBefore.saldo_pontos - week.qtd_pontos);
  const served = (await outbox(request)).find(
    (m) =>
      m.para_email === 'ana.ribeiro@exemplo.com.br' &&
      m.assunto.startsWith('Lista de espera: depósito de semana confirmado'),
  );
  expect(served).toBeDefined();

  // Ana sees her request served and the deposit hers.
  await ana.goto('/meus-contratos');
  await expect(
    ana
      .getByRole('region', { name: 'Lista de espera de semanas' })
      .getByRole('listitem', { name: new RegExp(`^Semana de ${week.inicio}`) }),
  ).toContainText('Atendido: depósito confirmado');
  await expect(
    ana
      .getByRole('region', { name: 'Depósitos de semana' })
      .getByRole('listitem', { name: new RegExp(`^Semana de ${week.inicio}`) }),
  ).toContainText('Confirmado');
  await expectNoAxeViolations(ana);
});
