import type { DepositWeeksResponse, PointsStatement } from '../../src/api/contract/club';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { expectCompleted, fillCard, reviewAndConfirm } from './support/booking-flow';
import { addExtra, APPROVED_CARD, fillAdult, logIn, stayOffset } from './support/checkout';
import { chooseHotel, pesquisar, pickStay, setRooms } from './support/search';
import { acceptCookies, DEMO, waitForSite } from './support/demo';
import { outbox } from './support/sandbox';
import { asMember, points, sandboxContracts } from './support/club';

/**
 * The club's member area where the demo member's points and money move (issue 12): the
 * contracts with their points by validity and fees and the points statement, a week deposit, a
 * booking against a contract and an overdue parcela paid, each read against the sandbox's own
 * figures. These run in order in one file: each reads figures the others move.
 */

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

// First: the lot it banks from expires soonest, and the deposit below spends it.
test('a member banks points that expire soon into the next use year, seeing the effect first', async ({
  page,
  request,
}) => {
  const before = (await sandboxContracts(request)).find(
    (c) => c.numero_contrato === 'DRVC-2021-00457',
  )!;
  const [first, second] = before.saldos;
  expect(first!.pontos).toBeGreaterThanOrEqual(820);

  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
  await page.goto('/meus-contratos');
  const card = page.getByRole('region', { name: 'Contrato DRVC-2021-00457' });
  await card.getByRole('button', { name: 'Guardar ou antecipar pontos' }).click();
  const bank = card.getByRole('region', { name: 'Guardar pontos' });
  await expect(bank).toContainText(`que vencem em ${first!.validade}`);
  await bank.getByLabel('Pontos a guardar').fill('820');
  await bank.getByRole('button', { name: 'Ver o efeito' }).click();
  await expect(bank).toContainText(`820 pontos passam a vencer em ${second!.validade}.`);
  await expectNoAxeViolations(page);
  // The preview moved nothing.
  const previewed = (await sandboxContracts(request)).find(
    (c) => c.contratos_id === before.contratos_id,
  )!;
  expect(previewed.saldos).toEqual(before.saldos);

  await bank.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Feito:' })).toContainText(
    `Feito: 820 pontos passam a vencer em ${second!.validade}.`,
  );
  const after = (await sandboxContracts(request)).find(
    (c) => c.contratos_id === before.contratos_id,
  )!;
  expect(after.saldo_pontos).toBe(before.saldo_pontos);
  expect(after.saldos).toEqual([
    { pontos: first!.pontos - 820, validade: first!.validade },
    { pontos: second!.pontos + 820, validade: second!.validade },
    ...before.saldos.slice(2),
  ]);
  // The card shows the sandbox's new lots, and the statement both movements.
  await expect(card).toContainText(`${points(first!.pontos - 820)}: expira em ${first!.validade}`);
  await expect(card).toContainText(
    `${points(second!.pontos + 820)}: expira em ${second!.validade}`,
  );
  const statement = await asMember<PointsStatement>(request, '/contrato-drvc/extrato-utilizacao', {
    numero_contrato: 'DRVC-2021-00457',
  });
  expect(statement.movimentos.slice(-2).map((m) => [m.tipo, m.pontos])).toEqual([
    ['poupanca_saida', -820],
    ['poupanca_entrada', 820],
  ]);
  expect(statement.saldo_pontos).toBe(before.saldo_pontos);
});

