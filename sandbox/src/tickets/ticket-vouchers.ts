import { randomBytes } from 'node:crypto';
import {
  TICKETS_MERCHANT_ID,
  type TicketUnit,
  type TicketVoucher,
} from '../../../src/api/contract/tickets';
import type { Db } from '../db/types';
import { formatLocalDateTime, fromIso, startOfDayMs, toWire } from '../shared/calendar';
import { escapeHtml } from '../shared/html';
import { toReais } from '../shared/money';
import { enqueueMail } from '../repositories/mail-outbox';
import { findUserById } from '../repositories/users';
import { hotelRow } from '../repositories/catalogue';
import {
  expirePendingVouchers,
  extendPendingVoucher,
  findVoucher,
  setVoucherPaid,
  type TicketUnitRow,
  voucherByReference,
  voucherLines,
  type VoucherRow,
  voucherUnits,
} from '../repositories/ticket-vouchers';
import { isPackageVoucher, stayReferenceOfVoucher } from '../repositories/stay-tickets';
import { paidPriceCents } from '../repositories/payment-transactions';

/**
 * A ticket purchase (README "Tickets"): created `pendente` holding its places, `pago` once the
 * gateway approves, `utilizado` when every ticket went through the gate, `cancelado` by the
 * buyer's withdrawal (refunded in full), `expirado` when never paid in time.
 */

/** How long an unpaid purchase holds its places (a PIX extends it to its own expiry). */
export const TICKET_HOLD_MS = 15 * 60_000;
/** CDC art. 49: the withdrawal period, counted from the payment. */
export const WITHDRAWAL_MS = 7 * 86_400_000;
/** The park is the merchant account of every ticket payment (a wire constant the site shares). */
export const PARK_MERCHANT_ID = TICKETS_MERCHANT_ID;
/** Payment references of ticket purchases start with this (booking groups never do). */
export const TICKET_REFERENCE_PREFIX = 'ING-';

export function isTicketReference(referencia: string): boolean {
  return referencia.startsWith(TICKET_REFERENCE_PREFIX);
}

/** 'ING-' and 8 characters nobody confuses when reading them out (no 0/O, 1/I). */
export function newVoucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return TICKET_REFERENCE_PREFIX + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** A ticket's gate code: 20 random hex digits, unguessable. */
export function newUnitCode(): string {
  return randomBytes(10).toString('hex').toUpperCase();
}

/** Midnight in the hotels' zone at the start of the visit day: the visit has begun from then on. */
export function visitStartMs(dataVisita: string): number {
  return startOfDayMs(fromIso(dataVisita));
}

/**
 * CDC art. 49 (and Decreto 7.962/2013 art. 5): a paid purchase may be withdrawn within 7 days
 * of its payment, and only before the visit day begins, and never once a ticket was used.
 */
export function withdrawalOf(
  voucher: Pick<VoucherRow, 'status' | 'pago_em' | 'data_visita'>,
  anyUsed: boolean,
  nowMs: number,
): { ate: number | null; pode: boolean; motivo: string | null } {
  if (voucher.pago_em === null || (voucher.status !== 'pago' && voucher.status !== 'utilizado')) {
    return { ate: null, pode: false, motivo: 'Só uma compra paga pode ser cancelada.' };
  }
  const byPayment = voucher.pago_em + WITHDRAWAL_MS;
  const byVisit = visitStartMs(voucher.data_visita);
  const ate = Math.min(byPayment, byVisit);
  if (anyUsed || voucher.status === 'utilizado') {
    return { ate, pode: false, motivo: 'Ingressos já utilizados não podem ser cancelados.' };
  }
  if (nowMs >= byVisit) {
    return {
      ate,
      pode: false,
      motivo: `O prazo de cancelamento terminou em ${formatLocalDateTime(byVisit)}, quando começou o dia da visita.`,
    };
  }
  if (nowMs >= byPayment) {
    return {
      ate,
      pode: false,
      motivo: `O prazo de arrependimento de 7 dias terminou em ${formatLocalDateTime(byPayment)}.`,
    };
  }
  return { ate, pode: true, motivo: null };
}

