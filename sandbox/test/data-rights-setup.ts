import { sendArrivalOffers } from '../src/flows/add-ons/arrival-offers';
import { sendReviewInvitations } from '../src/reviews/invitations';
import { sendRecoveryMails } from '../src/booking/recovery/send-recovery-mails';
import { afterAll, beforeAll, expect } from 'vitest';
import { closeWaitlistRequest, insertWaitlistRequest } from '../src/repositories/deposit-waitlist';
import { closeBookingRequest, insertBookingRequest } from '../src/repositories/booking-waitlist';
import type { CadastroRequest } from '../../src/api/contract/account';
import type { CategoriasResponse } from '../../src/api/contract/tickets';
import { partsOf, today, toIso, toWire, type Day } from '../src/shared/calendar';
import {
  api,
  confirmBody,
  guests,
  hold,
  insertPastStay,
  openStay,
  testClock,
} from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest } from './payment-helpers';

/**
 * The data-rights tests' env.sandbox (README "Meus dados"): abuse limits off, as one account here
 * makes more password checks and e-mails than a person does in an hour (abuse-limits.test.ts
 * tests those), and Carla's data: an account, a paid env.stay, unpaid tickets, a week deposit asked
 * for and the club terms' link. A test file calls openDataRightsSandbox() once, at its top.
 */

export const env = {} as {
  sandbox: TestSandbox;
  maria: string;
  carla: string;
  carlaId: number;
  carlaEmail: string;
  stay: { numero: string; identificador: string; id: number };
};

