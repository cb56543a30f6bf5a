import { describe, expect, it } from 'vitest';
import type {
  AcaoReservaResponse,
  ReservaResumo,
  RoomingListResponse,
} from '../../src/api/contract/account';
import type { LinhaDisponibilidade } from '../../src/api/contract/search';
import { DEMO_ROOMING_LIST } from '../src/seed/accounts';
import { today, toWire } from '../src/shared/calendar';
import { buildPdf } from '../src/shared/pdf';
import { room } from './search-helpers';
import { env, numbers, openReservationsSandbox, post, report } from './reservations-setup';

openReservationsSandbox();

describe('reservations report', () => {
  it("lists only the token's reservations, newest first, with the action flags", async () => {
    const list = await report();
    expect(numbers(list)).toEqual([
      'AUR-2026-000103',
      'AUR-2026-000102',
      'AUR-2026-000101',
      'AUR-2026-000106',
      'AUR-2026-000105',
      'AUR-2026-000104',
    ]);
    const byNumber = new Map(list.map((r) => [r.numero_reserva, r]));
    expect(byNumber.get('AUR-2026-000103')).toMatchObject({
      status_id: 1,
      status: 'Pré-reserva',
      pode_confirmar: true,
      pode_cancelar: true,
      hotel: 'Aurora Resort',
      pensao: 'Meia pensão',
    });
    expect(byNumber.get('AUR-2026-000101')).toMatchObject({
      status_id: 2,
      pode_confirmar: false,
      pode_cancelar: true,
      qtd_adultos: 2,
      qtd_criancas: 1,
      hospede_principal: 'Maria Aparecida Souza',
      pre_check_in_concluido: true,
    });
    expect(byNumber.get('AUR-2026-000104')).toMatchObject({ status_id: 5, pode_cancelar: false });
    expect(byNumber.get('AUR-2026-000105')).toMatchObject({ status_id: 3, pode_cancelar: false });
    expect(numbers(await report({}, env.joao))).toEqual(['AUR-2026-000107', 'AUR-2026-000108']);
  });

  it('applies every filter', async () => {
    expect(numbers(await report({ status: 1 }))).toEqual(['AUR-2026-000103']);
    expect(numbers(await report({ status: 0, id_hotel: 0 }))).toHaveLength(6);
    expect(numbers(await report({ id_hotel: 1 }))).toEqual(['AUR-2026-000102', 'AUR-2026-000101']);
    expect(numbers(await report({ numero_reserva: 'aur-2026-000104' }))).toEqual([
      'AUR-2026-000104',
    ]);
    expect(numbers(await report({ numero_contrato: 'DRVC-2021-00457' }, env.joao))).toEqual([
      'AUR-2026-000107',
    ]);
    expect(await report({ numero_contrato: 'DRVC-2021-00457' })).toEqual([]);
    // Made in the last 5 days: only the pre-reservation (made yesterday).
    const t = today();
    expect(
      numbers(await report({ data_reserva_inicio: toWire(t - 5), data_reserva_fim: toWire(t) })),
    ).toEqual(['AUR-2026-000103']);
    // Stays overlapping the past: only the checked-out one.
    expect(
      numbers(await report({ data_estadia_inicio: toWire(t - 365), data_estadia_fim: toWire(t) })),
    ).toEqual(['AUR-2026-000104']);
    expect(numbers(await report({ data_estadia_inicio: toWire(t + 1) }))).not.toContain(
      'AUR-2026-000104',
    );
    // id_pessoa never widens the report.
    expect(numbers(await report({ id_pessoa: 2 }))).toHaveLength(6);
  });

  it('validates the filters', async () => {
    for (const filter of [
      { data_reserva_inicio: '31/02/2026' },
      { data_estadia_fim: '2026-01-01' },
      { data_reserva_inicio: '10/01/2026', data_reserva_fim: '01/01/2026' },
      { status: 9 },
      { status: 'x' },
      { id_hotel: 2 },
      { numero_reserva: 5 },
    ]) {
      expect((await post('/relatorio/reservas', filter, env.maria)).status).toBe(400);
    }
    expect((await post('/relatorio/reservas', {})).status).toBe(401);
  });

  it('shows one reservation to its owner only', async () => {
    const mine = await post('/reserva/consultar', { numero_reserva: 'AUR-2026-000106' }, env.maria);
    expect(mine.body).toMatchObject({
      numero_reserva: 'AUR-2026-000106',
      hotel: 'Aurora Exclusive',
    });
    expect(
      (await post('/reserva/consultar', { numero_reserva: 'AUR-2026-000106' }, env.joao)).status,
    ).toBe(404);
    expect((await post('/reserva/consultar', {}, env.maria)).status).toBe(400);
  });
});