/** Marks unpaid purchases past their hold as expired: their places are sold again. */
export function expireVouchers(db: Db, nowMs: number): void {
  expirePendingVouchers(db, nowMs);
}

export { findVoucher, voucherByReference, type VoucherRow };

function unitStatus(voucher: VoucherRow, unit: TicketUnitRow): TicketUnit['status'] {
  if (voucher.status === 'cancelado' || voucher.status === 'expirado') return 'cancelado';
  if (voucher.status === 'pendente') return 'aguardando_pagamento';
  return unit.utilizado_em === null ? 'valido' : 'utilizado';
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** A package's tickets are cancelled with their room only (README "Packages"). */
export const IN_PACKAGE =
  'Ingressos do pacote Hospedagem + Parque: são cancelados com o quarto, em Minha Conta, Minhas reservas.';

/** Whether the purchase is the park half of a room's 'Hospedagem + Parque'. */
export function inPackage(db: Db, voucherId: number): boolean {
  return isPackageVoucher(db, voucherId);
}

/**
 * `withdrawalOf` for a stored purchase: a package's park half is never withdrawn on its own
 * (Meus ingressos and the add-ons' list both ask this).
 */
export function purchaseWithdrawal(
  db: Db,
  voucher: VoucherRow,
  anyUsed: boolean,
  nowMs: number,
): ReturnType<typeof withdrawalOf> {
  const own = withdrawalOf(voucher, anyUsed, nowMs);
  return own.pode && inPackage(db, voucher.id) ? { ...own, pode: false, motivo: IN_PACKAGE } : own;
}

export function toWireVoucher(db: Db, row: VoucherRow, nowMs: number): TicketVoucher {
  // A pending purchase past its hold reads as expired even before a write records it.
  const voucher: VoucherRow =
    row.status === 'pendente' && (row.expira_em ?? 0) <= nowMs
      ? { ...row, status: 'expirado' }
      : row;
  const lines = voucherLines(db, voucher.id);
  const units = voucherUnits(db, voucher.id);
  const byCategory = new Map(lines.map((l) => [l.cti_id, l]));
  const withdrawal = purchaseWithdrawal(
    db,
    voucher,
    units.some((u) => u.utilizado_em !== null),
    nowMs,
  );
  const valid = voucher.status === 'pago' || voucher.status === 'utilizado';
  return {
    voucher_id: voucher.id,
    codigo: voucher.codigo,
    referencia: voucher.codigo,
    id_estabelecimento: PARK_MERCHANT_ID,
    estabelecimento: parkName(db),
    pessoa_id: voucher.pessoa_id,
    data_visita: voucher.data_visita,
    status: voucher.status,
    valor_total: voucher.valor_total,
    observacao: voucher.observacao,
    criado_em: new Date(voucher.criado_em).toISOString(),
    pago_em: iso(voucher.pago_em),
    expira_em: voucher.status === 'pendente' ? iso(voucher.expira_em) : null,
    cancelado_em: iso(voucher.cancelado_em),
    valor_reembolsado: voucher.valor_reembolsado,
    valor_pago: voucher.pago_em === null ? null : toReais(voucherPaidCents(db, voucher)),
    cancelavel_ate: iso(withdrawal.ate),
    pode_cancelar: withdrawal.pode,
    motivo_cancelamento: valid ? withdrawal.motivo : null,
    ingressos: lines.map((l) => ({
      cti_id: l.cti_id,
      cti_nome: l.nome,
      qtd: l.qtd,
      valor_unitario: l.valor_unitario,
      observacao: l.observacao,
      grupo: l.grupo,
    })),
    unidades: units.map((u) => {
      const line = byCategory.get(u.cti_id);
      return {
        // A code opens the gate only once paid: an unpaid purchase shows none.
        codigo: valid || voucher.status === 'cancelado' ? u.codigo : '',
        cti_id: u.cti_id,
        cti_nome: line?.nome ?? '',
        observacao: line?.observacao ?? '',
        status: unitStatus(voucher, u),
        utilizado_em: iso(u.utilizado_em),
      };
    }),
  };
}

export function parkName(db: Db): string {
  return hotelRow(db, PARK_MERCHANT_ID)?.nome ?? 'Parque aquático';
}

/** Whether a payment for this reference may still settle the purchase (held, not expired). */
export function isVoucherPayable(db: Db, referencia: string, nowMs: number): boolean {
  const voucher = voucherByReference(db, referencia);
  return voucher !== undefined && voucher.status === 'pendente' && (voucher.expira_em ?? 0) > nowMs;
}

/** A PIX extends the purchase's hold to its own expiry: one deadline for the buyer. */
export function extendVoucherHold(db: Db, referencia: string, untilMs: number): void {
  extendPendingVoucher(db, referencia, untilMs);
}

/** The gateway approved: the purchase is paid, its codes valid, and the buyer gets an e-mail. */
export function markVoucherPaid(db: Db, referencia: string, nowMs: number, siteUrl: string): void {
  const voucher = voucherByReference(db, referencia);
  if (!voucher || voucher.status !== 'pendente') return;
  setVoucherPaid(db, voucher.id, nowMs);
  mailVoucherPaid(db, { ...voucher, status: 'pago', pago_em: nowMs }, nowMs, siteUrl);
}

function mailVoucherPaid(db: Db, voucher: VoucherRow, nowMs: number, siteUrl: string): void {
  const user = findUserById(db, voucher.pessoa_id);
  if (!user) return;
  const wire = toWireVoucher(db, voucher, nowMs);
  const link = `${siteUrl}/minhaConta/ingressos/voucher?voucher=${voucher.id}`;
  const date = toWire(fromIso(voucher.data_visita));
  const until = wire.cancelavel_ate ? formatLocalDateTime(Date.parse(wire.cancelavel_ate)) : '';
  const lines = wire.ingressos.map(
    (l) =>
      `${l.qtd} × ${l.cti_nome} — R$ ${l.valor_unitario},00${l.observacao ? ` (${l.observacao})` : ''}`,
  );
  const texto = [
    `Olá, ${user.nome}!`,
    `Seus ingressos para o ${wire.estabelecimento} em ${date} estão pagos (compra ${voucher.codigo}).`,
    ...lines,
    `Total: R$ ${voucher.valor_total},00`,
    'Apresente na entrada o QR Code de cada ingresso e, para meia-entrada e crianças, o documento indicado.',
    'Crianças menores de 10 anos só entram acompanhadas dos pais ou responsável legal (ECA, art. 75).',
    `Você pode desistir da compra e receber o valor integral até ${until} (CDC, art. 49), em Minha conta, Meus ingressos.`,
    `Seus ingressos: ${link}`,
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(user.nome)}!</p>
<p>Seus ingressos para o ${escapeHtml(wire.estabelecimento)} em <strong>${escapeHtml(date)}</strong> estão pagos (compra ${escapeHtml(voucher.codigo)}).</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p><strong>Total: R$ ${voucher.valor_total},00</strong></p>
<p>Apresente na entrada o QR Code de cada ingresso e, para meia-entrada e crianças, o documento indicado.</p>
<p>Crianças menores de 10 anos só entram acompanhadas dos pais ou responsável legal (ECA, art. 75).</p>
<p>Você pode desistir da compra e receber o valor integral até ${escapeHtml(until)} (CDC, art. 49), em Minha conta, Meus ingressos.</p>
<p><a href="${escapeHtml(link)}">Ver meus ingressos</a></p>`;
  enqueueMail(db, {
    paraEmail: user.email,
    paraNome: user.nome,
    assunto: `Seus ingressos para ${date} — ${voucher.codigo}`,
    html,
    texto,
  });
}

/**
 * What a purchase was paid, in cents (README "PIX price"): its list total, or its PIX price when
 * its charge (its own, or the stay's it was bought with) was a PIX; a package's tickets at the
 * package's percent.
 */
export function voucherPaidCents(db: Db, voucher: VoucherRow): number {
  return paidPriceCents(
    db,
    stayReferenceOfVoucher(db, voucher.id) ?? voucher.codigo,
    isPackageVoucher(db, voucher.id) ? 'pacotes' : 'ingressos',
    voucher.valor_total * 100,
  );
}
