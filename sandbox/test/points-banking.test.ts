import { describe, expect, it } from 'vitest';
import type {
  PointsTransferOptions,
  PointsTransferResult,
} from '../../src/api/contract/points-banking';
import { fromIso, today, toWire } from '../src/shared/calendar';
import { balanceOf, lotBalances, lotExpiry } from '../src/repositories/club-ledger';
import { api } from './booking-helpers';
import { login, MARIA } from './helpers';
import {
  clock,
  env,
  GOLD_ID,
  ledgerSum,
  openContractBookingsSandbox,
} from './contract-bookings-setup';

/**
 * Banking and borrowing points (README "Banking and borrowing points"): the options and their
 * reasons, a preview that writes nothing, the ledger's movements, the once-only rule, the
 * borrowing limit and its abatement at the next credit, good standing, and whose contract it is.
 */

openContractBookingsSandbox();

const GOLD = 'DRVC-2021-00457';
const SILVER = 'DRVC-2023-01288';
const DAY = 86_400_000;

const asJoao = (path: string, payload: unknown) =>
  api(env.sandbox.app, `/api/contrato-drvc/pontos${path}`, payload, env.joao);
const options = async (numero = GOLD) =>
  (await asJoao('/opcoes', { numero_contrato: numero })).body as PointsTransferOptions;
const movements = () =>
  env.sandbox.db
    .prepare(
      'SELECT tipo, pontos, validade FROM contract_point_movements WHERE contratos_id = ? ORDER BY id',
    )
    .all(GOLD_ID) as { tipo: string; pontos: number; validade: string }[];
const day = () => today(new Date(clock.now()));

describe('banking', () => {
  it('offers the lot that expires first, until 30 days before it expires', async () => {
    const lots = lotBalances(env.sandbox.db, GOLD_ID);
    // The seed: 4 820 points expire before the anniversary, 12 000 a year later.
    const [first, second] = lots;
    const o = await options();
    expect(o.guardar).toEqual({
      pontos_max: first!.pontos,
      validade_atual: toWire(first!.validade),
      validade_nova: toWire(second!.validade),
      prazo: toWire(first!.validade - 30),
      motivo: null,
    });
    expect(o.regras.join(' ')).toMatch(/até 30 dias antes de vencerem/);
  });

  it('shows the effect without writing it, then banks with two movements', async () => {
    const before = movements().length;
    const balance = balanceOf(env.sandbox.db, GOLD_ID);
    const [first, second] = lotBalances(env.sandbox.db, GOLD_ID);
    const preview = (
      await asJoao('/guardar', { numero_contrato: GOLD, pontos: 820, confirmar: false })
    ).body as PointsTransferResult;
    expect(preview.mensagem).toBe(`820 pontos passam a vencer em ${toWire(second!.validade)}.`);
    expect(preview.confirmado).toBe(false);
    expect(preview.saldos).toEqual([
      { pontos: first!.pontos - 820, validade: toWire(first!.validade) },
      { pontos: second!.pontos + 820, validade: toWire(second!.validade) },
    ]);
    expect(movements()).toHaveLength(before);

    const done = await asJoao('/guardar', { numero_contrato: GOLD, pontos: 820, confirmar: true });
    expect(done.status).toBe(200);
    expect((done.body as PointsTransferResult).saldos).toEqual(preview.saldos);
    expect(
      movements()
        .slice(before)
        .map((m) => [m.tipo, m.pontos, fromIso(m.validade)]),
    ).toEqual([
      ['poupanca_saida', -820, first!.validade],
      ['poupanca_entrada', 820, second!.validade],
    ]);
    expect(balanceOf(env.sandbox.db, GOLD_ID)).toBe(balance);
    expect(ledgerSum(GOLD_ID)).toBe(balance);
  });

  it('refuses more than the lot has, and parallel requests never bank one point twice', async () => {
    const left = (await options()).guardar.pontos_max;
    const over = await asJoao('/guardar', {
      numero_contrato: GOLD,
      pontos: left + 1,
      confirmar: true,
    });
    expect(over.status).toBe(400);
    expect(over.body.erro).toBe(
      `Você pode guardar no máximo ${left.toLocaleString('pt-BR')} pontos deste contrato agora.`,
    );
    const half = Math.ceil((left * 2) / 3);
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        asJoao('/guardar', { numero_contrato: GOLD, pontos: half, confirmar: true }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 400]);
    expect((await options()).guardar.pontos_max).toBe(left - half);
  });

  it('never banks points again: once the lot is empty, the next lot is not this year’s', async () => {
    const rest = (await options()).guardar.pontos_max;
    await asJoao('/guardar', { numero_contrato: GOLD, pontos: rest, confirmar: true });
    const o = await options();
    expect(o.guardar.pontos_max).toBe(0);
    expect(o.guardar.motivo).toMatch(/^Só os pontos que vencem neste ano de uso/);
    const refused = await asJoao('/guardar', { numero_contrato: GOLD, pontos: 1, confirmar: true });
    expect(refused.status).toBe(409);
    expect(refused.body.erro).toBe(o.guardar.motivo);
  });
});

