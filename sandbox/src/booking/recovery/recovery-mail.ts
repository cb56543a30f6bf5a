import type { Db } from '../../db/types';
import type { UserRow } from '../../repositories/users';
import { formatLocalDateTime, fromIso, toWire } from '../../shared/calendar';
import { escapeHtml } from '../../shared/html';
import { enqueueMail } from '../../repositories/mail-outbox';
import { formatBrl } from '../../shared/money';
import { policyOf } from '../cancellation-policy';
import { MEAL_PLAN_LABELS, type ReservationRow } from '../reservations';
import { CENTRAL_WHATSAPP } from '../voucher-pdf';
import type { RecoveryOffer } from './recovery-offer';
import { hotelRow, type HotelRow } from '../../repositories/catalogue';
import { pixPercents } from '../../repositories/pix-discounts';
import { pixTotalCents } from '../../shared/pix-price';

export interface RecoveryMailInput {
  contact: UserRow;
  offer: RecoveryOffer;
  /** A room of the group, for its cancellation policy (one rate kind per group). */
  policyRoom: ReservationRow;
  resumeLink: string;
  unsubscribeLink: string;
  priceUntilMs: number;
  nights: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The recovery e-mail (README "Abandoned bookings"): the hotel, the dates, the rooms and the
 * total that was on screen, a photo, the cancellation policy, one button ('Retomar minha
 * reserva'), the central's WhatsApp and a one-click unsubscribe.
 */
export function recoveryMail(db: Db, input: RecoveryMailInput): void {
  const { contact, offer } = input;
  const hotel = hotelRow(db, offer.hotelId) as HotelRow;
  const site = new URL(input.resumeLink).origin;
  const photo = `${site}/admin/uploads/${hotel.capa}`;
  const dates = `${toWire(fromIso(offer.arrival))} a ${toWire(fromIso(offer.departure))} (${plural(input.nights, 'noite', 'noites')})`;
  const rooms = offer.rooms.map((room) => {
    const children = room.payingChildren + room.freeChildren;
    const guests =
      plural(room.adults, 'adulto', 'adultos') +
      (children > 0 ? ` e ${plural(children, 'criança', 'crianças')}` : '');
    return `${room.uhNome} · ${MEAL_PLAN_LABELS[room.pensao]}, ${guests}: ${formatBrl(room.totalCents)}`;
  });
  // The PIX price the resumed booking will be charged (README "PIX price"), when lower.
  const pixCents = pixTotalCents(
    pixPercents(db, offer.hotelId),
    offer.rooms.map((room) => ({ produto: 'quartos' as const, cents: room.totalCents })),
  );
  const total =
    formatBrl(offer.totalCents) +
    (pixCents < offer.totalCents ? ` (ou ${formatBrl(pixCents)} no PIX)` : '');
  const policy = policyOf(input.policyRoom).texto;
  const until = formatLocalDateTime(input.priceUntilMs).replace(', ', ' às ');
  const whatsapp = `https://wa.me/${CENTRAL_WHATSAPP}`;
  const firstName = contact.nome.trim().split(/\s+/)[0] ?? '';
  enqueueMail(db, {
    paraEmail: contact.email,
    paraNome: contact.nome,
    assunto: `Sua reserva no ${offer.hotelNome} ainda pode ser sua`,
    html: [
      `<p>Olá, ${escapeHtml(firstName)}!</p>`,
      `<p>Você começou uma reserva no ${escapeHtml(offer.hotelNome)} e ela não foi concluída: o tempo para pagar acabou e os quartos foram liberados. Se ainda quiser, é só continuar de onde parou.</p>`,
      `<p><img src="${escapeHtml(photo)}" alt="${escapeHtml(offer.hotelNome)}" width="560" style="max-width:100%;height:auto"></p>`,
      `<p><strong>${escapeHtml(offer.hotelNome)}</strong>, ${dates}</p>`,
      `<ul>${rooms.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p><strong>Total: ${total}</strong>. Mantemos este preço até ${until}, se os quartos ainda estiverem livres.</p>`,
      `<p>Política de cancelamento: ${escapeHtml(policy)}</p>`,
      `<p><a href="${escapeHtml(input.resumeLink)}" style="display:inline-block;padding:12px 20px;background:#c2410c;color:#fff;border-radius:8px;text-decoration:none;font-weight:bold">Retomar minha reserva</a></p>`,
      '<p>O link abre a sua reserva com os dados que você já informou. Ele vale por 48 horas e pode ser usado uma vez.</p>',
      `<p>Dúvidas? <a href="${escapeHtml(whatsapp)}">Fale com a central no WhatsApp</a>.</p>`,
      `<p style="font-size:12px;color:#5b6470">Você recebeu este e-mail porque informou seu endereço ao reservar. <a href="${escapeHtml(input.unsubscribeLink)}">Não quero mais receber e-mails como este</a>.</p>`,
    ].join('\n'),
    texto: [
      `Olá, ${firstName}! Sua reserva no ${offer.hotelNome} não foi concluída e os quartos foram liberados.`,
      `${offer.hotelNome}, ${dates}`,
      ...rooms.map((line) => `- ${line}`),
      `Total: ${total}. Mantemos este preço até ${until}, se os quartos ainda estiverem livres.`,
      `Política de cancelamento: ${policy}`,
      `Retomar minha reserva (vale por 48 horas, uma vez): ${input.resumeLink}`,
      `Central no WhatsApp: ${whatsapp}`,
      `Não quero mais receber e-mails como este: ${input.unsubscribeLink}`,
    ].join('\n'),
  });
}
