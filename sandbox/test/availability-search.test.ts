import { describe, expect, it } from 'vitest';
import { partsOf, today, toWire } from '../src/shared/calendar';
import { login } from './helpers';
import { find, request, room, rows, search } from './search-helpers';
import { JOAO, expectPrices, openAvailabilitySandbox, plain, sandbox } from './availability-setup';

openAvailabilitySandbox();

describe('availability search: hotels, tokens and the contract variant', () => {
  it('keeps Hotel Roma (5) out of the public search', async () => {
    expect((await search(sandbox.app, request(plain, 1, [room(1)], { id_hotel: 5 }))).body).toEqual(
      [],
    );
    const all = rows(
      (await search(sandbox.app, request(plain, 1, [room(1)], { id_hotel: 0 }))).body,
    );
    const hotels = [...new Set(all.map((r) => r.id_hotel))];
    expect(hotels).toEqual([1, 3, 4, 6, 7, 11, 12, 13, 14, 15, 16, 18, 19]);
  });

  it('accepts no token or a valid one on the public search, refuses an invalid one', async () => {
    const token = await login(sandbox.app);
    expect((await search(sandbox.app, request(plain, 1, [room(1)]), { token })).status).toBe(200);
    const bad = await search(sandbox.app, request(plain, 1, [room(1)]), { token: 'x.y.z' });
    expect(bad).toEqual({
      status: 401,
      body: { erro: 'Token de autorização não encontrado ou inválido' },
    });
  });

  it('prices the club tariff (30 % off) and includes Hotel Roma in the contract search', async () => {
    const token = await login(sandbox.app, JOAO);
    const body = request(plain, 1, [room(2)], { id_hotel: 0, contrato_id: 45701 });
    const { status, body: result } = await search(sandbox.app, body, { token, contract: true });
    expect(status).toBe(200);
    const list = rows(result);
    expect(list.some((r) => r.id_hotel === 5)).toBe(true);
    const suite = find(list, 103)!;
    expectPrices(suite, [640, 710, 810, 920], [448, 497, 567, 644]);
    expect(suite.tarifa).toBe('CLUBE');
    const roma = rows(
      (
        await search(
          sandbox.app,
          { ...body, id_hotel: 5, contrato_id: 58932 },
          { token, contract: true },
        )
      ).body,
    );
    expect(roma.map((r) => r.id_uh)).toEqual([501, 502]);
  });

  it('refuses the contract search without a club token or with a foreign contract', async () => {
    const body = request(plain, 1, [room(2)], { contrato_id: 45701 });
    expect(await search(sandbox.app, body, { contract: true })).toEqual({
      status: 401,
      body: { erro: 'Token de autorização não encontrado ou inválido' },
    });
    const maria = await login(sandbox.app);
    expect(await search(sandbox.app, body, { token: maria, contract: true })).toEqual({
      status: 403,
      body: { erro: 'A pesquisa com contrato é exclusiva para associados do Aurora VIP Club.' },
    });
    const joao = await login(sandbox.app, JOAO);
    sandbox.db
      .prepare(
        `INSERT INTO contracts (contratos_id, numero_contrato, user_id, produto, pontos, status, data_inicio, data_fim)
         VALUES (77777, 'DRVC-2024-07777', 1, 'Aurora VIP Club Silver', 1000, 'ativo', '01/01/2024', '31/12/2034')`,
      )
      .run();
    for (const contrato_id of [77777, 99999]) {
      expect(
        await search(sandbox.app, { ...body, contrato_id }, { token: joao, contract: true }),
      ).toEqual({
        status: 403,
        body: { erro: 'Contrato não encontrado entre os contratos ativos do usuário.' },
      });
    }
    const { contrato_id: _omit, ...noContract } = body;
    expect(await search(sandbox.app, noContract, { token: joao, contract: true })).toEqual({
      status: 400,
      body: { erro: 'Informe o contrato da pesquisa.' },
    });
  });
});