test('a member sees every contract with its points and fees, then traces the points in the statement', async ({
  page,
  request,
}) => {
  const figures = await sandboxContracts(request);
  const gold = figures.find((c) => c.numero_contrato === 'DRVC-2021-00457')!;
  const silver = figures.find((c) => c.numero_contrato === 'DRVC-2023-01288')!;
  expect(gold.saldos.length).toBeGreaterThan(0);

  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'MINHA CONTA' }).click();
  await nav.getByRole('link', { name: 'Meus contratos' }).click();
  await expect(page).toHaveURL(/\/meus-contratos$/);

  const goldCard = page.getByRole('region', { name: 'Contrato DRVC-2021-00457' });
  await expect(goldCard).toBeVisible();
  await expect(goldCard).toContainText(points(gold.saldo_pontos));
  for (const lot of gold.saldos) {
    await expect(goldCard).toContainText(`${points(lot.pontos)}: expira em ${lot.validade}`);
  }
  // The seeded lot that expires within 60 days is announced.
  const notice = page.getByRole('region', { name: 'Pontos a expirar' });
  await expect(notice).toContainText(
    `${points(gold.saldos[0]!.pontos)} do contrato DRVC-2021-00457 expiram em ${gold.saldos[0]!.validade}`,
  );
  // The contract with an overdue fee says how much and what it blocks.
  const silverCard = page.getByRole('region', { name: 'Contrato DRVC-2023-01288' });
  await expect(silverCard).toContainText(points(silver.saldo_pontos));
  await expect(silverCard).toContainText('Há R$ 740,00 em atraso neste contrato');
  await expect(silverCard).toContainText('(Vencida)');
  await expectNoAxeViolations(page);

  await goldCard
    .getByRole('link', { name: 'Extrato de pontos do contrato DRVC-2021-00457' })
    .click();
  await expect(page).toHaveURL(/\/extrato-utilizacao\/DRVC-2021-00457$/);
  await expect(page.getByText(/^Saldo atual:/)).toHaveText(
    `Saldo atual: ${points(gold.saldo_pontos)}`,
  );
  const table = page.getByRole('table', {
    name: /Movimentos de pontos do contrato DRVC-2021-00457/,
  });
  for (const kind of [
    'Crédito anual',
    'Uso em reserva',
    'Devolução por cancelamento',
    'Ajuste',
    'Expiração',
  ]) {
    await expect(table.getByRole('cell', { name: kind, exact: true }).first()).toBeVisible();
  }
  // The last row's running balance is the balance of the contracts' page.
  await expect(table.getByRole('row').last().getByRole('cell').nth(4)).toHaveText(
    points(gold.saldo_pontos),
  );
  await expect(
    table.getByRole('link', { name: 'Reserva AUR-2026-000107 em Minhas reservas' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Período', { exact: true }).selectOption({ label: 'Últimos 12 meses' });
  await expect(page.getByRole('table', { name: /últimos 12 meses/ })).toBeVisible();
  await expect(page.getByText('Saldo ao fim do período').locator('xpath=..')).toContainText(
    points(gold.saldo_pontos),
  );

  // The overdue contract's financial record: the line, what it blocks, print and PDF.
  await page.goto('/meus-contratos');
  await page
    .getByRole('region', { name: 'Contrato DRVC-2023-01288' })
    .getByRole('link', { name: 'Ficha financeira do contrato DRVC-2023-01288' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha financeira' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('R$ 740,00 em atraso');
  const record = page.getByRole('table', { name: 'Parcelas e taxas do contrato DRVC-2023-01288' });
  await expect(record.getByRole('row').filter({ hasText: 'Vencida' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  expect((await download).suggestedFilename()).toBe('ficha-financeira-DRVC-2023-01288.pdf');

  // Another member's contract, typed into the address: refused with the reason.
  await page.goto('/extrato-utilizacao/DRVC-2024-00612');
  await expect(page.getByRole('alert')).toContainText('Contrato não encontrado.');
  await expectNoAxeViolations(page);
});

test('a member deposits a week: points and fee first, the e-mailed link, the rules, Confirmar once, and the points leave the ledger', async ({
  page,
  browser,
  request,
}) => {
  const GOLD = 'DRVC-2021-00457';
  const before = await asMember<PointsStatement>(request, '/contrato-drvc/extrato-utilizacao', {
    numero_contrato: GOLD,
  });
  const { janela, semanas } = await asMember<DepositWeeksResponse>(
    request,
    '/deposito-semana/semanas',
    { numero_contrato: GOLD, empreendimento_id: 2, br: 'S' },
  );
  const week = semanas.find((w) => w.inicio === janela.inicio)!;
  expect(week.disponivel).toBe(true);

  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('button', { name: 'MINHA CONTA' }).click();
  await nav.getByRole('link', { name: 'Depósito de semana' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Depósito de semana' })).toBeVisible();
  await page.getByLabel('Contrato', { exact: true }).selectOption(GOLD);
  await page
    .getByRole('combobox', { name: 'Empreendimento' })
    .selectOption({ label: 'Lacqua Aurora Residence (Caldas Novas - GO)' });
  await page.getByRole('combobox', { name: 'Tipo de unidade' }).selectOption({ label: 'Estúdio' });
  const weeks = page.getByRole('group', { name: /Semana/ });
  // The week before the window is disabled and says why.
  const tooClose = semanas.find((w) => !w.disponivel)!;
  await expect(
    weeks.getByRole('radio', { name: new RegExp(`^${tooClose.inicio}`) }),
  ).toBeDisabled();
  await weeks.getByRole('radio', { name: new RegExp(`^${week.inicio}`) }).check();
  const summary = page.getByRole('region', { name: 'Resumo do depósito' });
  await expect(summary).toContainText(points(week.qtd_pontos));
  await expect(summary).toContainText(`R$ ${week.taxa_utilizacao},00`);
  await expectNoAxeViolations(page);
  await summary.getByRole('button', { name: 'Solicitar depósito' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'enviado' });
  await expect(sent).toContainText('Enviamos um e-mail para');
  const id = /Pedido (\d+) enviado/.exec((await sent.textContent()) ?? '')![1]!;

  // The e-mail's link, opened by anyone (a fresh browser, no login).
  const mail = (await outbox(request)).find(
    (m) => m.assunto === `Depósito de semana: confirme o pedido ${id}`,
  )!;
  const link = mail.links.find((l) => l.includes('/deposito-semana/aceite/'))!;
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await acceptCookies(other);
  await other.goto(new URL(link).pathname);
  const rules = other.getByRole('region', { name: 'Regras do depósito' });
  await expect(rules).toBeVisible();
  await expect(other.getByLabel('Pedido de depósito')).toContainText(GOLD);
  await expectNoAxeViolations(other);
  await other.getByLabel('Li e aceito as regras do depósito de semana.').check();
  await rules.getByRole('button', { name: 'Aceitar e continuar' }).click();

  await expect(
    other.getByRole('heading', { level: 1, name: 'Confirmar depósito semana?' }),
  ).toBeVisible();
  const confirmUrl = other.url();
  await expect(other.getByRole('main')).toContainText(GOLD);
  await expect(other.getByRole('main')).toContainText(points(week.qtd_pontos));
  await expect(other.getByRole('main')).toContainText(`R$ ${week.taxa_utilizacao},00`);
  await expect(other.getByRole('main')).toContainText(DEMO.clubMember.name);
  await expectNoAxeViolations(other);
  await other.getByRole('button', { name: 'Confirmar' }).click();
  await expect(other.getByText('Deposito efetuado com sucesso!')).toBeVisible();
  await expect(other).toHaveURL(/\/$/);

  // The points left the ledger, on the deposit's own lines.
  const after = await asMember<PointsStatement>(request, '/contrato-drvc/extrato-utilizacao', {
    numero_contrato: GOLD,
  });
  expect(after.saldo_pontos).toBe(before.saldo_pontos - week.qtd_pontos);
  const lines = after.movimentos.filter((m) => m.deposito_semana_id === Number(id));
  expect(lines.reduce((sum, m) => sum + m.pontos, 0)).toBe(-week.qtd_pontos);

  // The same link again: refused, with the reason, and back to /.
  await other.goto(confirmUrl);
  await other.getByRole('button', { name: 'Confirmar' }).click();
  await expect(
    other.getByText('Erro tente novamente mais tarde! Este depósito já foi confirmado.'),
  ).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  await visitor.close();
});

test('a member books with a contract: the points before confirming, spent at the hold, and given back on cancelling @dev', async ({
  page,
  request,
}) => {
  const GOLD = 'DRVC-2021-00457';
  const SILVER = 'DRVC-2023-01288';
  const statementOf = () =>
    asMember<PointsStatement>(request, '/contrato-drvc/extrato-utilizacao', {
      numero_contrato: GOLD,
    });
  const before = (await statementOf()).saldo_pontos;

  await page.goto('/');
  await waitForSite(page);
  await logIn(page, 'clubMember');
  const search = page.getByRole('search', { name: 'Pesquisar hospedagem' });
  // The club's own resort, well over 30 days ahead: a cancellation gives every point back.
  await chooseHotel(page, 5);
  await pickStay(page, stayOffset(96, 2), 2);
  await setRooms(page, [[]]);

  // A contract with an overdue parcela is refused before anything is held, with the amount.
  await search.getByLabel('Contrato').selectOption(SILVER);
  await pesquisar(page);
  await page
    .getByRole('radio', { name: /^Escolher Sem café:/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(
    page.getByText(
      `O contrato ${SILVER} tem R$ 740,00 em atraso. Pague a parcela vencida para usar o contrato.`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/hotelSearch$/);

  // The Gold contract: each row shows its points before anything is chosen.
  await search.getByLabel('Contrato').selectOption(GOLD);
  const contractSearch = page.waitForResponse(/\/disponibilidade-drvc\/consultar$/);
  await pesquisar(page);
  const rows = (await (await contractSearch).json()) as {
    uh_nome: string;
    pontos: number;
    disponiveis: number;
  }[];
  const first = rows.find((r) => r.disponiveis > 0)!;
  const card = page.getByRole('article', { name: first.uh_nome }).first();
  await expect(card).toContainText(
    `Custo em pontos do contrato: ${points(first.pontos)} pela estadia`,
  );
  await card.getByRole('radio', { name: /^Escolher Sem café:/ }).click();
  await expect(page.getByRole('complementary', { name: 'Sua escolha' })).toContainText(
    `+ ${points(first.pontos)} do contrato`,
  );
  const hold = page.waitForResponse(/\/api\/reserva\/pre-reserva$/);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  expect(((await hold).request().postDataJSON() as { contrato_id: number }).contrato_id).toBe(
    45701,
  );
  // 'Complete sua estadia' for a member too: a late check-out, paid in money with the fee.
  await expect(page).toHaveURL(/\/checkOut\/extras$/);
  // Spent with the hold: the sandbox's own ledger says so.
  await expect.poll(async () => (await statementOf()).saldo_pontos).toBe(before - first.pontos);
  await addExtra(page, 'Late check-out até 16:00', 'R$ 120,00');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/checkOut$/);

  await fillAdult(page, 1, 2, { nome: 'Helena', sobrenome: 'Oliveira' });
  const numbers = await reviewAndConfirm(page, 'Cartão de crédito', false, {
    club: true,
    extras: true,
  });
  expect(numbers).toHaveLength(1);
  const numero = numbers[0]!;
  const clubCheckout = page.getByRole('region', { name: `Reserva com contrato ${GOLD}` });
  await expect(clubCheckout).toContainText(`Pontos do contrato: ${points(first.pontos)}`);
  await expect(clubCheckout).toContainText('Ingressos e extras: R$ 120,00.');
  await expectNoAxeViolations(page);
  // A reload keeps the club checkout, its hold and its figures.
  await page.reload();
  await expect(page).toHaveURL(/\/check-out-drvc$/);
  await expect(page.getByText('Sua reserva em andamento foi recuperada.')).toBeVisible();
  await expect(clubCheckout).toContainText(`Pontos do contrato: ${points(first.pontos)}`);
  const form = await fillCard(page, APPROVED_CARD);
  await form.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expectCompleted(page, numbers);

  // The statement shows the use, and the contract's bookings list it with its points.
  await page.goto(`/extrato-utilizacao/${GOLD}`);
  const movements = page.getByRole('table', { name: /Movimentos de pontos/ });
  await expect(movements.getByRole('row').filter({ hasText: `Reserva ${numero}` })).toContainText(
    `−${first.pontos.toLocaleString('pt-BR')}`,
  );
  const bookings = page.getByRole('table', { name: 'Reservas com este contrato' });
  await expect(bookings.getByRole('row').filter({ hasText: numero })).toContainText(
    points(first.pontos),
  );

  // Cancelling shows exactly what comes back before the member confirms.
  await page.goto('/minhaConta/reservas');
  const booking = page.getByRole('article', { name: `Reserva ${numero}` });
  await expect(booking).toContainText(`${GOLD} · ${points(first.pontos)}`);
  await booking.getByRole('button', { name: 'Cancelar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar reserva' });
  const figures = dialog.getByRole('region', { name: 'Valores do cancelamento' });
  await expect(figures).toContainText(`Pontos que voltam ao contrato${points(first.pontos)}`);
  await expect(figures).toContainText(
    'Reserva paga cancelada com 30 dias ou mais de antecedência: todos os pontos voltam.',
  );
  await expectNoAxeViolations(page);
  const cancel = page.waitForRequest(/\/api\/reserva-drvc\/cancelar$/);
  await dialog.getByLabel('Motivo do cancelamento').fill('Mudança de planos');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await cancel;
  await expect(booking).toContainText('Cancelada');

  // The sandbox's ledger: the points are back, as a return linked to the reservation.
  const after = await statementOf();
  expect(after.saldo_pontos).toBe(before);
  const returned = after.movimentos.filter(
    (m) => m.tipo === 'devolucao_cancelamento' && m.numero_reserva === numero,
  );
  expect(returned.reduce((sum, m) => sum + m.pontos, 0)).toBe(first.pontos);
  await page.goto(`/extrato-utilizacao/${GOLD}`);
  await expect(
    page
      .getByRole('table', { name: /Movimentos de pontos/ })
      .getByRole('row')
      .filter({ hasText: 'Devolução por cancelamento' })
      .filter({ hasText: numero }),
  ).toContainText(`+${first.pontos.toLocaleString('pt-BR')}`);
});
