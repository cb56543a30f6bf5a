import { describe, expect, it } from 'vitest';
import type { Hospede, PreCheckInValidarResponse } from '../../src/api/contract/account';
import { startSandbox } from './helpers';
import { adult, child, env, openReservationsSandbox, post } from './reservations-setup';

openReservationsSandbox();

describe('guests', () => {
  const valid = () => [
    adult('Maria Aparecida', true, { tipo_documento: 'CPF', numero_documento: '529.982.247-25' }),
    adult('Carlos Eduardo'),
    child('Lucas', '12'),
  ];

  it('lists and updates the guests of an own reservation', async () => {
    const list = await post('/hospede', { numero_reserva: 'AUR-2026-000101' }, env.maria);
    expect((list.body as Hospede[]).map((h) => h.tipo)).toEqual(['adulto', 'adulto', 'crianca']);
    expect((await post('/hospede', { numero_reserva: 'AUR-2026-000101' }, env.joao)).status).toBe(
      404,
    );
    const guests = valid();
    guests[1] = adult('Carlos Eduardo', false, { numero_documento: '11.222.333/0001-81' });
    const ok = await post(
      '/hospede/atualizar',
      { numero_reserva: 'AUR-2026-000101', hospede: guests },
      env.maria,
    );
    expect(ok).toEqual({ status: 200, body: { mensagem: 'Hóspedes atualizados.' } });
    const saved = (await post('/hospede', { numero_reserva: 'AUR-2026-000101' }, env.maria))
      .body as Hospede[];
    expect(saved[1]).toMatchObject({ tipo_documento: 'CNPJ', numero_documento: '11222333000181' });
  });

  const invalid: [string, (g: Hospede[]) => unknown[]][] = [
    ['a missing child', (g) => g.slice(0, 2)],
    ['an extra adult', (g) => [...g, adult('Outro')]],
    ['no principal', (g) => g.map((h) => ({ ...h, principal: false }))],
    ['two principals', (g) => g.map((h) => ({ ...h, principal: h.tipo === 'adulto' }))],
    ['a child as principal', (g) => g.map((h) => ({ ...h, principal: h.tipo === 'crianca' }))],
    ['an empty name', (g) => [{ ...g[0], nome: ' ' }, g[1], g[2]]],
    ['a bad CPF', (g) => [{ ...g[0], numero_documento: '529.982.247-24' }, g[1], g[2]]],
    [
      'a CPF of repeated digits',
      (g) => [{ ...g[0], numero_documento: '111.111.111-11' }, g[1], g[2]],
    ],
    [
      'a bad CNPJ',
      (g) => [
        g[0],
        { ...g[1], tipo_documento: 'CNPJ', numero_documento: '11.222.333/0001-80' },
        g[2],
      ],
    ],
    ['an unknown document', (g) => [g[0], { ...g[1], numero_documento: 'RG 1234' }, g[2]]],
    ['a child of 14', (g) => [g[0], g[1], { ...g[2], idade: '14' }]],
    ['a child without age', (g) => [g[0], g[1], { ...g[2], idade: '' }]],
    ['a wrong type', (g) => [{ ...g[0], tipo: 'bebe' }, g[1], g[2]]],
    ['not a list', () => 'x' as unknown as unknown[]],
  ];
  it.each(invalid)('refuses %s', async (_name, change) => {
    const response = await post(
      '/hospede/atualizar',
      { numero_reserva: 'AUR-2026-000101', hospede: change(valid()) },
      env.maria,
    );
    expect(response.status).toBe(400);
  });

  it('refuses changes to a cancelled or past reservation', async () => {
    const two = [adult('Maria', true), adult('Carlos')];
    expect(
      (
        await post(
          '/hospede/atualizar',
          { numero_reserva: 'AUR-2026-000105', hospede: two },
          env.maria,
        )
      ).status,
    ).toBe(409);
  });
});

describe('pre-check-in', () => {
  async function seededLink(): Promise<{ numero: string; token: string }> {
    const outbox = await env.sandbox.app.inject({ url: '/services/outbox.json' });
    const link = (outbox.json() as { links: string[] }[])
      .flatMap((m) => m.links)
      .find((l) => l.includes('/pre-check-in/'));
    const [numero = '', token = ''] = (link ?? '').split('/pre-check-in/')[1]?.split('/') ?? [];
    return { numero, token };
  }

  it('validates the e-mailed link, accepts the data once, then refuses the link', async () => {
    const { numero, token } = await seededLink();
    expect(numero).toBe('AUR-2026-000106');
    expect(token.length).toBeGreaterThan(20);
    // Once 106 is cancelled, its link no longer works.
    const cancel = { id_reservas_front: 106, observacoes: 'Imprevisto de trabalho.' };
    expect((await post('/reserva/cancelar', cancel, env.maria)).status).toBe(200);
    expect(await post('/pre-check-in/validar', { numero_reserva: numero, token })).toEqual({
      status: 400,
      body: { erro: 'Link de pré-check-in inválido ou expirado.' },
    });
  });

  it('completes the pre-check-in of an active reservation', async () => {
    const fresh = startSandbox();
    try {
      const outbox = await fresh.app.inject({ url: '/services/outbox.json' });
      const link = (outbox.json() as { links: string[] }[])
        .flatMap((m) => m.links)
        .find((l) => l.includes('/pre-check-in/'))!;
      expect(link.startsWith(`${fresh.config.siteUrl}/pre-check-in/AUR-2026-000106/`)).toBe(true);
      const [numero_reserva = '', token = ''] = link.split('/pre-check-in/')[1]!.split('/');
      const call = async (url: string, payload: unknown) => {
        const r = await fresh.app.inject({
          method: 'POST',
          url: `/api${url}`,
          payload: payload as object,
        });
        return { status: r.statusCode, body: r.json() as unknown };
      };
      const validated = await call('/pre-check-in/validar', { numero_reserva, token });
      expect(validated.status).toBe(200);
      const data = validated.body as PreCheckInValidarResponse;
      expect(data.reserva).toMatchObject({ numero_reserva, pre_check_in_concluido: false });
      expect(data.hospedes).toHaveLength(2);
      expect(
        (await call('/pre-check-in/validar', { numero_reserva, token: `${token}x` })).status,
      ).toBe(400);

      const hospedes = [
        adult('Maria Aparecida', true),
        adult('Carlos Eduardo', false, { numero_documento: '111.444.777-35' }),
      ];
      expect(
        (
          await call('/pre-check-in/enviar', {
            numero_reserva,
            token,
            hospedes,
            horario_chegada: '25:00',
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call('/pre-check-in/enviar', {
            numero_reserva,
            token,
            hospedes: hospedes.slice(0, 1),
            horario_chegada: '15:00',
          })
        ).status,
      ).toBe(400);
      const sent = await call('/pre-check-in/enviar', {
        numero_reserva,
        token,
        hospedes,
        horario_chegada: '15:00',
      });
      expect(sent.status).toBe(200);
      const row = fresh.db
        .prepare(
          'SELECT pre_check_in_concluido AS done, horario_chegada AS h FROM reservations WHERE numero_reserva = ?',
        )
        .get(numero_reserva);
      expect(row).toEqual({ done: 1, h: '15:00' });
      // Single use.
      expect(
        (
          await call('/pre-check-in/enviar', {
            numero_reserva,
            token,
            hospedes,
            horario_chegada: '15:00',
          })
        ).status,
      ).toBe(400);
      expect((await call('/pre-check-in/validar', { numero_reserva, token })).status).toBe(400);
      expect((await call('/pre-check-in/validar', {})).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});
