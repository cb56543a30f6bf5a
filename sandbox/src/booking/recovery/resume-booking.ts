import type {
  RelatorioRecuperacaoResponse,
  RetomarReservaResponse,
} from '../../../../src/api/contract/booking-recovery';
import type { Db } from '../../db/types';
import { fromIso, toWire } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { toReais } from '../../shared/money';
import { STATUS } from '../reservations';
import { type RecoveryOffer, signPriceToken, tokenHash } from './recovery-offer';

interface RecoveryRow {
  identificador: string;
  oferta: string;
  link_expira_em: number;
  preco_expira_em: number;
  usado_em: number | null;
}

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
  const row = db
    .prepare(
      "SELECT identificador, oferta, link_expira_em, preco_expira_em, usado_em FROM booking_recoveries WHERE link_hash = ? AND situacao = 'enviado'",
    )
    .get(hash) as RecoveryRow | undefined;
  if (!row) throw new DomainError('not_found', LINK_MESSAGES.unknown);
  if (row.usado_em !== null) throw new DomainError('gone', LINK_MESSAGES.used);
  if (nowMs > row.link_expira_em) throw new DomainError('gone', LINK_MESSAGES.expired);
  // Used up here, whatever happens next: a second request (a forwarded e-mail) gets nothing.
  const claimed = db
    .prepare('UPDATE booking_recoveries SET usado_em = ? WHERE link_hash = ? AND usado_em IS NULL')
    .run(nowMs, hash);
  if (claimed.changes !== 1) throw new DomainError('gone', LINK_MESSAGES.used);

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
  const count = (situacao: string) =>
    (
      db
        .prepare('SELECT COUNT(*) AS n FROM booking_recoveries WHERE situacao = ?')
        .get(situacao) as { n: number }
    ).n;
  const opened = db
    .prepare('SELECT COUNT(*) AS n FROM booking_recoveries WHERE usado_em IS NOT NULL')
    .get() as { n: number };
  // A group booked again through a link counts once it is paid (its rooms confirmed or on).
  const recovered = db
    .prepare(
      `SELECT COUNT(DISTINCT b.identificador) AS n, COALESCE(SUM(r.valor_total_centavos), 0) AS cents
       FROM booking_recoveries b JOIN reservations r ON r.identificador = b.novo_identificador
       WHERE r.status_id IN (?, ?, ?)`,
    )
    .get(STATUS.confirmada, STATUS.checkIn, STATUS.checkOut) as { n: number; cents: number };
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
