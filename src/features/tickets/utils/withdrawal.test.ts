import { describe, expect, it } from 'vitest';
import type { TicketVoucher } from '@/api/contract/tickets';
import { formatDeadline } from '@/lib/dates';
import { withdrawalOf } from './withdrawal';

const PAID = new Date(2027, 2, 1, 10, 0);
const DAY = 86_400_000;

function voucher(patch: Partial<TicketVoucher> = {}): TicketVoucher {
  return {
    voucher_id: 1,
    codigo: 'ING-ABCD2345',
    referencia: 'ING-ABCD2345',
    id_estabelecimento: 9,
    estabelecimento: 'Aurora Acqua Park',
    pessoa_id: 1001,
    data_visita: '2027-03-20',
    status: 'pago',
    valor_total: 160,
    observacao: '',
    criado_em: PAID.toISOString(),
    pago_em: PAID.toISOString(),
    expira_em: null,
    cancelado_em: null,
    valor_reembolsado: 0,
    // An API without the extension fields: the rule is computed.
    cancelavel_ate: null,
    pode_cancelar: undefined as unknown as boolean,
    ingressos: [],
    unidades: [
      {
        codigo: 'A',
        cti_id: 1,
        cti_nome: 'Adulto',
        observacao: '',
        status: 'valido',
        utilizado_em: null,
      },
    ],
    ...patch,
  };
}

describe('withdrawalOf (CDC art. 49)', () => {
  it('is open for 7 days from the payment', () => {
    expect(withdrawalOf(voucher(), new Date(PAID.getTime() + 7 * DAY - 1)).open).toBe(true);
    expect(withdrawalOf(voucher(), new Date(PAID.getTime() + 7 * DAY)).open).toBe(false);
    expect(withdrawalOf(voucher(), PAID).until).toBe(
      new Date(PAID.getTime() + 7 * DAY).toISOString(),
    );
  });

  it('closes when the visit day begins, if that comes first', () => {
    const soon = voucher({ data_visita: '2027-03-03' });
    const midnight = new Date(2027, 2, 3);
    expect(withdrawalOf(soon, PAID).until).toBe(midnight.toISOString());
    expect(withdrawalOf(soon, new Date(midnight.getTime() - 1)).open).toBe(true);
    expect(withdrawalOf(soon, midnight).open).toBe(false);
  });

  it('is closed once a ticket was used, and for anything but a paid purchase', () => {
    const used = voucher({
      unidades: [
        {
          codigo: 'A',
          cti_id: 1,
          cti_nome: 'Adulto',
          observacao: '',
          status: 'utilizado',
          utilizado_em: PAID.toISOString(),
        },
      ],
    });
    expect(withdrawalOf(used, PAID).open).toBe(false);
    expect(withdrawalOf(voucher({ status: 'cancelado' }), PAID).open).toBe(false);
    expect(withdrawalOf(used, PAID).closedReason).toBe(
      'Ingressos já utilizados não podem ser cancelados.',
    );
    expect(withdrawalOf(voucher({ status: 'pendente', pago_em: null }), PAID)).toEqual({
      open: false,
      until: null,
      closedReason: null,
    });
    expect(withdrawalOf(voucher({ status: 'cancelado' }), PAID).closedReason).toBeNull();
  });

  it('follows the API when it says so', () => {
    const api = voucher({
      cancelavel_ate: new Date(PAID.getTime() + DAY).toISOString(),
      pode_cancelar: false,
    });
    expect(withdrawalOf(api, PAID)).toEqual({
      open: false,
      until: api.cancelavel_ate,
      closedReason: `O prazo de cancelamento terminou em ${formatDeadline(api.cancelavel_ate!)}.`,
    });
    const reason = 'O prazo de arrependimento de 7 dias terminou em 02/03/2027, 10:00.';
    expect(withdrawalOf({ ...api, motivo_cancelamento: reason }, PAID).closedReason).toBe(reason);
  });

  it('says why, with the date, once the 7 days are over', () => {
    const after = withdrawalOf(voucher(), new Date(PAID.getTime() + 7 * DAY));
    expect(after.closedReason).toBe(
      `O prazo de cancelamento terminou em ${formatDeadline(after.until!)}.`,
    );
    expect(after.closedReason).toMatch(/terminou em \d{2}\/\d{2}\/2027 às \d{2}:\d{2}\.$/);
    expect(withdrawalOf(voucher(), PAID).closedReason).toBeNull();
  });
});
