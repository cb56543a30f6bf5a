import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPF_HAS_ACCOUNT } from '../src/accounts/routes/booking-registration';
import { PASSWORD_RULE_MESSAGE } from '../src/accounts/account-input';
import { MEMBER_PRICE_MESSAGES } from '../src/booking/member-price';
import { cpfFromBase } from '../src/shared/documents';
import {
  api,
  confirmBody,
  groupId,
  guests,
  heldRooms,
  hold,
  keyOf,
  openStay,
  VISITOR,
} from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest, gateway } from './payment-helpers';
import { findStay } from './search-helpers';

/**
 * An account made in the booking (issue 52 part 3, README "An account made in the booking"): a
 * visitor at the guests step registers with the buyer's data and a password, gets a session,
 * and their held rooms are priced again at the member rate, which is what is charged.
 */

let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = startSandbox();
});
afterAll(() => sandbox.close());

let serial = 100_000;
const freshCpf = () => cpfFromBase(`31${serial++}0`.slice(0, 9));

const registration = (cpf: string, patch: Record<string, unknown> = {}) => ({
  nome: 'Carla Mendes',
  email: 'carla@example.com',
  cpf,
  telefone: '64988887777',
  senha: 'Termas@2027',
  consentimento_email_marketing: true,
  ...patch,
});

const register = (cpf: string, patch: Record<string, unknown> = {}) =>
  api(sandbox.app, '/api/usuario/cadastro-reserva', registration(cpf, patch));

const memberPrice = (identificador: string, token?: string, chave = keyOf(identificador)) =>
  api(
    sandbox.app,
    '/api/reserva/grupo/preco-cliente',
    { identificador, chave_grupo: chave },
    token,
  );

const userOf = (cpf: string) =>
  sandbox.db.prepare('SELECT * FROM users WHERE cpf = ?').get(cpf) as Record<string, unknown>;

/** A visitor's group at Thermas Aurora (member rate 5 %): Standard (no promotion) and Luxo. */
async function visitorGroup(arrival = findStay('baixa', 2, { weekday: 1 })) {
  const identificador = groupId(1);
  const stay = { arrival, departure: arrival + 2 };
  await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, pensao: 'sem', identificador });
  // Luxo has the weekday promotion, 15 %: larger than the member's 5 %, so it stays.
  await hold(sandbox.app, { hotel: 1, uh: 102, ...stay, pensao: 'sem', identificador });
  return identificador;
}

describe('the account made at the guests step', () => {
  it('is a customer with the typed data and a session; its consents are recorded', async () => {
    const cpf = freshCpf();
    const made = await register(cpf);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const verified = await api(sandbox.app, '/api/autenticacao/verifica', {}, made.body.token_jwt);
    expect(verified.body).toMatchObject({
      temporario: false,
      usuario: { nome: 'Carla Mendes', email: 'carla@example.com', usuario_tipo_id: 6 },
    });
    const row = userOf(cpf);
    expect(row).toMatchObject({
      temporario: 0,
      telefones: JSON.stringify([{ ddd: '64', numero: '988887777' }]),
      logradouro: '',
      datanasc: '',
      consentimento_email_marketing: 1,
      consentimento_whatsapp_marketing: 0,
    });
    // The password is the one chosen: a login with it works.
    expect(await login(sandbox.app, { ...MARIA, usuario: cpf, senha: 'Termas@2027' })).toBeTruthy();
  });

  it("completes the visitor's temporary user in place, keeping its id", async () => {
    const cpf = freshCpf();
    await api(sandbox.app, '/api/usuario/pre-reserva', { ...VISITOR, cpf });
    const temporary = userOf(cpf).id;
    expect((await register(cpf)).status).toBe(200);
    expect(userOf(cpf)).toMatchObject({ id: temporary, temporario: 0 });
  });

  it('refuses a CPF with an account (the login is offered), a weak password and bad data', async () => {
    expect(await register(MARIA.usuario)).toEqual({
      status: 409,
      body: { erro: CPF_HAS_ACCOUNT },
    });
    expect(await register(freshCpf(), { senha: 'fraca' })).toEqual({
      status: 400,
      body: { erro: 'A senha deve ter pelo menos 6 caracteres.' },
    });
    expect((await register(freshCpf(), { senha: 'semsimbolo1A' })).body.erro).toBe(
      PASSWORD_RULE_MESSAGE,
    );
    expect((await register('11111111112')).body).toEqual({ erro: 'CPF inválido.' });
    expect((await register(freshCpf(), { email: 'carla' })).body).toEqual({
      erro: 'E-mail inválido.',
    });
    expect((await register(freshCpf(), { consentimento_email_marketing: 'sim' })).status).toBe(400);
  });
});

