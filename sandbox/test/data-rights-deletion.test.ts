import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CadastroRequest } from '../../src/api/contract/account';
import type { CategoriasResponse } from '../../src/api/contract/tickets';
import { partsOf, today, toIso, toWire, type Day } from '../src/shared/calendar';
import { api, confirmBody, guests, hold, openStay, testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest } from './payment-helpers';

/** 'Meus dados' (LGPD art. 18 and 19): README "Meus dados". */

const clock = testClock();
let sandbox: TestSandbox;

beforeAll(async () => {
  // One account through more password checks and e-mails than a person makes in an hour:
  // the limits on those are tested in abuse-limits.test.ts.
  sandbox = startSandbox({ SANDBOX_ABUSE_LIMITS: '0' }, { now: clock.now });
});
afterAll(async () => {
  await sandbox.close();
});

/** Carla Menezes, a club client of the seed without a site account (type 14 on registration). */
const CARLA_CPF = '39053344705';
const CARLA_PASSWORD = 'Carla@2026';

function registration(cpf: string, extra: Partial<CadastroRequest> = {}): CadastroRequest {
  return {
    nome: 'Carla Menezes',
    cpf,
    estado: '52',
    data_nascimento: '02/03/1985',
    email: `cliente.${cpf}@exemplo.com.br`,
    usuario: cpf,
    senha: CARLA_PASSWORD,
    logradouro: 'Rua das Palmeiras',
    complemento: 'Casa 2',
    numero: '77',
    bairro: 'Itaguaí',
    id_cidade: '5204508',
    cep: '75690000',
    usuario_tipo_id: 14,
    id_usuario_cm: 1067206,
    telefone: '988776655',
    ddd: '64',
    documento_identidade: '',
    tipo_documento_identidade: '',
    tipo_endereco: 'R',
    ...extra,
  };
}

const loginAs = (usuario: string, senha: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: '/api/autenticacao/login',
    payload: { usuario, senha, token_sistema: 'sandbox-system-token' },
  });

const userRow = (cpf: string) =>
  sandbox.db.prepare('SELECT * FROM users WHERE cpf = ?').get(cpf) as Record<string, unknown>;
const requestsOf = (userId: number) =>
  sandbox.db
    .prepare('SELECT tipo, descricao FROM data_requests WHERE user_id = ? ORDER BY id')
    .all(userId) as { tipo: string; descricao: string }[];
const mailsTo = (email: string) =>
  sandbox.db
    .prepare('SELECT assunto, texto FROM mail_outbox WHERE para_email = ? ORDER BY id')
    .all(email) as { assunto: string; texto: string }[];

let carla: string;
let carlaId: number;
let carlaEmail: string;
let stay: { numero: string; identificador: string; id: number };

/** Carla registers, asks for a password link, books one room and pays it by card. */
beforeAll(async () => {
  const created = await api(
    sandbox.app,
    '/api/usuario/cadastrar',
    registration(CARLA_CPF, { consentimento_email_marketing: true }),
  );
  expect(created.status).toBe(200);
  carlaId = created.body.id as number;
  carlaEmail = `cliente.${CARLA_CPF}@exemplo.com.br`;
  carla = await login(sandbox.app, { ...MARIA, usuario: CARLA_CPF, senha: CARLA_PASSWORD });
  expect(
    (await api(sandbox.app, '/api/usuario/recuperar-senha', { usuario: CARLA_CPF })).status,
  ).toBe(200);

  const dates = openStay(3, 2);
  const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...dates }, carla);
  const hospedes = guests(2, [], 'Carla');
  hospedes[0] = { ...hospedes[0]!, email: carlaEmail, numero_documento: CARLA_CPF };
  const confirmed = await api(sandbox.app, '/api/reserva', confirmBody(held, hospedes), carla);
  expect(confirmed.status).toBe(200);
  const total = (
    sandbox.db
      .prepare('SELECT valor_total_centavos AS v FROM reservations WHERE id_reservas_front = ?')
      .get(held.id_reservas_front) as { v: number }
  ).v;
  const choice = await api(
    sandbox.app,
    '/api/transacao/reserva',
    {
      reserva_id: held.id_reservas_front,
      referencia: held.identificador,
      status: 1,
      valor: (total / 100).toFixed(2),
      forma_pagamento_id: 1,
    },
    carla,
  );
  expect(choice.status).toBe(200);
  const pem = (await gateway('/public_key/1')).body.mensagem as string;
  const paid = await gateway('/pagar/1', await cardPaymentRequest(pem, held.identificador, total));
  expect(paid.body.status).toBe('aprovado');
  stay = {
    numero: confirmed.body.numero_reserva as string,
    identificador: held.identificador,
    id: held.id_reservas_front,
  };

  // She buys park tickets (left unpaid) and asks for a week deposit with her contract.
  const visit = saturdayFrom(20);
  const day = await sandbox.app.inject({
    method: 'POST',
    url: '/tickets/pos/categorias',
    payload: { data_visita: toIso(visit) },
    headers: { authorization: 'Bearer sandbox-tickets-token', 'x-usuario-token': carla },
  });
  const adult = (day.json() as CategoriasResponse).categorias.find((c) => c.cti_id === 1)!;
  const bought = await sandbox.app.inject({
    method: 'POST',
    url: '/tickets/pos/voucher/add',
    payload: {
      data: toIso(visit),
      valor_total: adult.cti_valor,
      observacao: '',
      ingressos: [{ cti_id: 1, qtd: 1, valor_unitario: adult.cti_valor }],
      pessoa_id: carlaId,
    },
    headers: { authorization: 'Bearer sandbox-tickets-token', 'x-usuario-token': carla },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const deposit = await api(
    sandbox.app,
    '/api/deposito-semana/solicitar',
    {
      numero_contrato: 'DRVC-2024-00612',
      empreendimento_id: 2,
      br: 'S',
      inicio: toWire(saturdayFrom(60)),
    },
    carla,
  );
  expect(deposit.status).toBe(200);
  expect((await api(sandbox.app, '/api/contrato-drvc/termos/enviar', {}, carla)).status).toBe(200);
});

