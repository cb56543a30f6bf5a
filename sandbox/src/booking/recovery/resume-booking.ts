import type {
  RelatorioRecuperacaoResponse,
  RetomarReservaResponse,
} from '../../../../src/api/contract/booking-recovery';
import type { Db } from '../../db/types';
import { fromIso, toWire } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { toReais } from '../../shared/money';
import { type RecoveryOffer, signPriceToken, tokenHash } from './recovery-offer';
import {
  claimResumeLink,
  recoveriesWithSituacao,
  recoveryByLinkHash,
  recoveryOutcomes,
} from '../../repositories/booking-recoveries';

export const LINK_MESSAGES = {
  unknown: 'Este link de reserva não é válido. Confira se ele foi copiado inteiro.',
  used: 'Este link já foi usado: ele vale uma vez. Para reservar de novo, faça uma nova busca.',
  expired: 'Este link expirou: ele valia por 48 horas. Faça uma nova busca para reservar.',
} as const;

/**
 * The e-mail's link, used (README "Abandoned bookings"): once, within 48 hours. It gives back
 * the search, the rooms and the guests given before (the link proves the address is theirs:
 * it reached it), and the price token that holds the e-mail's prices until they expire. It
 * holds nothing itself: the site holds the rooms as for any booking, presenting the token.
 */
export function resumeBooking(
  db: Db,
  token: string,
  nowMs: number,
  secret: string,
): RetomarReservaResponse {
  const hash = tokenHash(token);
  const row = recoveryByLinkHash(db, hash);
  if (!row) throw new DomainError('not_found', LINK_MESSAGES.unknown);
  if (row.usado_em !== null) throw new DomainError('gone', LINK_MESSAGES.used);
  if (nowMs > row.link_expira_em) throw new DomainError('gone', LINK_MESSAGES.expired);
  // Used up here, whatever happens next: a second request (a forwarded e-mail) gets nothing.
  if (!claimResumeLink(db, hash, nowMs)) throw new DomainError('gone', LINK_MESSAGES.used);

  const offer = JSON.parse(row.oferta) as RecoveryOffer;
  const priceHolds = nowMs < row.preco_expira_em;
  return {
    id_hotel: offer.hotelId,
    hotel_nome: offer.hotelNome,
    data_chegada: toWire(fromIso(offer.arrival)),
    data_partida: toWire(fromIso(offer.departure)),
    quartos: offer.rooms.map((room) => ({
      id_uh: room.uhId,
      uh_nome: room.uhNome,
      id_allotx_tipo_uh: room.allotx,
      cod_pensao: room.pensao,
      qtd_adultos: room.adults,
      idades_criancas: room.childAges,
      valor_total: toReais(room.totalCents),
      hospedes: room.guests,
    })),
    valor_total: toReais(offer.totalCents),
    oferta_preco: priceHolds
      ? signPriceToken(secret, row.identificador, row.preco_expira_em)
      : null,
    preco_garantido_ate: priceHolds ? new Date(row.preco_expira_em).toISOString() : null,
  };
}

/** What the recovery e-mails did (services report). */
export function recoveryReport(db: Db): RelatorioRecuperacaoResponse {
  const count = (situacao: string) => recoveriesWithSituacao(db, situacao);
  const outcomes = recoveryOutcomes(db);
  const opened = { n: outcomes.abertos };
  const recovered = { n: outcomes.recuperados, cents: outcomes.cents };
  return {
    enviados: count('enviado'),
    abertos: opened.n,
    recuperados: recovered.n,
    receita_recuperada: toReais(recovered.cents),
    nao_enviados: {
      sem_email: count('sem_email'),
      recusou_marketing: count('recusou_marketing'),
      reservou: count('reservou'),
      repetido: count('repetido'),
    },
  };
}
