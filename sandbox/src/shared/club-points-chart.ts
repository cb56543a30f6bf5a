/**
 * The club's points chart (README "Club", "Contract bookings"): what a night of a contract
 * booking costs in points, by hotel, unit type (the room type's capacity), season and night.
 * Published to members on the club's information page (CMS page 'drvc', written from
 * `nightPoints` and `CHART_SEASONS` at seed time) and in each contract search row (`pontos`).
 *
 * And the return rule: what cancelling a contract booking gives back.
 */
import { type Day, SEASON_PERCENT, seasonOf, type Temporada } from './calendar';

/** Points of a weekday night in low season, by the room type's capacity (guests). */
export const NIGHT_POINTS_BY_CAPACITY: readonly { upTo: number; pontos: number }[] = [
  { upTo: 2, pontos: 1200 },
  { upTo: 3, pontos: 1500 },
  { upTo: 4, pontos: 1800 },
  { upTo: Number.POSITIVE_INFINITY, pontos: 2200 },
];

/** The club's own resorts (club-only hotels) cost this percent of the chart's points. */
export const CLUB_RESORT_PCT = 90;

export const SEASON_NAMES: Record<Temporada, string> = {
  baixa: 'Baixa temporada (dias de semana)',
  fim_de_semana: 'Fim de semana (sexta e sábado)',
  alta: 'Alta temporada (julho, 15/12 a 31/01)',
  feriado: 'Feriado nacional',
};

function basePointsOf(capacidade: number): number {
  const band = NIGHT_POINTS_BY_CAPACITY.find((b) => capacidade <= b.upTo);
  return band?.pontos ?? 0;
}

/** One night's points: the base by capacity, the season's percent, the club resorts' percent, to tens. */
export function nightPoints(capacidade: number, clubResort: boolean, temporada: Temporada): number {
  const pct = SEASON_PERCENT[temporada] * (clubResort ? CLUB_RESORT_PCT : 100);
  return Math.round((basePointsOf(capacidade) * pct) / 10000 / 10) * 10;
}

/** The points of a stay [arrival, departure): the sum of its nights. */
export function stayPoints(
  capacidade: number,
  clubResort: boolean,
  arrival: Day,
  departure: Day,
): number {
  let total = 0;
  for (let night = arrival; night < departure; night++) {
    total += nightPoints(capacidade, clubResort, seasonOf(night));
  }
  return total;
}

// --- The return rule ---------------------------------------------------------------------------

/** A paid contract booking cancelled this many days or more before arrival gets all back. */
export const FULL_RETURN_DAYS = 30;
/** From this many days (to FULL_RETURN_DAYS - 1) half comes back; closer, nothing. */
export const HALF_RETURN_DAYS = 15;

export const RETURN_RULES = [
  'Reserva não paga (pré-reserva liberada ou expirada): todos os pontos voltam.',
  `Reserva paga cancelada com ${FULL_RETURN_DAYS} dias ou mais de antecedência: todos os pontos voltam.`,
  `De ${HALF_RETURN_DAYS} a ${FULL_RETURN_DAYS - 1} dias antes da chegada: metade dos pontos volta.`,
  `Menos de ${HALF_RETURN_DAYS} dias antes da chegada: os pontos não voltam.`,
  'Os pontos devolvidos voltam ao lote de onde saíram e mantêm a validade dele.',
] as const;

export interface PointsReturn {
  /** Percent of the points used that comes back. */
  pct: 0 | 50 | 100;
  /** The rule applied, in Portuguese. */
  regra: string;
}

/** What share of a contract booking's points cancelling it on `today` gives back. */
export function pointsReturnOf(paid: boolean, arrival: Day, today: Day): PointsReturn {
  if (!paid) return { pct: 100, regra: RETURN_RULES[0] };
  const days = arrival - today;
  if (days >= FULL_RETURN_DAYS) return { pct: 100, regra: RETURN_RULES[1] };
  if (days >= HALF_RETURN_DAYS) return { pct: 50, regra: RETURN_RULES[2] };
  return { pct: 0, regra: RETURN_RULES[3] };
}

/**
 * The seasons in plain words, as `seasonOf` decides them (the club page, issue 51): each night
 * takes the highest season that applies. No date is blocked to members.
 */
export const SEASON_RULES = [
  'Cada noite tem uma temporada, e vale a mais alta que se aplica: feriado, depois alta temporada, depois fim de semana, depois baixa temporada.',
  'Baixa temporada: as noites de domingo a quinta fora da alta temporada e dos feriados.',
  'Fim de semana: as noites de sexta e de sábado.',
  'Alta temporada: todo o mês de julho e as noites de 15 de dezembro a 31 de janeiro.',
  'Feriado nacional: 1º de janeiro, Carnaval (de sábado a terça), Semana Santa (de quinta ao domingo de Páscoa), Tiradentes (21/04), Dia do Trabalho (01/05), Corpus Christi, Independência (07/09), Nossa Senhora Aparecida (12/10), Finados (02/11), Proclamação da República (15/11), Dia da Consciência Negra (20/11) e Natal (25/12).',
  'Não há datas bloqueadas para associados: qualquer noite com unidade livre pode ser reservada com pontos, e qualquer semana dentro da janela pode ser depositada. Noites em que um hotel está fechado não são vendidas a ninguém.',
] as const;

/** The chart's season columns in order, with their names (the club page's table). */
export const CHART_SEASONS = (['baixa', 'fim_de_semana', 'alta', 'feriado'] as const).map((s) => ({
  temporada: s,
  nome: SEASON_NAMES[s],
}));
