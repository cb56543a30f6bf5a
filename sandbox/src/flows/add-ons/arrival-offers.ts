import { randomBytes } from 'node:crypto';
import { mayMarketTo } from '../../repositories/marketing-refusals';
import { findUserById } from '../../repositories/users';
import type { Db } from '../../db/types';
import { extrasCatalogue } from '../../extras/catalogue';
import { dayOfInstant, fromIso, startOfDayMs, toIso, toWire } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { escapeHtml } from '../../shared/html';
import { enqueueMail } from '../../repositories/mail-outbox';
import { formatBrl } from '../../shared/money';
import { hotelName } from '../../repositories/catalogue';
import { firstName } from '../../shared/person-name';
import { paidRooms } from './add-on-orders';
import { linkTokenHash } from '../../shared/link-token';
import {
  arrivalOfferByHash,
  groupsArrivingUnoffered,
  insertArrivalOffer,
  spendArrivalOfferOf,
} from '../../repositories/arrival-offers';

/**
 * The pre-arrival offer (issue 29 part 5; README "Adding to a booking"): `daysBefore` days
 * before a paid booking's arrival, its buyer gets one e-mail with the arrival's details and, if
 * they have not refused marketing e-mails (the consent already recorded, LGPD), an offer of the
 * hotel's extras and the park with a link that opens the add-on step. Once per booking group.
 */

const hash = linkTokenHash;

export interface ArrivalOfferSettings {
  siteUrl: string;
  daysBefore: number;
}

/** Sends the offers due now (the sweep calls it); returns how many e-mails went. */
export function sendArrivalOffers(db: Db, nowMs: number, settings: ArrivalOfferSettings): number {
  const today = dayOfInstant(nowMs);
  const due = groupsArrivingUnoffered(db, toIso(today), toIso(today + settings.daysBefore));
  let sent = 0;
  for (const { identificador, chegada } of due) {
    const rooms = paidRooms(db, identificador);
    const first = rooms[0]!;
    const buyer = findUserById(db, first.user_id);
    const arrival = fromIso(chegada);
    const offer = buyer !== undefined && mayMarketTo(db, buyer);
    const token = offer ? randomBytes(32).toString('base64url') : null;
    insertArrivalOffer(db, {
      identificador,
      token_hash: token ? hash(token) : null,
      oferta: offer ? 1 : 0,
      enviado_em: nowMs,
      valido_ate: startOfDayMs(arrival),
    });
    if (!buyer?.email || buyer.excluido_em) continue;
    const hotel = hotelName(db, first.id_hotel);
    const numbers = rooms.map((r) => r.numero_reserva).join(', ');
    const date = toWire(arrival);
    const voucher = `${settings.siteUrl}/voucher-roomlist/${encodeURIComponent(identificador)}`;
    const name = firstName(buyer.nome);
    const html = [
      `<p>Olá, ${escapeHtml(name)}!</p>`,
      `<p>Sua chegada ao ${escapeHtml(hotel)} é em <strong>${date}</strong> (reserva ${escapeHtml(numbers)}). O check-in começa às 14:00; leve um documento com foto de cada hóspede.</p>`,
      `<p><a href="${escapeHtml(voucher)}">Ver o voucher e a lista de hóspedes</a></p>`,
    ];
    const text = [
      `Olá, ${name}! Sua chegada ao ${hotel} é em ${date} (reserva ${numbers}).`,
      'O check-in começa às 14:00; leve um documento com foto de cada hóspede.',
      `Voucher e lista de hóspedes: ${voucher}`,
    ];
    if (token) {
      const link = `${settings.siteUrl}/adicionar/${token}`;
      const extras = extrasCatalogue(db)({
        hotelId: first.id_hotel,
        arrival,
        departure: fromIso(first.data_partida),
        guests: 1,
        today,
        minuteNow: 0,
      })
        .filter((extra) => extra.dias.length > 0)
        .slice(0, 5)
        .map((extra) => `${extra.nome}: ${formatBrl(Math.round(extra.valor_unitario * 100))}`);
      html.push(
        '<p><strong>Complete sua estadia</strong>: ingressos do parque aquático para os dias da sua estadia e extras do hotel, pagos à parte, sem fila na chegada.</p>',
        `<ul>${extras.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        `<p><a href="${escapeHtml(link)}">Adicionar à minha reserva</a> (o link vale até o dia da chegada).</p>`,
      );
      text.push('Complete sua estadia:', ...extras.map((l) => `- ${l}`), `Adicionar: ${link}`);
    }
    enqueueMail(db, {
      paraEmail: buyer.email,
      paraNome: buyer.nome,
      assunto: `Sua chegada ao ${hotel} em ${date}`,
      html: html.join('\n'),
      texto: text.join('\n'),
    });
    sent += 1;
  }
  return sent;
}

/** The booking group a live offer link opens; refuses a spent, expired or unknown link. */
export function arrivalOfferGroup(db: Db, token: string, nowMs: number): string {
  const row = arrivalOfferByHash(db, hash(token));
  if (!row) throw new DomainError('not_found', 'Link de oferta inválido.');
  if (row.usado_em !== null) {
    throw new DomainError(
      'gone',
      'Este link já foi usado: os itens adicionados estão no seu e-mail.',
    );
  }
  if (nowMs >= row.valido_ate) {
    throw new DomainError('gone', 'Este link venceu no dia da chegada.');
  }
  return row.identificador;
}

/** An order opened from the offer was paid: the link is spent. */
export function spendArrivalOffer(db: Db, identificador: string, nowMs: number): void {
  spendArrivalOfferOf(db, identificador, nowMs);
}
