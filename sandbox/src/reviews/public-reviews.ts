import type {
  AvaliacaoPublicada,
  AvaliacoesHotelRequest,
  AvaliacoesHotelResponse,
  NotasAspectos,
  ResumoAvaliacoesResponse,
  TipoViajante,
} from '../../../src/api/contract/reviews';
import type { Db } from '../db/types';
import {
  publishedReviews,
  reviewTotalsByHotel,
  type ReviewRow,
} from '../repositories/stay-reviews';
import { REVIEWS_PER_PAGE } from './review-rules';

/**
 * What guests read (issue 53 parts 3 and 4): a hotel's published reviews, filtered, ordered and
 * paged, with its average and the aspects' averages over every published review (a filter never
 * changes the average: no bad score is hidden), and each hotel's average and count.
 */

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function publicReview(row: ReviewRow): AvaliacaoPublicada {
  return {
    id: row.id,
    nota: row.nota,
    notas: {
      quartos: row.nota_quartos,
      limpeza: row.nota_limpeza,
      atendimento: row.nota_atendimento,
      lazer: row.nota_lazer,
    },
    titulo: row.titulo,
    texto: row.texto,
    nome: row.nome,
    cidade: row.cidade,
    tipo_viajante: row.tipo_viajante as TipoViajante,
    clube: row.clube === 1,
    mes_estadia: row.chegada.slice(0, 7),
    noites: row.noites,
    publicada_em: new Date(row.moderada_em ?? row.enviada_em).toISOString(),
    resposta_hotel: row.resposta_hotel,
  };
}

function aspectsOf(rows: readonly ReviewRow[]): NotasAspectos | null {
  if (rows.length === 0) return null;
  const mean = (pick: (r: ReviewRow) => number) =>
    oneDecimal(rows.reduce((sum, r) => sum + pick(r), 0) / rows.length);
  return {
    quartos: mean((r) => r.nota_quartos),
    limpeza: mean((r) => r.nota_limpeza),
    atendimento: mean((r) => r.nota_atendimento),
    lazer: mean((r) => r.nota_lazer),
  };
}

const ORDERS = {
  // publishedReviews comes newest first.
  recentes: () => 0,
  melhores: (a: ReviewRow, b: ReviewRow) => b.nota - a.nota,
  piores: (a: ReviewRow, b: ReviewRow) => a.nota - b.nota,
} as const;

export function hotelReviews(db: Db, query: AvaliacoesHotelRequest): AvaliacoesHotelResponse {
  const all = publishedReviews(db, query.id_hotel);
  const matching = all
    .filter((r) => !query.tipo_viajante || r.tipo_viajante === query.tipo_viajante)
    .filter((r) => r.nota >= (query.nota_minima ?? 1))
    // A stable sort: equal scores stay newest first.
    .sort(ORDERS[query.ordem ?? 'recentes']);
  const paginas = Math.max(1, Math.ceil(matching.length / REVIEWS_PER_PAGE));
  const pagina = Math.min(Math.max(1, query.pagina ?? 1), paginas);
  return {
    media: all.length ? oneDecimal(all.reduce((sum, r) => sum + r.nota, 0) / all.length) : null,
    total: all.length,
    aspectos: aspectsOf(all),
    avaliacoes: matching
      .slice((pagina - 1) * REVIEWS_PER_PAGE, pagina * REVIEWS_PER_PAGE)
      .map(publicReview),
    encontradas: matching.length,
    pagina,
    paginas,
  };
}

export function reviewSummary(db: Db): ResumoAvaliacoesResponse {
  return reviewTotalsByHotel(db).map(({ hotel_id, total, soma }) => ({
    id_hotel: hotel_id,
    media: oneDecimal(soma / total),
    total,
  }));
}
