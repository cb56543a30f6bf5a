import { describe, expect, it } from 'vitest';
import type { MeusDadosResponse } from '../../src/api/contract/data-rights';
import { api } from './booking-helpers';
import { MARIA } from './helpers';
import {
  CARLA_CPF,
  CARLA_PASSWORD,
  env,
  mailsTo,
  openDataRightsSandbox,
  registration,
  requestsOf,
  userRow,
} from './data-rights-setup';

/** 'Meus dados' (LGPD art. 18 and 19): README "Meus dados". */

openDataRightsSandbox();

describe('consents at registration', () => {
  it('stores the marketing consents with their date, not given unless sent', async () => {
    const row = userRow(CARLA_CPF);
    expect(row.consentimento_email_marketing).toBe(1);
    expect(row.consentimento_whatsapp_marketing).toBe(0);
    expect(row.consentimento_email_marketing_em).toEqual(expect.any(String));
    expect(row.consentimento_whatsapp_marketing_em).toEqual(expect.any(String));

    const plain = '52145678970'.slice(0, 9);
    const cpf = validCpf(plain);
    const r = await api(
      env.sandbox.app,
      '/api/usuario/cadastrar',
      registration(cpf, { usuario_tipo_id: 6, id_usuario_cm: 677025 }),
    );
    expect(r.status).toBe(200);
    expect(userRow(cpf)).toMatchObject({
      consentimento_email_marketing: 0,
      consentimento_whatsapp_marketing: 0,
    });
  });

  it('refuses a consent that is not a boolean, creating nothing', async () => {
    const cpf = validCpf('741852963');
    const r = await api(
      env.sandbox.app,
      '/api/usuario/cadastrar',
      registration(cpf, {
        usuario_tipo_id: 6,
        id_usuario_cm: 677025,
        consentimento_whatsapp_marketing: 'sim' as unknown as boolean,
      }),
    );
    expect(r).toMatchObject({ status: 400, body: { erro: /WhatsApp/ } });
    expect(userRow(cpf)).toBeUndefined();
  });
});

describe('the password asked again', () => {
  const actions = [
    ['/api/usuario/meus-dados', {}],
    ['/api/usuario/meus-dados/pdf', {}],
    ['/api/usuario/consentimentos', { email_marketing: false, whatsapp_marketing: false }],
    ['/api/usuario/exclusao', {}],
  ] as const;

  it('is required by every action, and a wrong one is 403 without touching anything', async () => {
    const before = requestsOf(env.carlaId).length;
    const mails = mailsTo(env.carlaEmail).length;
    for (const [url, body] of actions) {
      expect((await api(env.sandbox.app, url, body)).status, url).toBe(401);
      expect(await api(env.sandbox.app, url, body, env.carla), url).toMatchObject({
        status: 400,
        body: { erro: 'Informe sua senha.' },
      });
      expect(
        await api(env.sandbox.app, url, { ...body, senha: 'Errada@1' }, env.carla),
        url,
      ).toMatchObject({ status: 403, body: { erro: /Senha incorreta/ } });
      // Another account's password does not do either.
      expect(
        (await api(env.sandbox.app, url, { ...body, senha: MARIA.senha }, env.carla)).status,
      ).toBe(403);
    }
    expect(requestsOf(env.carlaId)).toHaveLength(before);
    expect(mailsTo(env.carlaEmail)).toHaveLength(mails);
    expect(userRow(CARLA_CPF).consentimento_email_marketing).toBe(1);
    // A 403 is no reason to end the session.
    expect((await api(env.sandbox.app, '/api/usuario/dados', {}, env.carla)).status).toBe(200);
  });
});

