import type { Db } from '../../db/types';
import { findUserById } from '../../accounts/users';
import { escapeHtml } from '../../shared/html';
import { enqueueMail } from '../../shared/mail-outbox';
import { formatBrl } from '../../shared/money';
import { firstName, paidAddOns } from '../booking-mail';
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
