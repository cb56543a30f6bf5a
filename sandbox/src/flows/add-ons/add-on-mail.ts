import type { AdicionalCancelavel } from '../../../../src/api/contract/add-on-cancellation';
import type { Db } from '../../db/types';
import { findUserById } from '../../repositories/users';
import { escapeHtml } from '../../shared/html';
import { enqueueMail } from '../../repositories/mail-outbox';
import { formatBrl } from '../../shared/money';
import { paidAddOns } from '../../booking/booking-mail';
import { firstName } from '../../shared/person-name';
import { type AddOnOrderRow, paidRooms } from './add-on-orders';

/** An add-on order was paid: the buyer gets what was added, the tickets' codes and the total. */
export function mailAddOnsPaid(db: Db, order: AddOnOrderRow, _nowMs: number): void {
  const rooms = paidRooms(db, order.identificador);
  const buyer = rooms[0] ? findUserById(db, rooms[0].user_id) : undefined;
  if (!buyer?.email) return;
  const addOns = paidAddOns(db, order.referencia);
  const numbers = rooms.map((r) => r.numero_reserva).join(', ');
  const first = firstName(buyer.nome);
  enqueueMail(db, {
    paraEmail: buyer.email,
    paraNome: buyer.nome,
    assunto: `Adicionais confirmados: reserva ${numbers}`,
    html: [
      `<p>Olá, ${escapeHtml(first)}!</p>`,
      `<p>Recebemos o pagamento. Estes itens foram adicionados à sua reserva ${escapeHtml(numbers)}:</p>`,
      ...addOns.html,
      `<p><strong>Total pago: ${formatBrl(addOns.cents)}</strong></p>`,
    ].join('\n'),
    texto: [
      `Olá, ${first}! Estes itens foram adicionados à sua reserva ${numbers}:`,
      ...addOns.text,
      `Total pago: ${formatBrl(addOns.cents)}.`,
    ].join('\n'),
  });
}

/** Paid extras or tickets were cancelled: each with what was kept and what comes back. */
export function mailAddOnsCancelled(
  db: Db,
  userId: number,
  numeroReserva: string,
  items: readonly AdicionalCancelavel[],
): void {
  const buyer = findUserById(db, userId);
  if (!buyer?.email || items.length === 0) return;
  const lines = items.map(
    (item) =>
      `${item.nome}, ${item.quando}: pago ${formatBrl(item.valor_pago * 100)}, retido ${formatBrl(item.multa * 100)}, reembolso ${formatBrl(item.reembolso * 100)}. ${item.motivo}`,
  );
  const refund = items.reduce((sum, item) => sum + Math.round(item.reembolso * 100), 0);
  const how =
    refund > 0
      ? `Reembolso total: ${formatBrl(refund)}, estornado na mesma forma de pagamento usada na compra.`
      : 'Não há valor a devolver.';
  enqueueMail(db, {
    paraEmail: buyer.email,
    paraNome: buyer.nome,
    assunto: `Adicionais cancelados: reserva ${numeroReserva}`,
    html: [
      `<p>Olá, ${escapeHtml(firstName(buyer.nome))}!</p>`,
      `<p>Estes itens da reserva ${escapeHtml(numeroReserva)} foram cancelados:</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(how)}</p>`,
    ].join('\n'),
    texto: [`Itens da reserva ${numeroReserva} cancelados:`, ...lines, how].join('\n'),
  });
}