describe('the member price of a held group', () => {
  it('prices the held rooms again, says by how much, and is what is charged', async () => {
    const identificador = await visitorGroup();
    const before = heldRooms(sandbox.db, identificador);
    const token = (await register(freshCpf())).body.token_jwt as string;

    const applied = await memberPrice(identificador, token);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    // Standard: 2 adults x R$ 180 a night, 5 % off each night: 720 -> 684.
    const [standard, luxo] = applied.body.quartos;
    expect(standard).toMatchObject({
      id_reservas_front: before[0]!.id_reservas_front,
      valor_total: 684,
      valor_diaria_media: 342,
      tarifa: 'CLIENTE',
      economia: 36,
      politica_cancelamento: { tipo: 'flexivel' },
    });
    expect(standard.array_tarifa).toHaveLength(2);
    expect(luxo).toMatchObject({ valor_total: before[1]!.valor_total_centavos / 100, economia: 0 });
    expect(luxo.array_tarifa).toBeUndefined();
    expect(applied.body.economia).toBe(36);

    // The rooms are the customer's now, at the new price.
    const user = (await api(sandbox.app, '/api/autenticacao/verifica', {}, token)).body.usuario;
    const rows = sandbox.db
      .prepare(
        'SELECT user_id, valor_total_centavos, economia_cliente_centavos FROM reservations WHERE identificador = ? ORDER BY id_reservas_front',
      )
      .all(identificador);
    expect(rows).toEqual([
      { user_id: user.id, valor_total_centavos: 68400, economia_cliente_centavos: 3600 },
      {
        user_id: user.id,
        valor_total_centavos: before[1]!.valor_total_centavos,
        economia_cliente_centavos: 0,
      },
    ]);

    // Asked again (an answer lost, a reload): nothing more comes off, the same figures.
    expect(await memberPrice(identificador, token)).toEqual(applied);

    // The review's quote and the card's charge are the member total.
    const total = 68400 + before[1]!.valor_total_centavos;
    const quote = await api(sandbox.app, '/api/pagamento/condicoes', {
      transacao_referencia: identificador,
    });
    expect(quote.body.valor).toBe(total / 100);
    for (const room of heldRooms(sandbox.db, identificador)) {
      const confirmed = await api(
        sandbox.app,
        '/api/reserva',
        confirmBody({ ...room, identificador }, guests(2)),
        token,
      );
      expect(confirmed.status).toBe(200);
    }
    const pem = (await gateway(sandbox.app, '/public_key/1', {})).mensagem as string;
    const atVisitorPrice = await gateway(
      sandbox.app,
      '/pagar/1',
      await cardPaymentRequest(pem, identificador, total + 3600),
    );
    expect(atVisitorPrice.erro).toBe(
      `transacao_valor não confere com o total do grupo: ${total} centavos.`,
    );
    const paid = await gateway(
      sandbox.app,
      '/pagar/1',
      await cardPaymentRequest(pem, identificador, total),
    );
    expect(paid.status).toBe('aprovado');

    // Once confirmed, the price no longer moves.
    expect(await memberPrice(identificador, token)).toEqual({
      status: 410,
      body: { erro: expect.any(String) },
    });
  });

  it('is refused before any room is confirmed only for the right reasons', async () => {
    const identificador = await visitorGroup(openStay(95).arrival);
    const token = (await register(freshCpf())).body.token_jwt as string;
    // No token, a temporary user, a wrong key.
    expect((await memberPrice(identificador)).status).toBe(401);
    const temporary = (await api(sandbox.app, '/api/usuario/pre-reserva', VISITOR)).body.token_jwt;
    expect(await memberPrice(identificador, temporary)).toEqual({
      status: 403,
      body: { erro: 'Entre com a sua conta para ter o preço de cliente.' },
    });
    expect((await memberPrice(identificador, token, 'outra-chave')).status).toBe(404);
    expect((await memberPrice('1-desconhecido', token, 'x')).status).toBe(404);

    // A room confirmed already: the price no longer changes, for any room of the group.
    const [first] = heldRooms(sandbox.db, identificador);
    expect(
      (
        await api(
          sandbox.app,
          '/api/reserva',
          confirmBody({ ...first!, identificador }, guests(2)),
          temporary,
        )
      ).status,
    ).toBe(200);
    expect(await memberPrice(identificador, token)).toEqual({
      status: 409,
      body: { erro: MEMBER_PRICE_MESSAGES.confirmed },
    });
  });

  it("leaves another customer's rooms out of reach, even with the key", async () => {
    const stay = openStay(110);
    const identificador = groupId(1);
    const maria = await login(sandbox.app);
    await hold(sandbox.app, { hotel: 1, uh: 101, ...stay, pensao: 'sem', identificador }, maria);
    const other = (await register(freshCpf())).body.token_jwt as string;
    expect((await memberPrice(identificador, other)).status).toBe(404);
    // Maria's own group, held logged in, is at the member price already: nothing to take off.
    const own = await memberPrice(identificador, maria);
    expect(own.status).toBe(200);
    expect(own.body.economia).toBe(0);
  });
});
