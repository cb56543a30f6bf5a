import type { DepositWeeksResponse } from '../../src/api/contract/club';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/checkout';
import { acceptCookies, waitForSite } from './support/demo';
import { advanceSandboxClock, outbox } from './support/sandbox';
import { asMember, points, sandboxContracts } from './support/club';

/**
 * The week deposits' waitlist (issue 51): a member joins the queue for a week with no unit left,
 * sees the place in Meus contratos, and when the requests holding the units lapse (48 hours on
 * the sandbox's clock), the request becomes a confirmed deposit by itself: the points leave the
 * contract and the e-mail arrives, read from the sandbox. @clock: it moves the sandbox's clock.
 */

test.describe.configure({ timeout: 240_000 });

const GOLD = 'DRVC-2021-00457';
const HOUR = 3_600_000;

test('a member waits for a full week and the freed unit becomes the deposit @clock', async ({
  page,
  request,
}) => {
  await acceptCookies(page);
  // A week far ahead that no other journey deposits, filled with requests that will lapse.
  const weeksOf = () =>
    asMember<DepositWeeksResponse>(request, '/deposito-semana/semanas', {
      numero_contrato: GOLD,
      empreendimento_id: 2,
      br: 'S',
    });
  const { semanas } = await weeksOf();
  const week = semanas.filter((w) => w.disponivel).at(-10)!;
  const askForIt = () =>
    asMember(request, '/deposito-semana/solicitar', {
      numero_contrato: GOLD,
      empreendimento_id: 2,
      br: 'S',
      inicio: week.inicio,
    });
  // All its units but one taken; the last goes while the member is on the page (a race lost).
  const units = 5;
  for (let i = 0; i < units - 1; i++) await askForIt();

  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
  await page.goto('/deposito-semana');
  await page.getByLabel('Contrato', { exact: true }).selectOption(GOLD);
  await page
    .getByRole('combobox', { name: 'Empreendimento' })
    .selectOption({ label: 'Lacqua Aurora Residence (Caldas Novas - GO)' });
  await page.getByRole('combobox', { name: 'Tipo de unidade' }).selectOption({ label: 'Estúdio' });
  await page.getByRole('radio', { name: new RegExp(`^${week.inicio} a `) }).check();
  const summary = page.getByRole('region', { name: 'Resumo do depósito' });
  await expect(summary).toBeVisible();
  await askForIt();
  const full = (await weeksOf()).semanas.find((w) => w.inicio === week.inicio)!;
  expect(full.motivo).toBe('Não há mais unidades deste tipo livres nesta semana.');

  await summary.getByRole('button', { name: 'Solicitar depósito' }).click();
  // The same screen offers the waitlist of that week, with the place, and takes the focus.
  const waitlist = page.getByRole('region', { name: 'Lista de espera' });
  await expect(waitlist.getByRole('alert')).toContainText(
    'O depósito não foi feito. Não há mais unidades deste tipo livres nesta semana.',
  );
  await expect(waitlist.getByRole('heading', { name: 'Lista de espera' })).toBeFocused();
  await expect(waitlist.getByLabel('Semana sem unidade livre')).toHaveValue(week.inicio);
  await expect(waitlist).toContainText(
    'Ninguém espera por esta semana: entrando agora, você fica na posição 1.',
  );
  await waitlist.getByLabel('Li e aceito as regras do depósito de semana.').check();
  await expectNoAxeViolations(page);
  await waitlist.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(waitlist.getByRole('status')).toContainText(
    `Você está na lista de espera da semana de ${week.inicio} a ${week.fim}, na posição 1.`,
  );

  await waitlist.getByRole('link', { name: 'Ver meus pedidos em Meus contratos' }).click();
  const mine = page.getByRole('region', { name: 'Lista de espera de semanas' });
  const item = mine.getByRole('listitem', { name: new RegExp(`^Semana de ${week.inicio}`) });
  await expect(item).toContainText('Aguardando: posição 1 na fila');
  await expectNoAxeViolations(page);

  const before = (await sandboxContracts(request)).find((c) => c.numero_contrato === GOLD)!;
  // The requests holding the week's units lapse: the next call's sweep serves the queue.
  await advanceSandboxClock(request, 49 * HOUR);
  await page.reload();
  await waitForSite(page);
  const served = page
    .getByRole('region', { name: 'Lista de espera de semanas' })
    .getByRole('listitem', { name: new RegExp(`^Semana de ${week.inicio}`) });
  await expect(served).toContainText('Atendido: depósito confirmado');
  const after = (await sandboxContracts(request)).find((c) => c.numero_contrato === GOLD)!;
  expect(after.saldo_pontos).toBe(before.saldo_pontos - full.qtd_pontos);
  await expect(page.getByRole('region', { name: `Contrato ${GOLD}` })).toContainText(
    points(after.saldo_pontos),
  );
  const id = /\(pedido (\d+)\)/.exec((await served.textContent()) ?? '')![1];
  const mail = (await outbox(request)).find(
    (m) => m.assunto === `Lista de espera: depósito de semana confirmado (pedido ${id})`,
  );
  expect(mail).toBeDefined();
});
