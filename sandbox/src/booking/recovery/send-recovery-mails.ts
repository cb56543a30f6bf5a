import type { Db } from '../../db/types';
import { mayMarketTo } from '../../repositories/marketing-refusals';
import { findUserById, type UserRow } from '../../repositories/users';
import { fromIso } from '../../shared/calendar';
import { anonymousHolderId } from '../holds';
import { hotelName } from '../../repositories/catalogue';
import { groupRooms } from '../group-lifecycle';
import { listGuests } from '../reservation-guests';
import type { ReservationRow } from '../reservations';
import { recoveryMail } from './recovery-mail';
import {
  newToken,
  type OfferedGuest,
  type OfferedRoom,
  type RecoveryOffer,
} from './recovery-offer';
import {
  expiredGroupsToRecover,
  groupContactOf,
  recordSentRecovery,
  recordUnsentRecovery,
  recoverySearchSent,
  sameStayBookedByEmail,
} from '../../repositories/booking-recoveries';
import { roomTypeAllotx } from '../../repositories/room-types';

/**
 * Abandoned-booking recovery (issue 30, README "Abandoned bookings"): a group whose hold expired
 * gets one e-mail, `delayMinutes` after its end, when someone gave an e-mail for it (a
 * logged-in customer's holds, or a visitor named at the guests step). Never for a contract
 * booking, never to a person or an address that refused marketing e-mails, never when that
 * person booked the same dates since, never twice for one search. Each expired group is considered once: a
 * row records why it was not sent, so the sweep does not look at it again.
 */

/** Groups older than this are never considered (a sandbox started after a long pause). */
const LOOKBACK_MS = 7 * 24 * 3600 * 1000;
/** The link resumes the booking for 48 hours; the e-mail's price holds for 24. */
export const LINK_HOURS = 48;
export const PRICE_HOURS = 24;

export interface RecoverySettings {
  siteUrl: string;
  delayMinutes: number;
}

type Situacao = 'enviado' | 'sem_email' | 'recusou_marketing' | 'reservou' | 'repetido';

/** The person the group was booked for, if anyone gave an e-mail. */
function contactOf(db: Db, rooms: readonly ReservationRow[]): UserRow | undefined {
  const anonymous = anonymousHolderId(db);
  const owner = rooms.find((room) => room.user_id !== anonymous)?.user_id;
  const named = groupContactOf(db, rooms[0]!.identificador);
  const id = owner ?? named?.user_id;
  const user = id === undefined ? undefined : findUserById(db, id);
  return user && user.email && !user.excluido_em ? user : undefined;
}

function bookedSince(db: Db, user: UserRow, rooms: readonly ReservationRow[]): boolean {
  const first = rooms[0]!;
  return sameStayBookedByEmail(db, user.email, first);
}

/** A room's guests as stored, or (the first room, not confirmed yet) the person named for it. */
function guestsOf(
  db: Db,
  room: ReservationRow,
  contact: UserRow,
  firstRoom: boolean,
): OfferedGuest[] {
  const stored = listGuests(db, room.id_reservas_front);
  if (stored.length > 0) {
    return stored.map((g) => ({
      tipo: g.tipo,
      nome: g.nome,
      sobrenome: g.sobrenome,
      telefone: g.telefone,
      email: g.email,
      estado: g.estado,
      cidade: g.cidade,
      tipo_documento: g.tipo_documento,
      numero_documento: g.numero_documento,
      principal: g.principal,
      idade: g.tipo === 'crianca' ? Number(g.idade) : null,
    }));
  }
  // Not confirmed yet: the visitor named at the guests step is the first room's main guest.
  if (firstRoom && contact.temporario === 1) {
    const [nome = '', ...rest] = contact.nome.trim().split(/\s+/);
    const phone = (JSON.parse(contact.telefones) as { ddd: string; numero: string }[])[0];
    return [
      {
        tipo: 'adulto',
        nome,
        sobrenome: rest.join(' '),
        telefone: phone ? `${phone.ddd}${phone.numero}` : '',
        email: contact.email,
        estado: '',
        cidade: '',
        tipo_documento: 'CPF',
        numero_documento: contact.cpf.replace(/^T/, ''),
        principal: true,
        idade: null,
      },
    ];
  }
  return [];
}