describe('export', () => {
  it('holds every table with the user’s data, table by table', async () => {
    // A first export, so data_requests has a row of hers too.
    expect(
      (await api(env.sandbox.app, '/api/usuario/meus-dados', { senha: CARLA_PASSWORD }, env.carla))
        .status,
    ).toBe(200);
    const r = await api(
      env.sandbox.app,
      '/api/usuario/meus-dados',
      { senha: CARLA_PASSWORD },
      env.carla,
    );
    expect(r.status).toBe(200);
    const data = r.body as MeusDadosResponse;

    // Where each table that points at a user appears. A new table with user_id (or the
    // ticket API's pessoa_id) fails here until the export (and this map) says where its rows go.
    const whereInExport: Record<string, (d: MeusDadosResponse) => unknown[]> = {
      contracts: (d) => d.contratos,
      reservations: (d) => d.reservas,
      reservation_confirmations: (d) => d.reservas.filter((x) => x.forma_pagamento_id !== null),
      payment_choices: (d) => d.reservas.filter((x) => x.forma_pagamento_id === 1),
      password_resets: (d) => d.recuperacoes_senha,
      club_clients: (d) => (d.cliente_clube ? [d.cliente_clube] : []),
      data_requests: (d) => d.solicitacoes,
      ticket_vouchers: (d) => d.ingressos,
      week_deposits: (d) => d.depositos_semana,
      deposit_waitlist: (d) => d.lista_espera,
      booking_waitlist: (d) => d.lista_espera_reservas,
      club_terms_acceptances: (d) => d.termos_clube,
      booking_recoveries: (d) => d.recuperacoes_reserva,
      group_contacts: (d) => d.contatos_reserva,
      review_invitations: (d) => d.convites_avaliacao,
      stay_reviews: (d) => d.avaliacoes,
    };
    const ownerColumn = (table: string) => (table === 'ticket_vouchers' ? 'pessoa_id' : 'user_id');
    const tables = env.sandbox.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all() as { name: string }[];
    const withUser = tables
      .map((t) => t.name)
      .filter((name) =>
        (env.sandbox.db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]).some(
          (c) => c.name === 'user_id' || c.name === 'pessoa_id',
        ),
      );
    expect(withUser.sort()).toEqual(Object.keys(whereInExport).sort());
    for (const table of withUser) {
      const own = env.sandbox.db
        .prepare(`SELECT COUNT(*) AS n FROM "${table}" WHERE ${ownerColumn(table)} = ?`)
        .get(env.carlaId) as { n: number };
      expect(own.n, table).toBeGreaterThan(0);
      // The export is recorded after it is collected: it never lists itself.
      expect(whereInExport[table]!(data), table).toHaveLength(
        table === 'data_requests' ? own.n - 1 : own.n,
      );
    }

    // The users row itself, and the rows found through it (guests, payments, e-mails).
    expect(data.perfil).toMatchObject({
      id: env.carlaId,
      nome: 'Carla Menezes',
      cpf: '390.533.447-05',
      email: env.carlaEmail,
      logradouro: 'Rua das Palmeiras',
      complemento: 'Casa 2',
    });
    expect(data.perfil).not.toHaveProperty('password_hash');
    expect(data.consentimentos.email_marketing.concedido).toBe(true);
    expect(data.consentimentos.whatsapp_marketing.concedido).toBe(false);
    const stay = data.reservas.find((r) => r.numero_reserva === env.stay.numero);
    expect(stay).toMatchObject({
      numero_reserva: env.stay.numero,
      forma_pagamento_id: 1,
    });
    expect(stay!.hospedes[0]).toMatchObject({
      nome: 'Carla',
      email: env.carlaEmail,
      numero_documento: CARLA_CPF,
    });
    expect(data.pagamentos).toEqual([
      expect.objectContaining({
        referencia: env.stay.identificador,
        metodo: 'cartao',
        status: 'aprovado',
        ultimos4: '1111',
      }),
    ]);
    expect(JSON.stringify(data.pagamentos)).not.toContain('4111111111111111');
    expect(data.emails.map((e) => e.assunto)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Reserva confirmada/)]),
    );
    expect(data.contratos[0]).toMatchObject({ numero_contrato: 'DRVC-2024-00612' });
    expect(data.ingressos).toEqual([
      expect.objectContaining({
        status: 'pendente',
        ingressos: [expect.objectContaining({ cti_nome: 'Adulto', qtd: 1 })],
      }),
    ]);
    expect(data.depositos_semana).toEqual([
      expect.objectContaining({
        numero_contrato: 'DRVC-2024-00612',
        empreendimento: 'Lacqua Aurora Residence',
        br: 'S',
        status: 'aguardando_aceite',
      }),
    ]);
  });

  it('records each export with its date and e-mails a receipt', async () => {
    const before = requestsOf(env.carlaId).length;
    const mails = mailsTo(env.carlaEmail).length;
    const r = await api(
      env.sandbox.app,
      '/api/usuario/meus-dados/pdf',
      { senha: CARLA_PASSWORD },
      env.carla,
    );
    expect(r.status).toBe(200);
    const pdf = Buffer.from(r.body.arquivo as string, 'base64');
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const text = pdf.toString('latin1');
    for (const part of [
      'Carla Menezes',
      env.stay.numero,
      'DRVC-2024-00612',
      'E-mail marketing: concedido',
      // The site's words for the codes.
      'Aguardando aceite',
      'pontos, Ativo',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toMatch(/aguardando_aceite|pontos, ativo|, (cartao|debito) /);
    expect(requestsOf(env.carlaId).slice(before)).toEqual([
      { tipo: 'exportacao_pdf', descricao: 'Exportação dos dados em PDF' },
    ]);
    // One receipt (Carla's pre-arrival e-mail went at the set-up, not meanwhile).
    const receipts = mailsTo(env.carlaEmail)
      .slice(mails)
      .filter((m) => /exportação dos seus dados/.test(m.assunto));
    expect(receipts).toHaveLength(1);
  });

  it('is always the token’s user’s, whatever the body says', async () => {
    const r = await api(
      env.sandbox.app,
      '/api/usuario/meus-dados',
      { senha: MARIA.senha, id: env.carlaId, usuario: CARLA_CPF, cpf: CARLA_CPF },
      env.maria,
    );
    expect(r.status).toBe(200);
    const data = r.body as MeusDadosResponse;
    expect(data.perfil.cpf).toBe('529.982.247-25');
    expect(JSON.stringify(data)).not.toContain(env.carlaEmail);
    expect(data.reservas.map((x) => x.numero_reserva)).not.toContain(env.stay.numero);
  });
});

/** A valid CPF from 9 digits. */
function validCpf(base: string): string {
  const digit = (digits: string): number => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}
