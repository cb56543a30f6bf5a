import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIso } from '../src/shared/calendar';
import { freeUnits } from '../src/booking/reservations';
import {
  api,
  confirmBody,
  groupId,
  guests,
  hold,
  holdBody,
  openStay,
  testClock,
  VISITOR,
} from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

const clock = testClock();
let sandbox: TestSandbox;
let maria: string;
let joao: string;
beforeAll(async () => {
  sandbox = startSandbox({}, { now: clock.now });
  maria = await login(sandbox.app, MARIA);
  joao = await login(sandbox.app, { ...MARIA, usuario: '11144477735' });
});
afterAll(async () => {
  await sandbox.close();
});

const status = (id: number) =>
  (
    sandbox.db
      .prepare('SELECT status_id FROM reservations WHERE id_reservas_front = ?')
      .get(id) as { status_id: number }
  ).status_id;

async function tempUser(body = VISITOR): Promise<string> {
  const r = await api(sandbox.app, '/api/usuario/pre-reserva', body);
  expect(r.status).toBe(200);
  return r.body.token_jwt as string;
}

describe('holds (pre-reservations)', () => {
  it('holds one unit for 30 minutes at the server price, anonymously', async () => {
    const stay = openStay(40);
    const before = freeUnits(sandbox.db, 102, stay.arrival, stay.departure);
    const held = await hold(sandbox.app, { hotel: 1, uh: 102, ...stay, ages: [12, 5] });
    expect(held).toMatchObject({ id_hotel: 1, id_uh: 102, sistema_id: '1', cod_pensao: 'cafe' });
    expect(held.numero_reserva).toMatch(/^AUR-\d{4}-\d{6}$/);
    // 30 minutes, stored in whole seconds (rounded up).
    const holdMs = Date.parse(held.expira_em) - Date.parse(held.criacao);
    expect(holdMs).toBeGreaterThanOrEqual(30 * 60 * 1000);
    expect(holdMs).toBeLessThan(30 * 60 * 1000 + 1000);
    expect(held.qtd_criancas_pagantes).toBe(1);
    expect(freeUnits(sandbox.db, 102, stay.arrival, stay.departure)).toBe(before - 1);
    expect(status(held.id_reservas_front)).toBe(1);
  });

  it('rejects bad input with 400 and never trusts the client price', async () => {
    const stay = openStay(41);
    const body = await holdBody(sandbox.app, { hotel: 1, uh: 101, ...stay });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ valor_diaria_media: body.valor_diaria_media - 0.02 }, /não confere/],
      [{ valor_diaria_media: 0 }, /diária média inválido/],
      [{ id_uh: 301 }, /Tipo de apartamento/],
      [{ identificador: '1-short' }, /Identificador/],
      // product-rules §10: a group is one hotel, named by its identificador.
      [{ identificador: `3-${'x'.repeat(20)}` }, /um só hotel/],
      [{ cod_pensao: 'all' }, /pensão/],
      [{ qtd_adultos: 4 }, /não comporta/],
      [{ idades_criancas: ['5'] }, /idade/],
      [{ data_partida: body.data_chegada }, /posterior/],
      [{ sistema_id: '2' }, /sistema_id/],
      [{ contrato_id: 45701 }, /contrato/],
      [{ id_hotel: 5, identificador: `5-${'x'.repeat(20)}` }, /Tipo de apartamento|exclusivo/],
    ];
    for (const [patch, message] of cases) {
      const r = await api(sandbox.app, '/api/reserva/v2/pre-reserva', { ...body, ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.erro).toMatch(message);
    }
    for (const junk of [[], { apartamentos: 3 }, { ...body, qtd_adultos: 'dois' }]) {
      const r = await api(sandbox.app, '/api/reserva/v2/pre-reserva', junk);
      expect(r.status).toBe(400);
    }
    // Within a cent is accepted.
    const ok = await api(sandbox.app, '/api/reserva/v2/pre-reserva', {
      ...body,
      valor_diaria_media: body.valor_diaria_media + 0.01,
    });
    expect(ok.status).toBe(200);
  });

  it('the contract variant needs a club member and one of their contracts', async () => {
    const stay = openStay(42);
    const spec = { hotel: 5, uh: 502, ...stay, contrato: 45701 };
    const body = await holdBody(sandbox.app, spec, joao);
    expect((await api(sandbox.app, '/api/reserva/pre-reserva', body)).status).toBe(401);
    expect((await api(sandbox.app, '/api/reserva/pre-reserva', body, maria)).status).toBe(403);
    const foreign = await api(
      sandbox.app,
      '/api/reserva/pre-reserva',
      { ...body, contrato_id: 61207 },
      joao,
    );
    expect(foreign.status).toBe(403);
    const ok = await api(sandbox.app, '/api/reserva/pre-reserva', body, joao);
    expect(ok.status).toBe(200);
    const row = sandbox.db
      .prepare('SELECT user_id, contrato_id, tarifa FROM reservations WHERE id_reservas_front = ?')
      .get(ok.body.id_reservas_front);
    expect(row).toEqual({ user_id: 2, contrato_id: 45701, tarifa: 'CLUBE' });
  });

  it('expires after 30 minutes (injected clock) and gives the unit back', async () => {
    const stay = openStay(43);
    const before = freeUnits(sandbox.db, 103, stay.arrival, stay.departure);
    const held = await hold(sandbox.app, { hotel: 1, uh: 103, ...stay });
    expect(freeUnits(sandbox.db, 103, stay.arrival, stay.departure)).toBe(before - 1);
    clock.advance(29 * 60 * 1000);
    await api(sandbox.app, '/api/formulario/hoteis', {});
    expect(status(held.id_reservas_front)).toBe(1);
    clock.advance(2 * 60 * 1000);
    // Any API request sweeps first.
    await api(sandbox.app, '/api/formulario/hoteis', {});
    expect(status(held.id_reservas_front)).toBe(6);
    expect(freeUnits(sandbox.db, 103, stay.arrival, stay.departure)).toBe(before);

    // Confirming the expired hold: 410.
    const token = await tempUser();
    const r = await api(sandbox.app, '/api/reserva', confirmBody(held, guests(2)), token);
    expect(r.status).toBe(410);
    expect(r.body).toEqual({ erro: 'O tempo para concluir esta reserva expirou.' });
  });
});

