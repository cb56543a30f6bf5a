/**
 * The points calculator (README "Points calculator", issue 51): what a stay or a week costs in
 * points, night by night with its season, and its usage fee in money, for anyone. Nothing here
 * prices on its own: the points are the chart's (`shared/club-points-chart.ts`, the function the
 * hold spends) and the deposits' (`weekPoints`, the function the deposit debits), and a stay's
 * fee is the pricing engine's club tariff (`booking/pricing`), the one the club checkout charges.
 */
import { UNIT_CODE_NAMES, type UnitCode } from '../../../../src/api/contract/club';
import type {
  CalculatorOptions,
  PointsQuote,
  QuotedNight,
} from '../../../../src/api/contract/points-calculator';
import type { Pensao } from '../../../../src/api/contract/search';
import type { Db } from '../../db/types';
import { holidayName, partsOf, seasonOf, toWire, type Day } from '../../shared/calendar';
import {
  CLUB_RESORT_PCT,
  nightPoints,
  SEASON_NAMES,
  stayPoints,
} from '../../shared/club-points-chart';
import { DomainError, invalid } from '../../shared/domain-error';
import { nightsLoaderOf } from '../../booking/pricing/nights-window';
import { stayPricerOver } from '../../booking/pricing/stay-prices';
import { roomPartyOf } from '../../booking/pricing/tariff-rules';
import { findResort, listResorts, resortUnits } from '../../repositories/week-deposits';
import {
  HIGH_SEASON_WEEK_PCT,
  NO_UNIT,
  unitFree,
  WEEK_FEE,
  WEEK_POINTS,
  weekPoints,
  windowRefusal,
} from '../../club/week-deposits';

/** The plans in the engine's order (its totals are indexed so), named as the site names them. */
const PLANS: readonly { pensao: Pensao; nome: string }[] = [
  { pensao: 'sem', nome: 'Sem café' },
  { pensao: 'cafe', nome: 'Café da manhã' },
  { pensao: 'meia', nome: 'Meia pensão' },
  { pensao: 'inteira', nome: 'Pensão completa' },
];

/** A week may be quoted up to two years ahead: the deposits' window is one, the next use year's. */
export const QUOTE_MAX_DAYS = 730;

const points = (n: number) => `${n.toLocaleString('pt-BR')} pontos`;

function quotedNight(day: Day, pontos: number | null): QuotedNight {
  const temporada = seasonOf(day);
  const feriado = temporada === 'feriado' ? holidayName(day) : undefined;
  return {
    data: toWire(day),
    temporada,
    temporada_nome: SEASON_NAMES[temporada],
    ...(feriado ? { feriado } : {}),
    pontos,
  };
}