describe('confirm and cancel', () => {
  it('confirms a pre-reservation once', async () => {
    const other = await post('/reserva/confirmar', { id_reservas_front: 103 }, env.joao);
    expect(other.status).toBe(404);
    const done = await post('/reserva/confirmar', { id_reservas_front: 103 }, env.maria);
    expect(done.status).toBe(200);
    expect((done.body as AcaoReservaResponse).reserva).toMatchObject({
      status_id: 2,
      pode_confirmar: false,
      pode_cancelar: true,
    });
    const again = await post('/reserva/confirmar', { id_reservas_front: 103 }, env.maria);
    expect(again.status).toBe(409);
    expect((await post('/reserva/confirmar', { id_reservas_front: 104 }, env.maria)).status).toBe(
      409,
    );
    expect((await post('/reserva/confirmar', { id_reservas_front: 105 }, env.maria)).status).toBe(
      409,
    );
    expect((await post('/reserva/confirmar', { id_reservas_front: 'x' }, env.maria)).status).toBe(
      400,
    );
    expect((await post('/reserva/confirmar', { id_reservas_front: 999 }, env.maria)).status).toBe(
      404,
    );
  });

  it('cancels, releases the inventory, and refuses a second cancel', async () => {
    const resumo = (
      await post('/reserva/consultar', { numero_reserva: 'AUR-2026-000106' }, env.maria)
    ).body as ReservaResumo;
    const search = async (): Promise<number> => {
      const response = await post('/disponibilidade/v2/consultar', {
        apartamentos: [room(2)],
        data_chegada: resumo.data_chegada,
        data_partida: resumo.data_partida,
        id_hotel: 11,
        id_uh: 1101,
        cupom: '',
      });
      return (response.body as LinhaDisponibilidade[])[0]?.disponiveis ?? -1;
    };
    const before = await search();
    expect(before).toBeGreaterThanOrEqual(0);

    expect((await post('/reserva/cancelar', { id_reservas_front: 106 }, env.maria)).status).toBe(
      400,
    );
    const long = { id_reservas_front: 106, observacoes: 'x'.repeat(501) };
    expect((await post('/reserva/cancelar', long, env.maria)).status).toBe(400);
    const foreign = { id_reservas_front: 106, observacoes: 'Não é minha.' };
    expect((await post('/reserva/cancelar', foreign, env.joao)).status).toBe(404);

    const body = { id_reservas_front: 106, observacoes: 'Imprevisto de trabalho.' };
    const cancelled = await post('/reserva/cancelar', body, env.maria);
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as AcaoReservaResponse).reserva).toMatchObject({
      status_id: 3,
      status: 'Cancelada',
      pode_cancelar: false,
    });
    expect(await search()).toBe(before + 1);
    const twice = await post('/reserva-drvc/cancelar', body, env.maria);
    expect(twice).toEqual({ status: 409, body: { erro: 'Reserva já cancelada.' } });
    expect(await search()).toBe(before + 1);
    const past = { id_reservas_front: 104, observacoes: 'Tarde demais.' };
    expect((await post('/reserva/cancelar', past, env.maria)).status).toBe(409);
  });

  it('lets the club member cancel through the drvc path', async () => {
    const body = { id_reservas_front: 107, observacoes: 'Troca de datas.' };
    expect((await post('/reserva-drvc/cancelar', body, env.maria)).status).toBe(404);
    expect((await post('/reserva-drvc/cancelar', body, env.joao)).status).toBe(200);
  });
});

describe('voucher and rooming list', () => {
  it('returns a real PDF with the reservation data', async () => {
    const response = await post(
      '/reserva/voucher',
      { numero_reserva: 'AUR-2026-000101', versao: 2 },
      env.maria,
    );
    expect(response.status).toBe(200);
    const pdf = Buffer.from((response.body as { arquivo: string }).arquivo, 'base64');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('AUR-2026-000101');
    expect(text).toContain('Thermas Aurora');
    expect(text).toContain('Caf\xe9 da manh\xe3');
    expect(text).toMatch(/R\$ [\d.]+,\d{2}/);
    expect(text).toContain(
      'WhatsApp da central: wa.me/556434539000 \\(informe a reserva AUR-2026-000101\\)',
    );
    // The xref offsets point at the objects.
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });

  it('breaks long documents into pages with a valid cross-reference table', () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({
      text: `Linha ${i + 1}`,
      rule: i % 10 === 0,
    }));
    const text = buildPdf('Longo', lines).toString('latin1');
    expect(text).toContain('/Count 3');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) =>
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    );
  });

  it('validates the voucher request', async () => {
    expect(
      (await post('/reserva/voucher', { numero_reserva: 'AUR-2026-000101', versao: 1 }, env.maria))
        .status,
    ).toBe(400);
    expect(
      (await post('/reserva/voucher', { numero_reserva: 'AUR-2026-000101', versao: 2 }, env.joao))
        .status,
    ).toBe(404);
    expect(
      (await post('/reserva/voucher', { numero_reserva: 'AUR-2026-000101', versao: 2 })).status,
    ).toBe(401);
  });

  it('answers the rooming list of a group link without contact data', async () => {
    const response = await post('/reserva/roomlist', { rooming_list: DEMO_ROOMING_LIST });
    expect(response.status).toBe(200);
    const list = response.body as RoomingListResponse;
    expect(list.hotel).toBe('Thermas Aurora');
    expect(list.reservas.map((r) => r.numero_reserva)).toEqual([
      'AUR-2026-000101',
      'AUR-2026-000102',
    ]);
    expect(list.reservas[0]?.hospedes).toHaveLength(3);
    expect(list.reservas[0]?.hospedes[0]).toMatchObject({
      nome: 'Maria Aparecida',
      numero_documento: '',
    });
    expect((await post('/reserva/roomlist', { rooming_list: '1-nao-existe' })).status).toBe(404);
    const calendar = (id: string) =>
      env.sandbox.app.inject({
        method: 'GET',
        url: `/api/reserva/roomlist/${encodeURIComponent(id)}/calendario.ics`,
      });
    expect((await calendar(DEMO_ROOMING_LIST)).body).toContain(
      'UID:reserva-AUR-2026-000102@aurora',
    );
    expect((await calendar('1-nao-existe')).statusCode).toBe(404);
    expect((await post('/reserva/roomlist', {})).status).toBe(400);
  });
});
