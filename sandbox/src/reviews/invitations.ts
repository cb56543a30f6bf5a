import type { Db } from '../db/types';
import { hotelName } from '../repositories/catalogue';
import { mayMarketTo } from '../repositories/marketing-refusals';
import { enqueueMail } from '../repositories/mail-outbox';
import { endedStaysUninvited, insertInvitation } from '../repositories/stay-reviews';
import { findUserById } from '../repositories/users';
import { dayOfInstant, fromIso, toIso, toWire } from '../shared/calendar';
import { escapeHtml } from '../shared/html';
import { newLinkToken } from '../shared/link-token';
import { firstName } from '../shared/person-name';

/**
 * The review invitation (issue 53 part 1; README "Reviews"): `daysAfter` days after a paid
 * stay's departure, its buyer gets one e-mail with a single-use link, valid `validDays`, to
 * review it. Once per stay (booking group); never to a buyer who refused e-mails of this kind (the
 * recorded marketing refusal, LGPD) or whose account was deleted: their stay is marked invited
 * without a link, so nothing is ever sent. Cancelled and expired stays never count.
 */

export interface InvitationSettings {
  siteUrl: string;
  daysAfter: number;
  validDays: number;
}

/** Stays older than this many days past the invitation's day are not invited any more. */
const CATCH_UP_DAYS = 7;
const DAY_MS = 86_400_000;

/** Sends the invitations due now (the sweep calls it); returns how many e-mails went. */
export function sendReviewInvitations(db: Db, nowMs: number, settings: InvitationSettings): number {
  const lastDeparture = dayOfInstant(nowMs) - settings.daysAfter;
  const due = endedStaysUninvited(db, toIso(lastDeparture - CATCH_UP_DAYS), toIso(lastDeparture));
  let sent = 0;
  for (const stay of due) {
    const buyer = findUserById(db, stay.user_id);
    const asked =
      buyer !== undefined && !buyer.excluido_em && buyer.email !== '' && mayMarketTo(db, buyer);
    const link = asked ? newLinkToken() : null;
    insertInvitation(db, {
      identificador: stay.identificador,
      hotel_id: stay.hotel_id,
      user_id: stay.user_id,
      token_hash: link?.hash ?? null,
      enviado_em: nowMs,
      expira_em: nowMs + settings.validDays * DAY_MS,
      usado_em: null,
    });
    if (!link || !buyer) continue;
    const hotel = hotelName(db, stay.hotel_id);
    const url = `${settings.siteUrl}/avaliar/${link.token}`;
    const name = firstName(buyer.nome);
    const dates = `${toWire(fromIso(stay.chegada))} a ${toWire(fromIso(stay.partida))}`;
    enqueueMail(db, {
      paraEmail: buyer.email,
      paraNome: buyer.nome,
      assunto: `Como foi sua estadia no ${hotel}?`,
      html: [
        `<p>Olá, ${escapeHtml(name)}!</p>`,
        `<p>Obrigado por se hospedar no ${escapeHtml(hotel)} (${dates}). Conte como foi: sua avaliação ajuda outros hóspedes a escolher e nos ajuda a melhorar.</p>`,
        `<p><a href="${escapeHtml(url)}">Avaliar minha estadia</a></p>`,
        `<p>O link vale por ${settings.validDays} dias e só pode ser usado uma vez. Toda avaliação passa por moderação antes de ser publicada.</p>`,
      ].join(''),
      texto: [
        `Olá, ${name}! Obrigado por se hospedar no ${hotel} (${dates}).`,
        `Conte como foi: ${url}`,
        `O link vale por ${settings.validDays} dias e só pode ser usado uma vez.`,
      ].join('\n'),
    });
    sent++;
  }
  return sent;
}
