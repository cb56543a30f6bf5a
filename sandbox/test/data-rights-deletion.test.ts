import { describe, expect, it } from 'vitest';
import { api } from './booking-helpers';
import {
  CARLA_CPF,
  CARLA_PASSWORD,
  clock,
  env,
  loginAs,
  mailsTo,
  openDataRightsSandbox,
  registration,
  requestsOf,
  userRow,
} from './data-rights-setup';

/** 'Meus dados' (LGPD art. 18 and 19): README "Meus dados". */

openDataRightsSandbox();

describe('marketing consents', () => {
  it('changes each one separately, dating only the one that changed', async () => {
    const before = userRow(CARLA_CPF);
    clock.advance(60_000);
    const mails = mailsTo(env.carlaEmail).length;
    const r = await api(
      env.sandbox.app,
      '/api/usuario/consentimentos',
      { senha: CARLA_PASSWORD, email_marketing: true, whatsapp_marketing: true },
      env.carla,
    );
    expect(r.status).toBe(200);
    expect(r.body.consentimentos).toEqual({
      email_marketing: { concedido: true, atualizado_em: before.consentimento_email_marketing_em },
      whatsapp_marketing: { concedido: true, atualizado_em: new Date(clock.now()).toISOString() },
    });
    const summary = await api(env.sandbox.app, '/api/usuario/meus-dados/resumo', {}, env.carla);
    expect(summary.body.consentimentos).toEqual(r.body.consentimentos);
    expect(summary.body.solicitacoes[0]).toMatchObject({
      tipo: 'consentimento',
      descricao: 'Comunicações de marketing: e-mail concedido, WhatsApp concedido',
    });
    expect(
      mailsTo(env.carlaEmail)
        .slice(mails)
        .map((m) => m.assunto),
    ).toEqual(['Recebemos sua solicitação: preferências de marketing']);

    const revoked = await api(
      env.sandbox.app,
      '/api/usuario/consentimentos',
      { senha: CARLA_PASSWORD, email_marketing: false, whatsapp_marketing: true },
      env.carla,
    );
    expect(revoked.body.consentimentos.email_marketing.concedido).toBe(false);
    expect(revoked.body.consentimentos.whatsapp_marketing.concedido).toBe(true);
  });

  it('refuses a missing or non-boolean choice without saving', async () => {
    const before = requestsOf(env.carlaId).length;
    for (const body of [
      { email_marketing: true },
      { email_marketing: 'nao', whatsapp_marketing: false },
    ]) {
      const r = await api(
        env.sandbox.app,
        '/api/usuario/consentimentos',
        { senha: CARLA_PASSWORD, ...body },
        env.carla,
      );
      expect(r.status).toBe(400);
      expect(r.body.erro).toEqual(expect.any(String));
    }
    expect(requestsOf(env.carlaId)).toHaveLength(before);
  });
});

