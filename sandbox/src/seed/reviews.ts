import type { Db } from '../db/types';
import { insertPlaceholderUser } from '../repositories/users';
import { insertReservation, nextReservationId, STATUS } from '../repositories/reservations';
import { insertInvitation, insertReview, recordModeration } from '../repositories/stay-reviews';
import { type Day, startOfDayMs, toIso } from '../shared/calendar';
import { seededRandom } from '../shared/seeded-random';
import {
  ANSWERS,
  ASPECT_SENTENCES,
  CLOSINGS,
  GUEST_CITIES,
  GUEST_NAMES,
  OPENINGS,
  TITLES,
} from './reviews-data';

/**
 * A realistic set of reviews (issue 53): about twenty-five past stays per hotel over the last
 * year, each with its review, in Portuguese, with a spread of scores (mostly good, some bad),
 * published a day after they were written; some answered by the hotel, two waiting in the
 * moderation queue and one rejected with its reason. Deterministic: the same seed gives the same
 * reviews. The stays belong to guests who booked without an account (they cannot log in), and
 * their invitations are spent, so nothing is e-mailed for them.
 */

type Band = keyof typeof TITLES;
const TRAVELLERS = ['casal', 'familia', 'familia', 'amigos', 'sozinho', 'negocios'] as const;
const ASPECTS = ['quartos', 'limpeza', 'atendimento', 'lazer'] as const;
const DAY_MS = 86_400_000;
/** The club's own hotel: its stays are club stays. */
const CLUB_HOTEL = 5;

export function isReviewsSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM stay_reviews LIMIT 1').get() !== undefined;
}

export function seedReviews(db: Db, today: Day): void {
  const random = seededRandom(53);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  /** A sentence that fits who travelled: children and family only for a family. */
  const fitting = (list: readonly string[], family: boolean) =>
    family ? list : list.filter((line) => !/crianças|família/i.test(line));
  const hotels = db
    .prepare(
      'SELECT h.id, MIN(t.id) AS uh FROM hotels h JOIN room_types t ON t.hotel_id = h.id GROUP BY h.id ORDER BY h.id',
    )
    .all() as { id: number; uh: number }[];
  const createdAt = new Date(startOfDayMs(today - 400)).toISOString();
  const guests = GUEST_NAMES.map((name, i) =>
    insertPlaceholderUser(db, `${name} (hóspede)`, `AVALIACAO-${i + 1}`, createdAt),
  );

  hotels.forEach((hotel, h) => {
    const count = 20 + ((hotel.id * 7) % 11);
    // Some hotels are better liked than others.
    const bias = ((hotel.id * 5) % 7) / 20;
    for (let i = 0; i < count; i++) {
      const roll = random() - bias;
      const band: Band =
        roll < 0.45 ? 'otima' : roll < 0.75 ? 'boa' : roll < 0.9 ? 'regular' : 'ruim';
      const nota =
        { otima: 9, boa: 7, regular: 5, ruim: 2 }[band] +
        Math.floor(random() * (band === 'ruim' ? 3 : 2));
      const scores = Object.fromEntries(
        ASPECTS.map((a) => [a, Math.min(10, Math.max(1, nota + Math.floor(random() * 3) - 1))]),
      ) as Record<(typeof ASPECTS)[number], number>;
      const mentioned = [...ASPECTS].sort(() => random() - 0.5).slice(0, 2);
      const traveller = pick(TRAVELLERS);
      const family = traveller === 'familia';
      const texto = [
        pick(fitting(OPENINGS[band], family)),
        ...mentioned.map((a) => pick(fitting(ASPECT_SENTENCES[a][scores[a] >= 7 ? 0 : 1], family))),
        pick(fitting(CLOSINGS[band], family)),
      ].join(' ');

      const nights = 2 + Math.floor(random() * 4);
      // The newest two of the first hotel wait in the moderation queue.
      const queued = h === 0 && i >= count - 2;
      const spread = Math.floor(random() * 360);
      const departure = queued ? today - 3 - (count - 1 - i) : today - 6 - spread;
      const arrival = departure - nights;
      const id = nextReservationId(db);
      const identificador = `${hotel.id}-AVALIACAO-${h + 1}-${i + 1}`;
      const guest = guests[(h * 31 + i) % guests.length]!;
      insertReservation(db, {
        id_reservas_front: id,
        numero_reserva: `AUR-${toIso(arrival).slice(0, 4)}-${String(id).padStart(6, '0')}`,
        user_id: guest,
        id_hotel: hotel.id,
        room_type_id: hotel.uh,
        contrato_id: null,
        data_chegada: toIso(arrival),
        data_partida: toIso(departure),
        qtd_adultos: 2,
        qtd_criancas_pagantes: 0,
        qtd_criancas_nao_pagantes: 0,
        pensao: 'cafe',
        tarifa: 'BALCAO',
        cupom: '',
        valor_total_centavos: nights * 40_000,
        forma_pagamento_id: 1,
        status_id: STATUS.checkOut,
        criado_em: `${toIso(arrival - 30)} 10:00:00`,
        expira_em: null,
        identificador,
        observacoes: '',
      });
      const sentAt = startOfDayMs(departure + 1 + Math.floor(random() * 4)) + 13 * 3600_000;
      insertInvitation(db, {
        identificador,
        hotel_id: hotel.id,
        user_id: guest,
        token_hash: null,
        enviado_em: startOfDayMs(departure + 1) + 12 * 3600_000,
        expira_em: startOfDayMs(departure + 31),
        usado_em: sentAt,
      });
      const reviewId = insertReview(db, {
        identificador,
        hotel_id: hotel.id,
        user_id: guest,
        nota,
        nota_quartos: scores.quartos,
        nota_limpeza: scores.limpeza,
        nota_atendimento: scores.atendimento,
        nota_lazer: scores.lazer,
        titulo: pick(fitting(TITLES[band], family)),
        texto,
        nome: random() < 0.75 ? GUEST_NAMES[(h * 31 + i) % GUEST_NAMES.length]! : '',
        cidade: random() < 0.6 ? pick(GUEST_CITIES) : '',
        tipo_viajante: traveller,
        clube: hotel.id === CLUB_HOTEL ? 1 : 0,
        chegada: toIso(arrival),
        noites: nights,
        enviada_em: sentAt,
      });
      if (queued) continue;
      // One of the second hotel's was refused, with its reason.
      if (h === 1 && i === 0) {
        recordModeration(db, reviewId, {
          acao: 'rejeitada',
          em: sentAt + DAY_MS,
          motivo: 'O texto cita o nome completo de um funcionário.',
        });
        continue;
      }
      recordModeration(db, reviewId, { acao: 'publicada', em: sentAt + DAY_MS });
      if (i % 5 === 2) {
        recordModeration(db, reviewId, {
          acao: 'respondida',
          em: sentAt + 2 * DAY_MS,
          resposta: pick(ANSWERS[nota >= 7 ? 'good' : 'bad']),
        });
      }
    }
  });
}
