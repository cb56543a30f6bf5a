import type {
  DiaExtra,
  Extra,
  QuandoExtra,
  RegraPrecoExtra,
} from '../../../src/api/contract/extras';
import type { Db } from '../db/types';
import { type Day, partsOf, toIso, toWire } from '../shared/calendar';
import { toReais } from '../shared/money';
import { type ExtraRow, extraPlacesTaken, hotelExtras } from '../repositories/extras';

/**
 * The extras a hotel offers for a stay (issue 29; README "Extras"): each priced for the party
 * and the stay, with the days of the stay it can be used on and the places left. Pure reads: the
 * places are taken by the booking (extra_places), never here.
 */

export interface ExtrasQuery {
  hotelId: number;
  arrival: Day;
  departure: Day;
  guests: number;
  /** Today, and the minute of the day now (the hotels' time): today's past times are gone. */
  today: Day;
  minuteNow: number;
}

/** A time is offered today only this far ahead (the hotel needs to arrange it). */
export const SAME_DAY_LEAD_MINUTES = 120;

/** The days of the stay an extra of `quando` is used on. */
export function daysOfUse(quando: QuandoExtra, arrival: Day, departure: Day): Day[] {
  const range = (from: Day, to: Day) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  switch (quando) {
    case 'chegada_ou_partida':
      return [arrival, departure];
    case 'noites':
      return range(arrival, departure - 1);
    case 'manhas':
      return range(arrival + 1, departure);
    case 'partida':
      return [departure];
    case 'estadia':
      return range(arrival, departure);
  }
}

/** What one of it costs for this party and stay, in cents. */
export function stayPrice(
  regra: RegraPrecoExtra,
  unitCents: number,
  nights: number,
  guests: number,
): number {
  if (regra === 'por_noite') return unitCents * nights;
  if (regra === 'por_pessoa') return unitCents * guests;
  return unitCents;
}

const minutesOf = (hora: string) => Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5));

/** The days of this stay an extra is offered on: its days of use, from today, on its weekdays. */
export function offeredDays(
  row: Pick<ExtraRow, 'quando' | 'dias_semana'>,
  arrival: Day,
  departure: Day,
  today: Day,
): Day[] {
  return daysOfUse(row.quando, arrival, departure).filter(
    (day) => day >= today && row.dias_semana.includes(String(partsOf(day).weekday)),
  );
}

/** Whether a time is still offered on `day`: today's only two hours ahead. */
export const timeOffered = (day: Day, hora: string, today: Day, minuteNow: number): boolean =>
  day > today || minutesOf(hora) >= minuteNow + SAME_DAY_LEAD_MINUTES;

export function extrasCatalogue(db: Db) {
  function daysOf(row: ExtraRow, horarios: string[], query: ExtrasQuery): DiaExtra[] {
    const days = offeredDays(row, query.arrival, query.departure, query.today);
    if (days.length === 0) return [];
    // Places taken, by day and time ('' for a per-day limit).
    const used = new Map<string, number>();
    const rows = extraPlacesTaken(db, row.id, toIso(days[0]!), toIso(days.at(-1)!));
    for (const place of rows) used.set(`${place.data}|${place.hora}`, place.reservados);
    const usedOn = (day: Day, hora: string) => used.get(`${toIso(day)}|${hora}`) ?? 0;
    const result: DiaExtra[] = [];
    for (const day of days) {
      if (horarios.length > 0) {
        const times = horarios
          .filter((hora) => timeOffered(day, hora, query.today, query.minuteNow))
          .map((hora) => ({ hora, restantes: (row.capacidade ?? 0) - usedOn(day, hora) }))
          .filter((time) => time.restantes > 0);
        if (times.length > 0) result.push({ data: toWire(day), restantes: null, horarios: times });
      } else if (row.capacidade !== null) {
        const left = row.capacidade - usedOn(day, '');
        if (left > 0) result.push({ data: toWire(day), restantes: left, horarios: [] });
      } else {
        result.push({ data: toWire(day), restantes: null, horarios: [] });
      }
    }
    return result;
  }

  return (query: ExtrasQuery): Extra[] => {
    const nights = query.departure - query.arrival;
    return hotelExtras(db, query.hotelId).map((row) => {
      const horarios = JSON.parse(row.horarios) as string[];
      return {
        id: row.id,
        id_hotel: row.hotel_id,
        nome: row.nome,
        descricao: row.descricao,
        foto: row.foto,
        categoria: row.categoria,
        regra_preco: row.regra_preco,
        valor_unitario: toReais(row.valor_centavos),
        valor_estadia: toReais(
          stayPrice(row.regra_preco, row.valor_centavos, nights, query.guests),
        ),
        quando: row.quando,
        requer_horario: horarios.length > 0,
        cancelamento_gratis_horas: row.cancelamento_gratis_horas,
        dias: daysOf(row, horarios, query),
      };
    });
  };
}