/** The hotels' room types (the contract search's, club resorts included) and the week resorts. */
export function calculatorOptions(db: Db): CalculatorOptions {
  const hoteis = new Map<number, CalculatorOptions['hoteis'][number]>();
  for (const type of nightsLoaderOf(db).roomTypes()) {
    let hotel = hoteis.get(type.hotel_id);
    if (!hotel) {
      hotel = {
        hotel_id: type.hotel_id,
        nome: type.hotel_nome,
        resort_do_clube: type.exclusivo_clube === 1,
        unidades: [],
      };
      hoteis.set(type.hotel_id, hotel);
    }
    hotel.unidades.push({
      uh_id: type.id,
      nome: type.nome,
      capacidade: type.capacidade,
      max_adultos: type.max_adultos,
    });
  }
  return {
    hoteis: [...hoteis.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    empreendimentos: listResorts(db).map((resort) => ({
      empreendimento_id: resort.id,
      nome: resort.nome,
      cidade: resort.cidade,
      unidades: resortUnits(db, resort.id).map(({ br }) => ({ br, nome: UNIT_CODE_NAMES[br] })),
    })),
  };
}

export interface StayQuoteInput {
  roomTypeId: number;
  arrival: Day;
  departure: Day;
  adults: number;
}

/** A contract booking's stay: the chart's points per night, and the club tariff per plan. */
export function stayQuote(db: Db, input: StayQuoteInput): PointsQuote {
  const { roomTypeId, arrival, departure, adults } = input;
  const loader = nightsLoaderOf(db);
  const type = loader.roomTypes().find((t) => t.id === roomTypeId);
  if (!type) throw new DomainError('not_found', 'Tipo de apartamento não encontrado.');
  if (adults > type.max_adultos) {
    throw invalid(`Este apartamento recebe no máximo ${type.max_adultos} adultos.`);
  }
  const clubResort = type.exclusivo_clube === 1;
  const noites: QuotedNight[] = [];
  for (let day = arrival; day < departure; day++) {
    noites.push(quotedNight(day, nightPoints(type.capacidade, clubResort, seasonOf(day))));
  }
  const pricer = stayPricerOver(loader.load([type], arrival, departure));
  const nights = pricer.window.types[0]!;
  const disponivel = pricer.unitsLeft(nights, arrival, departure) > 0;
  const room = roomPartyOf({ adults, childAges: [] });
  const totals = disponivel
    ? pricer.planTotals(nights, room, arrival, departure, { contract: true, memberPct: 0 })
        .discounted
    : [];
  return {
    noites,
    // The hold's own sum (contract-points.ts), not this page's: one source.
    total_pontos: stayPoints(type.capacidade, clubResort, arrival, departure),
    regra: clubResort
      ? `A soma das noites pela tabela; nos resorts do clube, ${CLUB_RESORT_PCT}% da tabela.`
      : 'A soma das noites pela tabela.',
    taxas: PLANS.flatMap((plan, i) =>
      (totals[i] ?? 0) > 0 ? [{ pensao: plan.pensao, nome: plan.nome, centavos: totals[i]! }] : [],
    ),
    disponivel,
    aviso: disponivel ? null : 'Não há unidade deste tipo livre em todas essas noites.',
  };
}

export interface WeekQuoteInput {
  resortId: number;
  unit: UnitCode;
  start: Day;
}

/** A deposited week: its nights' seasons, the deposits' points and fee, and the window's verdict. */
export function weekQuote(db: Db, input: WeekQuoteInput, today: Day, nowMs: number): PointsQuote {
  const { resortId, unit, start } = input;
  if (!findResort(db, resortId))
    throw new DomainError('not_found', 'Empreendimento não encontrado.');
  if (!resortUnits(db, resortId).some((u) => u.br === unit)) {
    throw invalid('Este empreendimento não tem unidades deste tipo.');
  }
  if (start < today) throw invalid('Escolha uma semana a partir de hoje.');
  if (start > today + QUOTE_MAX_DAYS) {
    throw invalid(`Consulte semanas até ${toWire(today + QUOTE_MAX_DAYS)}.`);
  }
  const noites: QuotedNight[] = [];
  for (let day = start; day < start + 7; day++) noites.push(quotedNight(day, null));
  const total = weekPoints(unit, start);
  // The deposit window's verdict is news for the member; a day that starts no week is bad input.
  if (partsOf(start).weekday !== 6) throw invalid('As semanas começam no sábado.');
  const refusal = windowRefusal(start, today);
  const high = total !== WEEK_POINTS[unit];
  // Units held by confirmed deposits and by requests not yet lapsed, as the deposit counts them.
  const free = unitFree(db, resortId, unit, start, nowMs);
  return {
    noites,
    total_pontos: total,
    regra: high
      ? `Semana com noite de alta temporada ou feriado: ${points(WEEK_POINTS[unit])} da tabela + ${HIGH_SEASON_WEEK_PCT - 100}%.`
      : `Semana sem noite de alta temporada nem feriado: ${points(WEEK_POINTS[unit])} da tabela.`,
    taxas: [{ pensao: null, nome: 'Taxa de utilização da semana', centavos: WEEK_FEE[unit] * 100 }],
    disponivel: free,
    aviso: refusal ?? (free ? null : NO_UNIT),
  };
}