function offerOf(db: Db, rooms: readonly ReservationRow[], contact: UserRow): RecoveryOffer {
  const first = rooms[0]!;
  const offered = rooms.map((room, i): OfferedRoom => {
    const type = roomTypeAllotx(db, room.room_type_id);
    const guests = guestsOf(db, room, contact, i === 0);
    const ages = guests.filter((g) => g.tipo === 'crianca').map((g) => g.idade ?? 0);
    // Ages not given yet: the counts decide the price (11 and over pay).
    const childAges =
      ages.length === room.qtd_criancas_pagantes + room.qtd_criancas_nao_pagantes
        ? ages
        : [
            ...Array<number>(room.qtd_criancas_pagantes).fill(11),
            ...Array<number>(room.qtd_criancas_nao_pagantes).fill(0),
          ];
    return {
      uhId: room.room_type_id,
      uhNome: type.nome,
      allotx: type.id_allotx_tipo_uh,
      pensao: room.pensao,
      adults: room.qtd_adultos,
      payingChildren: room.qtd_criancas_pagantes,
      freeChildren: room.qtd_criancas_nao_pagantes,
      childAges,
      totalCents: room.valor_total_centavos,
      guests,
    };
  });
  return {
    hotelId: first.id_hotel,
    hotelNome: hotelName(db, first.id_hotel),
    arrival: first.data_chegada,
    departure: first.data_partida,
    rooms: offered,
    totalCents: offered.reduce((sum, room) => sum + room.totalCents, 0),
  };
}

function searchKey(email: string, offer: RecoveryOffer): string {
  const rooms = offer.rooms
    .map((r) => `${r.uhId}:${r.adults}:${r.payingChildren}:${r.freeChildren}`)
    .sort()
    .join(',');
  return `${email.toLowerCase()}|${offer.hotelId}|${offer.arrival}|${offer.departure}|${rooms}`;
}

/** Considers every expired group whose time has come; returns how many e-mails were sent. */
export function sendRecoveryMails(db: Db, nowMs: number, settings: RecoverySettings): number {
  const endBefore = Math.floor((nowMs - settings.delayMinutes * 60_000) / 1000);
  const endAfter = Math.floor((nowMs - LOOKBACK_MS) / 1000);
  let sent = 0;
  for (const identificador of expiredGroupsToRecover(db, endBefore, endAfter)) {
    db.transaction(() => {
      const rooms = groupRooms(db, identificador);
      // Every room's deadline has passed the delay (a later room of the group ends later).
      if (rooms.some((room) => (room.expira_em ?? 0) > endBefore)) return;
      const record = (situacao: Situacao, user?: UserRow) =>
        recordUnsentRecovery(db, identificador, situacao, user, nowMs);
      const contact = contactOf(db, rooms);
      if (!contact) return record('sem_email');
      if (!mayMarketTo(db, contact)) return record('recusou_marketing', contact);
      if (bookedSince(db, contact, rooms)) return record('reservou', contact);
      const offer = offerOf(db, rooms, contact);
      const key = searchKey(contact.email, offer);
      if (recoverySearchSent(db, key)) {
        return record('repetido', contact);
      }
      const link = newToken();
      const unsubscribe = newToken();
      const priceUntil = nowMs + PRICE_HOURS * 3600_000;
      recordSentRecovery(db, {
        identificador,
        userId: contact.id,
        email: contact.email,
        searchKey: key,
        offerJson: JSON.stringify(offer),
        linkHash: link.hash,
        linkUntilMs: nowMs + LINK_HOURS * 3600_000,
        priceUntilMs: priceUntil,
        unsubscribeHash: unsubscribe.hash,
        nowMs,
      });
      recoveryMail(db, {
        contact,
        offer,
        policyRoom: rooms[0]!,
        resumeLink: `${settings.siteUrl}/retomar-reserva/${link.token}`,
        unsubscribeLink: `${settings.siteUrl}/descadastrar/${unsubscribe.token}`,
        priceUntilMs: priceUntil,
        nights: fromIso(offer.departure) - fromIso(offer.arrival),
      });
      sent += 1;
    })();
  }
  return sent;
}