describe('borrowing', () => {
  it('brings up to half of the next use year in now, and takes it off that credit', async () => {
    const o = (await options()).antecipar;
    expect(o.pontos_max).toBe(6000);
    const yearStart = fromIso(toIsoFromWire(o.inicio_ano!));
    expect(o.validade).toBe(toWire(lotExpiry(yearStart)));
    const balance = balanceOf(env.sandbox.db, GOLD_ID);

    const preview = (
      await asJoao('/antecipar', { numero_contrato: GOLD, pontos: 2500, confirmar: false })
    ).body as PointsTransferResult;
    expect(preview.mensagem).toBe(
      `2.500 pontos do ano de uso ${o.ano_de_uso} entram agora no saldo e vencem em ${o.validade}. O crédito de ${o.inicio_ano} será de 9.500 pontos.`,
    );
    expect(balanceOf(env.sandbox.db, GOLD_ID)).toBe(balance);
    const done = (
      await asJoao('/antecipar', { numero_contrato: GOLD, pontos: 2500, confirmar: true })
    ).body as PointsTransferResult;
    expect(done.saldo_pontos).toBe(balance + 2500);
    expect(done.saldos).toEqual(preview.saldos);

    const over = await asJoao('/antecipar', {
      numero_contrato: GOLD,
      pontos: 3501,
      confirmar: true,
    });
    expect(over.status).toBe(400);
    expect(over.body.erro).toMatch(/no máximo 3\.500 pontos/);

    // The anniversary comes: the year's credit, less what was brought in early.
    clock.advance((yearStart - day() + 1) * DAY);
    await options();
    const lot = movements().filter((m) => fromIso(m.validade) === lotExpiry(yearStart));
    expect(lot.map((m) => [m.tipo, m.pontos])).toEqual([
      ['antecipacao', 2500],
      ['credito_anual', 12000],
      ['antecipacao_abatida', -2500],
    ]);
    expect(ledgerSum(GOLD_ID)).toBe(balanceOf(env.sandbox.db, GOLD_ID));
    // The annual fee fell due on the anniversary and is unpaid: no more until it is paid.
    expect((await options()).antecipar.motivo).toMatch(/em atraso/);
  });
});

describe('who may', () => {
  it('refuses a contract with an amount overdue, with the reason', async () => {
    const o = await options(SILVER);
    expect(o.guardar.motivo).toMatch(/em atraso/);
    expect(o.antecipar.motivo).toMatch(/em atraso/);
    const r = await asJoao('/antecipar', { numero_contrato: SILVER, pontos: 10, confirmar: true });
    expect(r.status).toBe(409);
    expect(r.body.erro).toMatch(/em atraso/);
  });

  it("keeps another member's contract and other users out, and validates the input", async () => {
    const maria = await login(env.sandbox.app, MARIA);
    const asMaria = await api(
      env.sandbox.app,
      '/api/contrato-drvc/pontos/opcoes',
      { numero_contrato: GOLD },
      maria,
    );
    expect(asMaria.status).toBe(403);
    expect((await asJoao('/opcoes', { numero_contrato: 'DRVC-0000-00000' })).status).toBe(404);
    for (const pontos of [0, -5, 1.5, '10a']) {
      const r = await asJoao('/guardar', { numero_contrato: GOLD, pontos, confirmar: false });
      expect(r.status, String(pontos)).toBe(400);
      expect(r.body.erro).toBe('Informe quantos pontos (um número inteiro a partir de 1).');
    }
    const noFlag = await asJoao('/guardar', { numero_contrato: GOLD, pontos: 1 });
    expect(noFlag.status).toBe(400);
  });
});

function toIsoFromWire(wire: string): string {
  const [d, m, y] = wire.split('/');
  return `${y}-${m}-${d}`;
}
