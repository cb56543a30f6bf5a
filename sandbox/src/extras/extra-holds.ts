import type { ExtraReservado } from '../../../src/api/contract/extras';
import { heldGroupStay, type GroupStay } from '../repositories/group-stays';
import type { Db } from '../db/types';
import { type Day, toIso, toWire } from '../shared/calendar';
import { DomainError, invalid } from '../shared/domain-error';
import { toReais } from '../shared/money';
import { offeredDays, timeOffered } from './catalogue';
import {
  type ExtraHoldRow,
  type ExtraRow as StoredExtraRow,
  anyLapsedExtraHold,
  extraPlacesTakenAt,
  findExtra,
  giveBackExtraPlaces,
  heldExtraOfGroup,
  insertExtraHold,
  lapsedExtraHolds,
  setExtraHoldStatus,
  takeExtraPlaces,
} from '../repositories/extras';

/**
 * Extras held with a booking group (issue 29, README "Extras"): the places of a limited extra
 * (a transfer's seats, a spa's slot, the day's late check-outs) are taken in the same immediate
 * transaction that checks them, like a room's units; the group's payment pays them with its
 * rooms (flows/settlement/room-group.ts), and they are given back when the group ends unpaid (expired,
 * released).
 */

/** Status of a held extra, as a room's. */
export const EXTRA_STATUS = { held: 1, paid: 2, cancelled: 3, expired: 6 } as const;

export const MAX_EXTRA_QUANTITY = 20;

/**
 * Ends an extra's hold with `status` (let go, expired, or a paid one cancelled): a limited
 * extra's places on its days are given back. Call inside the ending transaction.
 */
export function endExtraHold(db: Db, row: ExtraHoldRow, status: number): void {
  const extra = findExtra(db, row.extra_id) as ExtraRow;
  if (extra.capacidade !== null) {
    for (const day of JSON.parse(row.dias) as string[]) {
      giveBackExtraPlaces(db, row.extra_id, day, row.hora, row.quantidade);
    }
  }
  setExtraHoldStatus(db, row.id, status);
}

type ExtraRow = Pick<
  StoredExtraRow,
  | 'id'
  | 'hotel_id'
  | 'nome'
  | 'regra_preco'
  | 'valor_centavos'
  | 'quando'
  | 'capacidade'
  | 'horarios'
  | 'dias_semana'
  | 'cancelamento_gratis_horas'
>;

export interface ExtraHoldInput {
  identificador: string;
  extraId: number;
  /** The day chosen (ignored for a per-night extra). */
  day: Day | null;
  hora: string | null;
  quantity: number;
  today: Day;
  minuteNow: number;
  nowMs: number;
}

/** The days an extra takes places on for this stay, checked against what it offers. */
function daysHeld(extra: ExtraRow, stay: GroupStay, input: ExtraHoldInput): Day[] {
  const offered = offeredDays(extra, stay.arrival, stay.departure, input.today);
  // A per-night extra (parking, a pet) is for the whole stay: a place on every night.
  if (extra.regra_preco === 'por_noite') {
    const nights = offered.filter((day) => day < stay.departure);
    if (nights.length === 0) throw invalid(`${extra.nome} não está disponível nesta estadia.`);
    return nights;
  }
  if (input.day === null) throw invalid('Informe o dia de uso do extra (data).');
  if (!offered.includes(input.day)) {
    throw invalid(`${extra.nome} não está disponível em ${toWire(input.day)} nesta estadia.`);
  }
  return [input.day];
}

function priceCents(extra: ExtraRow, quantity: number, nights: number): number {
  const perUnit =
    extra.regra_preco === 'por_noite' ? extra.valor_centavos * nights : extra.valor_centavos;
  return perUnit * quantity;
}

export function extraHolds(db: Db) {
  /** Holds `quantity` places of an extra with the group, atomically; what was held. */
  function hold(input: ExtraHoldInput): ExtraReservado {
    return db
      .transaction((): ExtraReservado => {
        const stay = heldGroupStay(db, input.identificador);
        if (!stay) {
          throw new DomainError(
            'conflict',
            'Os quartos desta reserva não estão mais reservados: faça uma nova busca.',
          );
        }
        const extra = findExtra(db, input.extraId);
        if (!extra || extra.hotel_id !== stay.hotelId) {
          throw invalid('Este extra não é oferecido pelo hotel da reserva.');
        }
        const horarios = JSON.parse(extra.horarios) as string[];
        let hora = '';
        if (horarios.length > 0) {
          if (input.hora === null || !horarios.includes(input.hora)) {
            throw invalid(`Escolha um dos horários de ${extra.nome}: ${horarios.join(', ')}.`);
          }
          hora = input.hora;
        } else if (input.hora !== null) {
          throw invalid(`${extra.nome} não tem horário.`);
        }
        const days = daysHeld(extra, stay, input);
        if (hora !== '' && !timeOffered(days[0]!, hora, input.today, input.minuteNow)) {
          throw invalid(
            `Para hoje, ${extra.nome} só pode ser pedido com duas horas de antecedência.`,
          );
        }
        if (extra.capacidade !== null) {
          for (const day of days) {
            const used = extraPlacesTakenAt(db, extra.id, toIso(day), hora);
            if (used + input.quantity > extra.capacidade) {
              const left = Math.max(extra.capacidade - used, 0);
              const when = `${toWire(day)}${hora ? ` às ${hora}` : ''}`;
              throw new DomainError(
                'conflict',
                left === 0
                  ? `${extra.nome}: não há mais vagas em ${when}.`
                  : `${extra.nome}: restam ${left} ${left === 1 ? 'vaga' : 'vagas'} em ${when}.`,
              );
            }
          }
          for (const day of days) takeExtraPlaces(db, extra.id, toIso(day), hora, input.quantity);
        }
        const cents = priceCents(extra, input.quantity, stay.departure - stay.arrival);
        const id = insertExtraHold(db, {
          identificador: input.identificador,
          extra_id: extra.id,
          dias: JSON.stringify(days.map(toIso)),
          hora,
          quantidade: input.quantity,
          valor_centavos: cents,
          criado_em: input.nowMs,
        });
        return {
          id,
          id_extra: extra.id,
          nome: extra.nome,
          dias: days.map(toWire),
          hora: hora || null,
          quantidade: input.quantity,
          valor: toReais(cents),
          cancelamento_gratis_horas: extra.cancelamento_gratis_horas,
        };
      })
      .immediate();
  }

  /** The guest lets one held extra go (before paying). */
  function release(identificador: string, id: number): void {
    db.transaction(() => {
      const row = heldExtraOfGroup(db, id, identificador);
      if (!row) throw new DomainError('not_found', 'Extra não encontrado nesta reserva.');
      endExtraHold(db, row, EXTRA_STATUS.cancelled);
    }).immediate();
  }

  /** Extras whose group has no held room left end with it (run by the sweep). */
  function releaseLapsed(): number {
    // A cheap look first: most sweeps find nothing and take no write lock.
    if (!anyLapsedExtraHold(db)) return 0;
    return db
      .transaction(() => {
        const rows = lapsedExtraHolds(db);
        for (const row of rows) endExtraHold(db, row, EXTRA_STATUS.expired);
        return rows.length;
      })
      .immediate();
  }

  return { hold, release, releaseLapsed };
}
