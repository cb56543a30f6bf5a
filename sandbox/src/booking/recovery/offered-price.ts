import type { Db } from '../../db/types';
import { type Day, toIso } from '../../shared/calendar';
import { DomainError, invalid } from '../../shared/domain-error';
import { readPriceToken, type RecoveryOffer } from './recovery-offer';
import { claimOfferedPrice, sentOfferOf } from '../../repositories/booking-recoveries';

/** The room a hold asks for, as the offer describes its rooms. */
export interface HeldRoom {
  identificador: string;
  hotelId: number;
  uhId: number;
  arrival: Day;
  departure: Day;
  pensao: string;
  adults: number;
  payingChildren: number;
  freeChildren: number;
}

export const OFFER_EXPIRED =
  'O preço do e-mail não vale mais. Refaça a busca para ver o preço de hoje.';

/**
 * The price a recovery e-mail offered for this room (README "Abandoned bookings"), when the hold
 * presents its price token: signed by the sandbox, not expired, naming an e-mail that was sent,
 * and this room, stay and party one of that e-mail's. The first group held with it keeps it: a
 * second group is refused (one e-mail, one booking). Runs inside the hold's transaction.
 */
export function offeredPrice(
  db: Db,
  secret: string,
  token: string,
  room: HeldRoom,
  nowMs: number,
): { totalCents: number; untilMs: number } {
  const read = readPriceToken(secret, token);
  if (!read || read.expiresMs <= nowMs) throw invalid(OFFER_EXPIRED);
  const recovery = sentOfferOf(db, read.identificador);
  if (!recovery) throw invalid(OFFER_EXPIRED);
  if (recovery.novo_identificador !== null && recovery.novo_identificador !== room.identificador) {
    throw new DomainError('conflict', 'O preço deste e-mail já foi usado em outra reserva.');
  }
  const offer = JSON.parse(recovery.oferta) as RecoveryOffer;
  const match = offer.rooms.find(
    (r) =>
      r.uhId === room.uhId &&
      r.pensao === room.pensao &&
      r.adults === room.adults &&
      r.payingChildren === room.payingChildren &&
      r.freeChildren === room.freeChildren,
  );
  if (
    !match ||
    offer.hotelId !== room.hotelId ||
    offer.arrival !== toIso(room.arrival) ||
    offer.departure !== toIso(room.departure)
  ) {
    throw invalid('Este quarto não é o do e-mail: o preço do e-mail vale só para a reserva dele.');
  }
  claimOfferedPrice(db, read.identificador, room.identificador);
  return { totalCents: match.totalCents, untilMs: read.expiresMs };
}