function saturdayFrom(days: number): Day {
  let d = today(new Date(clock.now())) + days;
  while (partsOf(d).weekday !== 6) d++;
  return d;
}

async function gateway(url: string, payload: unknown = {}) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/payments${url}`,
    payload: payload as Record<string, unknown>,
    headers: { authorization: 'Bearer sandbox-payments-token' },
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

describe('marketing consents', () => {
  it('changes each one separately, dating only the one that changed', async () => {
    const before = userRow(CARLA_CPF);
    clock.advance(60_000);
    const mails = mailsTo(carlaEmail).length;
    const r = await api(
      sandbox.app,
      '/api/usuario/consentimentos',
      { senha: CARLA_PASSWORD, email_marketing: true, whatsapp_marketing: true },
      carla,
    );
    expect(r.status).toBe(200);
    expect(r.body.consentimentos).toEqual({
      email_marketing: { concedido: true, atualizado_em: before.consentimento_email_marketing_em },
      whatsapp_marketing: { concedido: true, atualizado_em: new Date(clock.now()).toISOString() },
    });
    const summary = await api(sandbox.app, '/api/usuario/meus-dados/resumo', {}, carla);
    expect(summary.body.consentimentos).toEqual(r.body.consentimentos);
    expect(summary.body.solicitacoes[0]).toMatchObject({
      tipo: 'consentimento',
      descricao: 'Comunicações de marketing: e-mail concedido, WhatsApp concedido',
    });
    expect(
      mailsTo(carlaEmail)
        .slice(mails)
        .map((m) => m.assunto),
    ).toEqual(['Recebemos sua solicitação: preferências de marketing']);

    const revoked = await api(
      sandbox.app,
      '/api/usuario/consentimentos',
      { senha: CARLA_PASSWORD, email_marketing: false, whatsapp_marketing: true },
      carla,
    );
    expect(revoked.body.consentimentos.email_marketing.concedido).toBe(false);
    expect(revoked.body.consentimentos.whatsapp_marketing.concedido).toBe(true);
  });

  it('refuses a missing or non-boolean choice without saving', async () => {
    const before = requestsOf(carlaId).length;
    for (const body of [
      { email_marketing: true },
      { email_marketing: 'nao', whatsapp_marketing: false },
    ]) {
      const r = await api(
        sandbox.app,
        '/api/usuario/consentimentos',
        { senha: CARLA_PASSWORD, ...body },
        carla,
      );
      expect(r.status).toBe(400);
      expect(r.body.erro).toEqual(expect.any(String));
    }
    expect(requestsOf(carlaId)).toHaveLength(before);
  });
});

describe('deletion', () => {
  it('is refused while a stay is not over, naming it, with nothing changed', async () => {
    const summary = await api(sandbox.app, '/api/usuario/meus-dados/resumo', {}, carla);
    expect(
      summary.body.reservas_futuras.map((x: { numero_reserva: string }) => x.numero_reserva),
    ).toEqual([stay.numero]);
    const before = requestsOf(carlaId).length;
    const r = await api(sandbox.app, '/api/usuario/exclusao', { senha: CARLA_PASSWORD }, carla);
    expect(r.status).toBe(409);
    expect(r.body.erro).toContain(stay.numero);
    expect(r.body.erro).toMatch(/Cancele-as em Minhas reservas ou mantenha a conta/);
    expect(userRow(CARLA_CPF)).toMatchObject({ nome: 'Carla Menezes', excluido_em: null });
    expect(requestsOf(carlaId)).toHaveLength(before);
    expect((await api(sandbox.app, '/api/usuario/dados', {}, carla)).status).toBe(200);
  });

  it('anonymises the account, refuses its login and keeps the fiscal records', async () => {
    // The stay is over (two nights from three days ahead).
    clock.advance(7 * 86_400_000);
    const mails = mailsTo(carlaEmail).length;
    const r = await api(sandbox.app, '/api/usuario/exclusao', { senha: CARLA_PASSWORD }, carla);
    expect(r.status).toBe(200);
    expect(r.body.mantidos).toMatch(/registros fiscais .* art\. 16/);

    // Login refused with the same message as wrong credentials; the old token is dead.
    const again = await loginAs(CARLA_CPF, CARLA_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ erro: 'Usuário e senha incorretos.' });
    expect((await api(sandbox.app, '/api/usuario/dados', {}, carla)).status).toBe(401);
    expect((await api(sandbox.app, '/api/usuario/verifica', { usuario: CARLA_CPF })).body).toEqual({
      existe: false,
    });
    expect(
      (await api(sandbox.app, '/api/usuario/recuperar-senha', { usuario: CARLA_CPF })).status,
    ).toBe(404);

    // No personal data left on the account, its guests or its payments.
    const user = sandbox.db.prepare('SELECT * FROM users WHERE id = ?').get(carlaId) as Record<
      string,
      unknown
    >;
    expect(user).toMatchObject({
      nome: 'Titular excluído',
      email: '',
      telefones: '[]',
      datanasc: '',
      logradouro: '',
      complemento: '',
      cep: '',
      password_hash: '',
      consentimento_email_marketing: 0,
    });
    expect(user.cpf).not.toContain(CARLA_CPF);
    expect(user.excluido_em).toEqual(expect.any(String));
    const dump = JSON.stringify([
      sandbox.db.prepare('SELECT * FROM reservation_guests WHERE reservation_id = ?').all(stay.id),
      sandbox.db
        .prepare('SELECT * FROM payment_transactions WHERE referencia = ?')
        .all(stay.identificador),
      sandbox.db.prepare('SELECT * FROM users WHERE id = ?').all(carlaId),
    ]);
    for (const personal of [CARLA_CPF, carlaEmail, 'Carla', 'Palmeiras', '988776655']) {
      expect(dump).not.toContain(personal);
    }
    expect(
      sandbox.db
        .prepare('SELECT COUNT(*) AS n FROM password_resets WHERE user_id = ?')
        .get(carlaId),
    ).toEqual({ n: 0 });

    // Fiscal records of the paid stay: the reservation and the payment are kept.
    expect(
      sandbox.db
        .prepare(
          'SELECT numero_reserva, status_id, valor_total_centavos > 0 AS valor FROM reservations WHERE id_reservas_front = ?',
        )
        .get(stay.id),
    ).toEqual({ numero_reserva: stay.numero, status_id: 2, valor: 1 });
    expect(
      sandbox.db
        .prepare(
          'SELECT status, valor_centavos > 0 AS valor FROM payment_transactions WHERE referencia = ?',
        )
        .all(stay.identificador),
    ).toEqual([{ status: 'aprovado', valor: 1 }]);

    // The request is recorded, and its receipt went to the address the account had.
    expect(requestsOf(carlaId).at(-1)).toEqual({
      tipo: 'exclusao',
      descricao: 'Exclusão da conta: dados pessoais anonimizados',
    });
    const receipt = mailsTo(carlaEmail).slice(mails);
    expect(receipt.map((m) => m.assunto)).toEqual(['Recebemos sua solicitação: exclusão da conta']);
    expect(receipt[0]!.texto).toMatch(/registros fiscais/);

    // The CPF is free again: the person may open a new account.
    const fresh = await api(sandbox.app, '/api/usuario/cadastrar', registration(CARLA_CPF));
    expect(fresh.status).toBe(200);
    expect(fresh.body.id).not.toBe(carlaId);
  });
});
