/**
 * The club's points calculator (issue 51), main reservations API: an extension, public (no
 * token). What a point buys, from the same chart the bookings and the deposits spend (sandbox
 * `src/shared/club-points-chart.ts`, `src/club/week-deposits.ts`), shown to anyone on the club's
 * page (`/informacoes/drvc`). Dates are dd/MM/yyyy; money here is whole centavos.
 */
import type { UnitCode } from './club';
import type { Pensao } from './search';

export const POINTS_CALCULATOR_PATHS = {
  /** The hotels with their room types (contract bookings) and the resorts with their units (weeks). */
  options: '/clube/calculadora-pontos/opcoes',
  /** A contract booking's stay: its nights, their seasons and points, and the usage fee. */
  stay: '/clube/calculadora-pontos/estadia',
  /** A deposited week: its nights' seasons, its points and its usage fee. */
  week: '/clube/calculadora-pontos/semana',
} as const;

/** The chart's seasons: low (weekdays), weekend (Friday and Saturday nights), high, holiday. */
export type ClubSeason = 'baixa' | 'fim_de_semana' | 'alta' | 'feriado';

export interface CalculatorRoomType {
  uh_id: number;
  nome: string;
  /** Guests it seats: the chart's column. */
  capacidade: number;
  max_adultos: number;
}

export interface CalculatorHotel {
  hotel_id: number;
  nome: string;
  /** A club-only resort: its nights cost 90% of the chart. */
  resort_do_clube: boolean;
  unidades: CalculatorRoomType[];
}

export interface CalculatorResort {
  empreendimento_id: number;
  nome: string;
  cidade: string;
  unidades: { br: UnitCode; nome: string }[];
}

export interface CalculatorOptions {
  hoteis: CalculatorHotel[];
  empreendimentos: CalculatorResort[];
}

export interface StayQuoteRequest {
  uh_id: number;
  /** dd/MM/yyyy */
  chegada: string;
  partida: string;
  /** The fee is the club tariff of this many adults in the room. */
  adultos: number;
}

export interface WeekQuoteRequest {
  empreendimento_id: number;
  br: UnitCode;
  /** The week's Saturday, dd/MM/yyyy. */
  inicio: string;
}

export interface QuotedNight {
  data: string;
  temporada: ClubSeason;
  /** The season's name on the chart ('Fim de semana (sexta e sábado)'). */
  temporada_nome: string;
  /** The holiday's name, on a holiday. */
  feriado?: string;
  /** The night's points; null in a week, which costs as a whole. */
  pontos: number | null;
}

export interface UsageFee {
  /** The meal plan (a stay) or null (a week). */
  pensao: Pensao | null;
  nome: string;
  centavos: number;
}

export interface PointsQuote {
  noites: QuotedNight[];
  total_pontos: number;
  /** How the total is reached, in words. */
  regra: string;
  /** A stay: the club tariff per meal plan, empty when no unit is free; a week: its one fee. */
  taxas: UsageFee[];
  /** A stay: a unit of the type is free every night (the fee is priced only then). */
  disponivel: boolean;
  /** Why it could not be booked or deposited today (a week outside the window), or null. */
  aviso: string | null;
}