describe('concurrency', () => {
  it('30 parallel holds over real HTTP for the last free unit: exactly one wins', async () => {
    const stay = openStay(60, 3);
    const db = sandbox.db;
    db.prepare(
      'UPDATE room_nights SET reservados = allotment - 1 WHERE room_type_id = 101 AND data >= ? AND data < ?',
    ).run(toIso(stay.arrival), toIso(stay.departure));
    expect(freeUnits(db, 101, stay.arrival, stay.departure)).toBe(1);
    const body = await holdBody(sandbox.app, { hotel: 1, uh: 101, ...stay });
    await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = sandbox.app.server.address() as AddressInfo;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/api/reserva/v2/pre-reserva`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, identificador: groupId(1) + i }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { erro?: string } })),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    expect(results.find((r) => r.status === 409)?.body).toEqual({
      erro: 'Este quarto acabou de esgotar para estas datas. Escolha outro quarto.',
    });
    const nights = db
      .prepare(
        'SELECT allotment, reservados FROM room_nights WHERE room_type_id = 101 AND data >= ? AND data < ?',
      )
      .all(toIso(stay.arrival), toIso(stay.departure)) as {
      allotment: number;
      reservados: number;
    }[];
    for (const n of nights) expect(n.reservados).toBe(n.allotment);
    expect(freeUnits(db, 101, stay.arrival, stay.departure)).toBe(0);
  });
});

describe('temporary user', () => {
  it('creates a temporary type 6 user, reused for the same CPF', async () => {
    const token = await tempUser();
    const verifica = await api(sandbox.app, '/api/autenticacao/verifica', {}, token);
    expect(verifica.status).toBe(200);
    expect(verifica.body.temporario).toBe(true);
    expect(verifica.body.usuario).toMatchObject({ usuario_tipo_id: 6, cpf: '390.533.447-05' });
    const again = await tempUser({ ...VISITOR, nome: 'Paula R.' });
    const second = await api(sandbox.app, '/api/autenticacao/verifica', {}, again);
    expect(second.body.usuario.id).toBe(verifica.body.usuario.id);
    expect(second.body.usuario.nome).toBe('Paula R.');
    // Still not an account.
    const exists = await api(sandbox.app, '/api/usuario/verifica', { usuario: VISITOR.cpf });
    expect(exists.body).toEqual({ existe: false });
  });

  it("a registered CPF gets a separate temporary user, never the account's token", async () => {
    const token = await tempUser({ ...VISITOR, cpf: MARIA.usuario });
    const verifica = await api(sandbox.app, '/api/autenticacao/verifica', {}, token);
    expect(verifica.body.temporario).toBe(true);
    expect(verifica.body.usuario.id).not.toBe(1);
    expect(verifica.body.usuario.cpf).toBe('529.982.247-25');
  });

  it('validates CPF, e-mail, name and phone', async () => {
    for (const patch of [
      { cpf: '12345678900' },
      { cpf: '11111111111' },
      { email: 'nope' },
      { nome: '' },
      { telefone: '123' },
      { cpf: 5 },
    ]) {
      const r = await api(sandbox.app, '/api/usuario/pre-reserva', { ...VISITOR, ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
    }
  });
});

describe('confirmation', () => {
  it('confirms a held room for a temporary user, idempotently', async () => {
    const stay = openStay(44);
    const held = await hold(sandbox.app, { hotel: 1, uh: 102, ...stay, ages: [12] });
    const token = await tempUser();
    const body = confirmBody(held, guests(2, [12]));
    const first = await api(sandbox.app, '/api/reserva', body, token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      numero_reserva: held.numero_reserva,
      id_reservas_front: held.id_reservas_front,
      reserva_id: held.id_reservas_front,
    });
    const second = await api(sandbox.app, '/api/reserva', body, token);
    expect(second).toEqual(first);
    const count = sandbox.db
      .prepare('SELECT COUNT(*) AS n FROM reservation_guests WHERE reservation_id = ?')
      .get(held.id_reservas_front) as { n: number };
    expect(count.n).toBe(3);
    // Stays held until paid; now the temp user's reservation.
    expect(status(held.id_reservas_front)).toBe(1);
    const report = await api(sandbox.app, '/api/relatorio/reservas', {}, token);
    expect(report.body.map((r: { numero_reserva: string }) => r.numero_reserva)).toContain(
      held.numero_reserva,
    );
    // Another user cannot confirm it (404, as if it did not exist).
    expect((await api(sandbox.app, '/api/reserva', body, maria)).status).toBe(404);
  });

  it('validates the confirmation payload', async () => {
    const stay = openStay(45);
    const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...stay });
    const base = confirmBody(held, guests(2));
    const cpfGuest = guests(2);
    cpfGuest[0] = { ...cpfGuest[0]!, numero_documento: '529.982.247-26' };
    const cases: [Record<string, unknown>, number][] = [
      [{ status_reserva: 1 }, 400],
      [{ politica_aceita: false }, 400],
      [{ politica_aceita: 'true' }, 400],
      [{ observacoes: 'x' }, 400],
      [{ id_hotel: '3' }, 400],
      [{ identificador: groupId(1) }, 400],
      [{ forma_pagamento_id: 3 }, 400],
      [{ forma_pagamento_id: 7 }, 400],
      [{ hospede: guests(1) }, 400],
      [{ hospede: guests(2, [4]) }, 400],
      [{ hospede: guests(2).map((g) => ({ ...g, principal: false })) }, 400],
      [{ hospede: cpfGuest }, 400],
      [{ hospede: 'x' }, 400],
      [{ valor_diaria_media: 'abc' }, 400],
      [{ id_reservas_front: 999999 }, 404],
    ];
    for (const [patch, code] of cases) {
      const r = await api(sandbox.app, '/api/reserva', { ...base, ...patch }, maria);
      expect(r.status, JSON.stringify(patch)).toBe(code);
      expect(typeof r.body.erro).toBe('string');
    }
    expect((await api(sandbox.app, '/api/reserva', base)).status).toBe(401);
    // João may pay by boleto.
    const joaoHold = await hold(sandbox.app, { hotel: 1, uh: 102, ...openStay(46) });
    const ok = await api(sandbox.app, '/api/reserva', confirmBody(joaoHold, guests(2), 3), joao);
    expect(ok.status).toBe(200);
  });

  it('the test trigger fails a confirmation, and the group rolls back by cancelling', async () => {
    const stay = openStay(47);
    const identificador = groupId(1);
    const a = await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, identificador });
    const b = await hold(sandbox.app, { hotel: 1, uh: 102, ...stay, identificador });
    const before101 = freeUnits(sandbox.db, 101, stay.arrival, stay.departure);
    const token = await tempUser();
    expect((await api(sandbox.app, '/api/reserva', confirmBody(a, guests(2)), token)).status).toBe(
      200,
    );
    const failed = await api(
      sandbox.app,
      '/api/reserva',
      confirmBody(b, guests(2, [], 'FALHA')),
      token,
    );
    expect(failed.status).toBe(422);
    expect(failed.body).toEqual({ erro: 'Não foi possível confirmar a reserva.' });
    const cancel = await api(
      sandbox.app,
      '/api/reserva/cancelar',
      {
        id_reservas_front: a.id_reservas_front,
        observacoes: 'Uma ou mais reservas desse grupo não foram concluídas!',
      },
      token,
    );
    expect(cancel.status).toBe(200);
    expect(status(a.id_reservas_front)).toBe(3);
    expect(freeUnits(sandbox.db, 101, stay.arrival, stay.departure)).toBe(before101 + 1);
    const obs = sandbox.db
      .prepare('SELECT observacoes FROM reservations WHERE id_reservas_front = ?')
      .get(a.id_reservas_front) as { observacoes: string };
    expect(obs.observacoes).toBe('Uma ou mais reservas desse grupo não foram concluídas!');
    // The contract variant of cancel works for the club member too.
    const stay2 = openStay(48);
    const c = await hold(sandbox.app, { hotel: 5, uh: 502, ...stay2, contrato: 45701 }, joao);
    const drvc = await api(
      sandbox.app,
      '/api/reserva-drvc',
      { ...confirmBody(c, guests(2)), contrato_id: 45701 },
      joao,
    );
    expect(drvc.status).toBe(200);
    const cancelDrvc = await api(
      sandbox.app,
      '/api/reserva-drvc/cancelar',
      {
        id_reservas_front: c.id_reservas_front,
        observacoes: 'Uma ou mais reservas desse grupo não foram concluídas!',
      },
      joao,
    );
    expect(cancelDrvc.status).toBe(200);
  });
});

describe('payment choice', () => {
  it('records the choice after validating it', async () => {
    const stay = openStay(49);
    const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...stay });
    const total = (
      sandbox.db
        .prepare('SELECT valor_total_centavos AS v FROM reservations WHERE id_reservas_front = ?')
        .get(held.id_reservas_front) as { v: number }
    ).v;
    const body = {
      reserva_id: held.id_reservas_front,
      referencia: held.identificador,
      status: 1,
      valor: (total / 100).toFixed(2),
      forma_pagamento_id: 9,
    };
    // Not confirmed yet: 404 for Maria (not hers), then confirm and choose.
    expect((await api(sandbox.app, '/api/transacao/reserva', body, maria)).status).toBe(404);
    expect(
      (await api(sandbox.app, '/api/reserva', confirmBody(held, guests(2)), maria)).status,
    ).toBe(200);
    for (const patch of [
      { status: 2 },
      { valor: ((total + 5) / 100).toFixed(2) },
      { valor: 12.5 },
      { valor: 'doze' },
      { forma_pagamento_id: 3 },
      { referencia: groupId(1) },
    ]) {
      const r = await api(sandbox.app, '/api/transacao/reserva', { ...body, ...patch }, maria);
      expect(r.status, JSON.stringify(patch)).toBe(400);
    }
    const ok = await api(sandbox.app, '/api/transacao/reserva', body, maria);
    expect(ok.status).toBe(200);
    expect(ok.body.forma_pagamento_id).toBe(9);
    const choice = sandbox.db
      .prepare(
        'SELECT valor_centavos, forma_pagamento_id FROM payment_choices WHERE reservation_id = ?',
      )
      .get(held.id_reservas_front);
    expect(choice).toEqual({ valor_centavos: total, forma_pagamento_id: 9 });

    // A repeat (the client retries one whose answer was lost) answers the same and keeps one row.
    const again = await api(sandbox.app, '/api/transacao/reserva', body, maria);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(ok.body);
    const rows = sandbox.db
      .prepare('SELECT COUNT(*) AS n FROM payment_choices WHERE reservation_id = ?')
      .get(held.id_reservas_front) as { n: number };
    expect(rows.n).toBe(1);
  });
});
