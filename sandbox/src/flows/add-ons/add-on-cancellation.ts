import type {
  AdicionalCancelavel,
  CancelarAdicionalResponse,
  TipoAdicional,
} from '../../../../src/api/contract/add-on-cancellation';
import type { Db } from '../../db/types';
import { EXTRA_STATUS, endExtraHold } from '../../extras/extra-holds';
import type { ExtraHoldRow } from '../../repositories/extras';
import { extraWhen } from '../../repositories/paid-add-ons';
import { fromIso, toWire } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { toReais } from '../../shared/money';
import { findVoucher, type VoucherRow } from '../../tickets/ticket-vouchers';
import { ticketWithdrawalOutcome, withdrawTicketPurchase } from '../../tickets/ticket-withdrawal';
import { paidPriceCents } from '../../repositories/payment-transactions';
import { recordAddOnRefund } from '../../repositories/add-on-refunds';
import { extraCancellation } from './add-on-rules';
import type { AddOnOutcome } from '../../repositories/add-on-refunds';
import { paidExtrasOfGroup, paidTicketPurchasesOfGroup } from '../../repositories/add-on-orders';

/**
 * The extras and park tickets paid with a booking group (with the rooms, or added later by an
 * add-on order), each cancelled on its own rule (issue 29 part 4; README "Cancelling extras and
 * tickets"): what cancelling would give back, cancelling one, and the extras that end with the
 * group's last room (reservation-actions.ts).
 */

interface PaidExtraRow extends ExtraHoldRow {
  nome: string;
  cancelamento_gratis_horas: number | null;
}

const TICKETS_NAME = 'Ingressos do parque aquático';

const paidExtraRows = (db: Db, grupo: string): PaidExtraRow[] => paidExtrasOfGroup(db, grupo);

const paidTicketRows = (db: Db, grupo: string): VoucherRow[] =>
  paidTicketPurchasesOfGroup(db, grupo);

const extraOutcome = (db: Db, row: PaidExtraRow, nowMs: number): AddOnOutcome =>
  extraCancellation(
    {
      dias: JSON.parse(row.dias) as string[],
      hora: row.hora,
      freeHours: row.cancelamento_gratis_horas,
      // What it was paid: its PIX price when its charge was a PIX (README "PIX price").
      paidCents: paidPriceCents(db, row.identificador, 'extras', row.valor_centavos),
      purchasedMs: row.criado_em,
    },
    nowMs,
  );

function toWireItem(
  base: Pick<AdicionalCancelavel, 'tipo' | 'id' | 'nome' | 'quando' | 'quantidade'>,
  outcome: AddOnOutcome,
): AdicionalCancelavel {
  return {
    ...base,
    valor_pago: toReais(outcome.paidCents),
    multa: toReais(outcome.penaltyCents),
    reembolso: toReais(outcome.refundCents),
    pode_cancelar: outcome.canCancel,
    motivo: outcome.motivo,
  };
}

function extraItem(row: PaidExtraRow, outcome: AddOnOutcome): AdicionalCancelavel {
  const dias = JSON.parse(row.dias) as string[];
  return toWireItem(
    {
      tipo: 'extra',
      id: row.id,
      nome: row.nome,
      quando: extraWhen({ dias, hora: row.hora }),
      quantidade: row.quantidade,
    },
    outcome,
  );
}

function ticketItem(row: VoucherRow, outcome: AddOnOutcome): AdicionalCancelavel {
  return toWireItem(
    {
      tipo: 'ingressos',
      id: row.id,
      nome: TICKETS_NAME,
      quando: toWire(fromIso(row.data_visita)),
      quantidade: row.pessoas,
    },
    outcome,
  );
}

/** The group's paid extras and tickets, with what cancelling each now would give back. */
export function groupAddOns(db: Db, grupo: string, nowMs: number): AdicionalCancelavel[] {
  return [
    ...paidExtraRows(db, grupo).map((row) => extraItem(row, extraOutcome(db, row, nowMs))),
    ...paidTicketRows(db, grupo).map((row) =>
      ticketItem(row, ticketWithdrawalOutcome(db, row, nowMs)),
    ),
  ];
}

const NOT_FOUND = 'Este item não foi encontrado entre os pagos desta reserva.';

/** Cancels a paid extra (inside the caller's transaction): its places come back. */
function cancelExtra(db: Db, row: PaidExtraRow, nowMs: number): AdicionalCancelavel {
  const outcome = extraOutcome(db, row, nowMs);
  if (!outcome.canCancel) throw new DomainError('conflict', outcome.motivo);
  endExtraHold(db, row, EXTRA_STATUS.cancelled);
  recordAddOnRefund(
    db,
    { tipo: 'extra', id: row.id, referencia: row.identificador },
    outcome,
    nowMs,
  );
  return extraItem(row, outcome);
}

/** Cancels one paid item of the group under its rule, with the figures it showed. */
export function cancelAddOn(
  db: Db,
  grupo: string,
  item: { tipo: TipoAdicional; id: number },
  nowMs: number,
): CancelarAdicionalResponse {
  const cancelado = db
    .transaction((): AdicionalCancelavel => {
      if (item.tipo === 'extra') {
        const row = paidExtraRows(db, grupo).find((r) => r.id === item.id);
        if (!row) throw new DomainError('not_found', NOT_FOUND);
        return cancelExtra(db, row, nowMs);
      }
      const own = paidTicketRows(db, grupo).some((r) => r.id === item.id);
      const voucher = own ? findVoucher(db, item.id) : undefined;
      if (!voucher) throw new DomainError('not_found', NOT_FOUND);
      return ticketItem(voucher, withdrawTicketPurchase(db, voucher, nowMs));
    })
    .immediate();
  return {
    mensagem:
      cancelado.reembolso > 0
        ? 'Item cancelado. O reembolso é estornado na mesma forma de pagamento usada na compra.'
        : 'Item cancelado. Pela regra de cancelamento, não há valor a devolver.',
    cancelado,
    itens: groupAddOns(db, grupo, nowMs),
  };
}

/**
 * Cancels the group's paid extras (inside the room's cancelling transaction), each on its rule;
 * one already in use stays as it is.
 */
export function cancelGroupExtras(db: Db, grupo: string, nowMs: number): AdicionalCancelavel[] {
  return paidExtraRows(db, grupo)
    .filter((row) => extraOutcome(db, row, nowMs).canCancel)
    .map((row) => cancelExtra(db, row, nowMs));
}