describe('deletion', () => {
  it('is refused while a env.stay is not over, naming it, with nothing changed', async () => {
    const summary = await api(env.sandbox.app, '/api/usuario/meus-dados/resumo', {}, env.carla);
    expect(
      summary.body.reservas_futuras.map((x: { numero_reserva: string }) => x.numero_reserva),
    ).toEqual([env.stay.numero]);
    const before = requestsOf(env.carlaId).length;
    const r = await api(
      env.sandbox.app,
      '/api/usuario/exclusao',
      { senha: CARLA_PASSWORD },
      env.carla,
    );
    expect(r.status).toBe(409);
    expect(r.body.erro).toContain(env.stay.numero);
    expect(r.body.erro).toMatch(/Cancele-as em Minhas reservas ou mantenha a conta/);
    expect(userRow(CARLA_CPF)).toMatchObject({ nome: 'Carla Menezes', excluido_em: null });
    expect(requestsOf(env.carlaId)).toHaveLength(before);
    expect((await api(env.sandbox.app, '/api/usuario/dados', {}, env.carla)).status).toBe(200);
  });

  it('anonymises the account, refuses its login and keeps the fiscal records', async () => {
    // The env.stay is over (two nights from three days ahead).
    clock.advance(7 * 86_400_000);
    const mails = mailsTo(env.carlaEmail).length;
    const r = await api(
      env.sandbox.app,
      '/api/usuario/exclusao',
      { senha: CARLA_PASSWORD },
      env.carla,
    );
    expect(r.status).toBe(200);
    expect(r.body.mantidos).toMatch(/registros fiscais .* art\. 16/);

    // Login refused with the same message as wrong credentials; the old token is dead.
    const again = await loginAs(CARLA_CPF, CARLA_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ erro: 'Usuário e senha incorretos.' });
    expect((await api(env.sandbox.app, '/api/usuario/dados', {}, env.carla)).status).toBe(401);
    expect(
      (await api(env.sandbox.app, '/api/usuario/verifica', { usuario: CARLA_CPF })).body,
    ).toEqual({
      existe: false,
    });
    expect(
      (await api(env.sandbox.app, '/api/usuario/recuperar-senha', { usuario: CARLA_CPF })).status,
    ).toBe(404);

    // No personal data left on the account, its guests or its payments.
    const user = env.sandbox.db
      .prepare('SELECT * FROM users WHERE id = ?')
      .get(env.carlaId) as Record<string, unknown>;
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
      env.sandbox.db
        .prepare('SELECT * FROM reservation_guests WHERE reservation_id = ?')
        .all(env.stay.id),
      env.sandbox.db
        .prepare('SELECT * FROM payment_transactions WHERE referencia = ?')
        .all(env.stay.identificador),
      env.sandbox.db.prepare('SELECT * FROM users WHERE id = ?').all(env.carlaId),
      // The guests she named in a waitlist request (issue 51).
      env.sandbox.db.prepare('SELECT * FROM booking_waitlist WHERE user_id = ?').all(env.carlaId),
    ]);
    for (const personal of [CARLA_CPF, env.carlaEmail, 'Carla', 'Palmeiras', '988776655']) {
      expect(dump).not.toContain(personal);
    }
    expect(
      env.sandbox.db
        .prepare('SELECT COUNT(*) AS n FROM password_resets WHERE user_id = ?')
        .get(env.carlaId),
    ).toEqual({ n: 0 });
    // The unfinished booking's recovery keeps its count, not the person (issue 30).
    for (const table of ['group_contacts', 'booking_recoveries']) {
      expect(
        env.sandbox.db
          .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`)
          .get(env.carlaId),
        table,
      ).toEqual({ n: 0 });
    }
    expect(
      env.sandbox.db
        .prepare('SELECT COUNT(*) AS n FROM booking_recoveries WHERE email = ?')
        .get(env.carlaEmail),
    ).toEqual({ n: 0 });

    // Fiscal records of the paid env.stay: the reservation and the payment are kept.
    expect(
      env.sandbox.db
        .prepare(
          'SELECT numero_reserva, status_id, valor_total_centavos > 0 AS valor FROM reservations WHERE id_reservas_front = ?',
        )
        .get(env.stay.id),
    ).toEqual({ numero_reserva: env.stay.numero, status_id: 2, valor: 1 });
    expect(
      env.sandbox.db
        .prepare(
          'SELECT status, valor_centavos > 0 AS valor FROM payment_transactions WHERE referencia = ?',
        )
        .all(env.stay.identificador),
    ).toEqual([{ status: 'aprovado', valor: 1 }]);

    // The request is recorded, and its receipt went to the address the account had.
    expect(requestsOf(env.carlaId).at(-1)).toEqual({
      tipo: 'exclusao',
      descricao: 'Exclusão da conta: dados pessoais anonimizados',
    });
    const receipt = mailsTo(env.carlaEmail).slice(mails);
    expect(receipt.map((m) => m.assunto)).toEqual(['Recebemos sua solicitação: exclusão da conta']);
    expect(receipt[0]!.texto).toMatch(/registros fiscais/);

    // The CPF is free again: the person may open a new account.
    const fresh = await api(env.sandbox.app, '/api/usuario/cadastrar', registration(CARLA_CPF));
    expect(fresh.status).toBe(200);
    expect(fresh.body.id).not.toBe(env.carlaId);
  });
});