export function openDataRightsSandbox(): void {
  beforeAll(async () => {
    // One account through more password checks and e-mails than a person makes in an hour:
    // the limits on those are tested in abuse-limits.test.ts.
    env.sandbox = startSandbox({ SANDBOX_ABUSE_LIMITS: '0' }, { now: clock.now });
    env.maria = await login(env.sandbox.app, MARIA);
  });
  afterAll(async () => {
    await env.sandbox.close();
  });
  /** Carla registers, asks for a password link, books one room and pays it by card. */
  beforeAll(async () => {
    const created = await api(
      env.sandbox.app,
      '/api/usuario/cadastrar',
      registration(CARLA_CPF, { consentimento_email_marketing: true }),
    );
    expect(created.status).toBe(200);
    env.carlaId = created.body.id as number;
    env.carlaEmail = `cliente.${CARLA_CPF}@exemplo.com.br`;
    env.carla = await login(env.sandbox.app, {
      ...MARIA,
      usuario: CARLA_CPF,
      senha: CARLA_PASSWORD,
    });
    expect(
      (await api(env.sandbox.app, '/api/usuario/recuperar-senha', { usuario: CARLA_CPF })).status,
    ).toBe(200);

    const dates = openStay(3, 2);
    const held = await hold(env.sandbox.app, { hotel: 1, uh: 101, ...dates }, env.carla);
    const hospedes = guests(2, [], 'Carla');
    hospedes[0] = { ...hospedes[0]!, email: env.carlaEmail, numero_documento: CARLA_CPF };
    const confirmed = await api(
      env.sandbox.app,
      '/api/reserva',
      confirmBody(held, hospedes),
      env.carla,
    );
    expect(confirmed.status).toBe(200);
    const total = (
      env.sandbox.db
        .prepare('SELECT valor_total_centavos AS v FROM reservations WHERE id_reservas_front = ?')
        .get(held.id_reservas_front) as { v: number }
    ).v;
    const choice = await api(
      env.sandbox.app,
      '/api/transacao/reserva',
      {
        reserva_id: held.id_reservas_front,
        referencia: held.identificador,
        status: 1,
        valor: (total / 100).toFixed(2),
        forma_pagamento_id: 1,
      },
      env.carla,
    );
    expect(choice.status).toBe(200);
    const pem = (await gateway('/public_key/1')).body.mensagem as string;
    const paid = await gateway(
      '/pagar/1',
      await cardPaymentRequest(pem, held.identificador, total),
    );
    expect(paid.body.status).toBe('aprovado');
    // Her stay arrives in 3 days: its pre-arrival e-mail goes now, not at a sweep in the middle
    // of a test that counts her e-mails.
    sendArrivalOffers(env.sandbox.db, clock.now(), {
      siteUrl: 'http://localhost:5173',
      daysBefore: 7,
    });
    env.stay = {
      numero: confirmed.body.numero_reserva as string,
      identificador: held.identificador,
      id: held.id_reservas_front,
    };

    // She buys park tickets (left unpaid) and asks for a week deposit with her contract.
    // Not the seed's sold-out Saturday (the first one at least 14 days ahead, src/seed/tickets.ts):
    // from 20 days, on a Sunday, that was the same day.
    const visit = saturdayFrom(21);
    const day = await env.sandbox.app.inject({
      method: 'POST',
      url: '/tickets/pos/categorias',
      payload: { data_visita: toIso(visit) },
      headers: { authorization: 'Bearer sandbox-tickets-token', 'x-usuario-token': env.carla },
    });
    const adult = (day.json() as CategoriasResponse).categorias.find((c) => c.cti_id === 1)!;
    const bought = await env.sandbox.app.inject({
      method: 'POST',
      url: '/tickets/pos/voucher/add',
      payload: {
        data: toIso(visit),
        valor_total: adult.cti_valor,
        observacao: '',
        ingressos: [{ cti_id: 1, qtd: 1, valor_unitario: adult.cti_valor }],
        pessoa_id: env.carlaId,
      },
      headers: { authorization: 'Bearer sandbox-tickets-token', 'x-usuario-token': env.carla },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const deposit = await api(
      env.sandbox.app,
      '/api/deposito-semana/solicitar',
      {
        numero_contrato: 'DRVC-2024-00612',
        empreendimento_id: 2,
        br: 'S',
        inicio: toWire(saturdayFrom(60)),
      },
      env.carla,
    );
    expect(deposit.status).toBe(200);
    // And waited for another week, then gave up (set here directly: a request needs a full
    // week, and an active one for a week with a unit free would be served at once).
    const contract = env.sandbox.db
      .prepare("SELECT contratos_id FROM contracts WHERE numero_contrato = 'DRVC-2024-00612'")
      .get() as { contratos_id: number };
    const waited = insertWaitlistRequest(env.sandbox.db, {
      contratos_id: contract.contratos_id,
      user_id: env.carlaId,
      resort_id: 2,
      br: 'S',
      inicio: toIso(saturdayFrom(67)),
      criado_em: clock.now(),
      expira_em: toIso(saturdayFrom(67) - 30),
    });
    closeWaitlistRequest(env.sandbox.db, waited.id, 'cancelado', clock.now());
    // And waited for a room with her contract, naming her guests, then gave up too.
    const stay = insertBookingRequest(env.sandbox.db, {
      contratos_id: contract.contratos_id,
      user_id: env.carlaId,
      room_type_id: 102,
      pensao: 'cafe',
      chegada: toIso(saturdayFrom(74)),
      noites: 2,
      flex_dias: 0,
      adultos: 2,
      idades_criancas: '[]',
      hospedes: JSON.stringify(guests(2, [], 'Carla')),
      criado_em: clock.now(),
      expira_em: toIso(saturdayFrom(74) - 1),
    });
    closeBookingRequest(env.sandbox.db, stay.id, 'cancelado', clock.now());
    expect(
      (await api(env.sandbox.app, '/api/contrato-drvc/termos/enviar', {}, env.carla)).status,
    ).toBe(200);

    // A booking she left unfinished: its hold expires and, an hour later, the recovery e-mail
    // goes (issue 30). And a group she was named for at a guests step, as a visitor before her
    // registration completed that same user (set here directly).
    const left = await hold(env.sandbox.app, { hotel: 1, uh: 102, ...openStay(30, 2) }, env.carla);
    clock.advance(92 * 60_000);
    await api(env.sandbox.app, '/api/formulario/hoteis', {});
    sendRecoveryMails(env.sandbox.db, clock.now(), {
      siteUrl: env.sandbox.config.siteUrl,
      delayMinutes: 60,
    });
    env.sandbox.db
      .prepare('INSERT INTO group_contacts (identificador, user_id, criado_em) VALUES (?, ?, ?)')
      .run(left.identificador, env.carlaId, clock.now());

    // A stay of hers that ended yesterday, its review invitation, and her review (issue 53).
    // Set here directly: no confirmation or payment choice of hers is recorded for it.
    insertPastStay(env.sandbox.db, {
      userId: env.carlaId,
      endedDaysAgo: 1,
      nights: 2,
      paid: false,
    });
    sendReviewInvitations(env.sandbox.db, clock.now(), {
      siteUrl: env.sandbox.config.siteUrl,
      daysAfter: 1,
      validDays: 30,
    });
    const invitation = mailsTo(env.carlaEmail).find((m) => m.assunto.startsWith('Como foi'));
    const reviewToken = /\/avaliar\/([A-Za-z0-9_-]{43})/.exec(invitation?.texto ?? '')?.[1];
    const reviewed = await api(env.sandbox.app, '/api/avaliacoes', {
      token: reviewToken,
      nota: 8,
      notas: { quartos: 8, limpeza: 8, atendimento: 9, lazer: 7 },
      titulo: 'Boa estadia em família',
      texto: 'O quarto era confortável e as piscinas estavam quentes, voltaremos com certeza.',
      tipo_viajante: 'familia',
    });
    expect(reviewed.status).toBe(200);
  });
}

export const clock = testClock();

/** Carla Menezes, a club client of the seed without a site account (type 14 on registration). */
export const CARLA_CPF = '39053344705';
export const CARLA_PASSWORD = 'Carla@2026';

export function registration(cpf: string, extra: Partial<CadastroRequest> = {}): CadastroRequest {
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

export const userRow = (cpf: string) =>
  env.sandbox.db.prepare('SELECT * FROM users WHERE cpf = ?').get(cpf) as Record<string, unknown>;
export const requestsOf = (userId: number) =>
  env.sandbox.db
    .prepare('SELECT tipo, descricao FROM data_requests WHERE user_id = ? ORDER BY id')
    .all(userId) as { tipo: string; descricao: string }[];
export const mailsTo = (email: string) =>
  env.sandbox.db
    .prepare('SELECT assunto, texto FROM mail_outbox WHERE para_email = ? ORDER BY id')
    .all(email) as { assunto: string; texto: string }[];

export function saturdayFrom(days: number): Day {
  let d = today(new Date(clock.now())) + days;
  while (partsOf(d).weekday !== 6) d++;
  return d;
}

export async function gateway(url: string, payload: unknown = {}) {
  const r = await env.sandbox.app.inject({
    method: 'POST',
    url: `/payments${url}`,
    payload: payload as Record<string, unknown>,
    headers: { authorization: 'Bearer sandbox-payments-token' },
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

export const loginAs = (usuario: string, senha: string) =>
  env.sandbox.app.inject({
    method: 'POST',
    url: '/api/autenticacao/login',
    payload: { usuario, senha, token_sistema: 'sandbox-system-token' },
  });