describe('availability search: validation', () => {
  const ok = request(plain, 2, [room(2)]);
  const cases: [string, unknown, string][] = [
    [
      'date format',
      { ...ok, data_chegada: '2026-12-01' },
      'Data de chegada inválida: use o formato dd/MM/aaaa.',
    ],
    [
      'impossible date',
      { ...ok, data_partida: '31/02/2027' },
      'Data de partida inválida: use o formato dd/MM/aaaa.',
    ],
    [
      'missing date',
      { ...ok, data_partida: undefined },
      'Data de partida inválida: use o formato dd/MM/aaaa.',
    ],
    [
      'past arrival',
      { ...ok, data_chegada: toWire(today() - 1) },
      'A data de chegada não pode ser anterior a hoje.',
    ],
    [
      'departure = arrival',
      { ...ok, data_partida: ok.data_chegada },
      'A data de partida deve ser posterior à data de chegada.',
    ],
    [
      'departure < arrival',
      { ...ok, data_partida: toWire(plain - 1) },
      'A data de partida deve ser posterior à data de chegada.',
    ],
    [
      '31 nights',
      { ...ok, data_partida: toWire(plain + 31) },
      'A estadia pode ter no máximo 30 noites.',
    ],
    ['0 rooms', { ...ok, apartamentos: [] }, 'Adicione pelo menos um quarto.'],
    ['rooms not a list', { ...ok, apartamentos: 'x' }, 'Adicione pelo menos um quarto.'],
    [
      '6 rooms',
      { ...ok, apartamentos: Array.from({ length: 6 }, () => room(1)) },
      'Máximo de 5 quartos por reserva.',
    ],
    [
      '0 adults',
      { ...ok, apartamentos: [room(0)] },
      'Quarto 1: é preciso pelo menos 1 adulto por quarto.',
    ],
    [
      '11 adults',
      { ...ok, apartamentos: [room(1), room(11)] },
      'Quarto 2: máximo de 10 adultos por quarto.',
    ],
    [
      '11 adult records',
      { ...ok, apartamentos: [{ ...room(2), qtd_adulto: Array.from({ length: 11 }, () => ({})) }] },
      'Quarto 1: máximo de 10 adultos por quarto.',
    ],
    [
      'adults not a number',
      { ...ok, apartamentos: [{ ...room(2), qtd_adultos: 'dois' }] },
      'Quarto 1: informe o número de adultos.',
    ],
    [
      '5 children',
      { ...ok, apartamentos: [room(2, [1, 2, 3, 4, 5])] },
      'Quarto 1: máximo de 4 crianças por quarto.',
    ],
    [
      'age 14',
      { ...ok, apartamentos: [room(2, [14])] },
      'Quarto 1: a idade de cada criança deve ser um número inteiro de 0 a 13 anos.',
    ],
    [
      'age -1',
      { ...ok, apartamentos: [room(2, ['-1'])] },
      'Quarto 1: a idade de cada criança deve ser um número inteiro de 0 a 13 anos.',
    ],
    [
      'age 2.5',
      { ...ok, apartamentos: [room(2, [2.5])] },
      'Quarto 1: a idade de cada criança deve ser um número inteiro de 0 a 13 anos.',
    ],
    [
      'children without ages',
      { ...ok, apartamentos: [{ ...room(2), qtd_criancas: 2 }] },
      'Quarto 1: informe a idade de cada criança.',
    ],
    ['room not an object', { ...ok, apartamentos: [null] }, 'Quarto 1: dados do quarto inválidos.'],
    ['bad id_hotel', { ...ok, id_hotel: 2 }, 'Hotel inválido.'],
    ['park as hotel', { ...ok, id_hotel: 9 }, 'Hotel inválido.'],
    ['id_hotel text', { ...ok, id_hotel: 'um' }, 'Hotel inválido.'],
    [
      'id_uh of another hotel',
      { ...ok, id_uh: 301 },
      'Tipo de apartamento inválido para este hotel.',
    ],
    ['long coupon', { ...ok, cupom: 'X'.repeat(41) }, 'O cupom deve ter no máximo 40 caracteres.'],
    ['coupon not text', { ...ok, cupom: 10 }, 'Cupom inválido.'],
    ['body is a list', [], 'Dados da pesquisa inválidos.'],
  ];
  it.each(cases)('%s -> 400 with a clear message', async (_name, body, erro) => {
    expect(await search(sandbox.app, body)).toEqual({ status: 400, body: { erro } });
  });

  it('accepts the limits themselves (5 rooms, 10 adults, 4 children aged 0-13, 30 nights)', async () => {
    const body = request(
      plain,
      30,
      [room(10), room(1, [0, 13, 5, 11]), room(1), room(1), room(1)],
      {
        id_hotel: 0,
      },
    );
    const { status, body: result } = await search(sandbox.app, body);
    expect(status).toBe(200);
    expect(rows(result).every((r) => r.qtd_noites === 30 && r.array_tarifa.length === 30)).toBe(
      true,
    );
    expect(rows(result).some((r) => r.quarto === 0)).toBe(false);
    expect(partsOf(plain).weekday).toBe(1);
  });
});
