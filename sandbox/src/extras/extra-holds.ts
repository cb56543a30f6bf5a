import type { ExtraReservado } from '../../../src/api/contract/extras';
import { heldGroupStay, LIVE_HOLDER_SQL, type GroupStay } from '../repositories/group-stays';
import type { Db } from '../db/types';
import { type Day, toIso, toWire } from '../shared/calendar';
import { DomainError, invalid } from '../shared/domain-error';
import { toReais } from '../shared/money';
import { type ExtraRow as CatalogueRow, offeredDays, timeOffered } from './catalogue';

/**
 * Extras held with a booking group (issue 29, README "Extras"): the places of a limited extra
 * (a transfer's seats, a spa's slot, the day's late check-outs) are taken in the same immediate
 * transaction that checks them, like a room's units; the group's payment pays them with its
 * rooms (flows/settlement/room-group.ts), and they are given back when the group ends unpaid (expired,
 * released).
 */

/** Status of a held extra, as a room's. */
export const EXTRA_STATUS = { held: 1, paid: 2, cancelled: 3, expired: 6 } as const;

/** What the group's held extras cost (cents): part of the group's one payment. */
export function heldExtrasCents(db: Db, identificador: string): number {
  return (
    db
      .prepare(
        'SELECT COALESCE(SUM(valor_centavos), 0) AS c FROM extra_holds WHERE identificador = ? AND status_id = 1',
      )
      .get(identificador) as { c: number }
  ).c;
}

/** The group was paid: its held extras are paid too (their places stay taken). */
export function markGroupExtrasPaid(db: Db, identificador: string): void {
  db.prepare('UPDATE extra_holds SET status_id = 2 WHERE identificador = ? AND status_id = 1').run(
    identificador,
  );
}

export const MAX_EXTRA_QUANTITY = 20;

export interface ExtraHoldRow {
  id: number;
  identificador: string;
  extra_id: number;
  dias: string;
  hora: string;
  quantidade: number;
  valor_centavos: number;
  status_id: number;
  criado_em: number;
}

/**
 * Ends an extra's hold with `status` (let go, expired, or a paid one cancelled): a limited
 * extra's places on its days are given back. Call inside the ending transaction.
 */
export function endExtraHold(db: Db, row: ExtraHoldRow, status: number): void {
  const extra = db.prepare('SELECT capacidade FROM extras WHERE id = ?').get(row.extra_id) as {
    capacidade: number | null;
  };
  if (extra.capacidade !== null) {
    const giveBack = db.prepare(
      'UPDATE extra_places SET reservados = MAX(reservados - ?, 0) WHERE extra_id = ? AND data = ? AND hora = ?',
    );
    for (const day of JSON.parse(row.dias) as string[]) {
      giveBack.run(row.quantidade, row.extra_id, day, row.hora);
    }
  }
  db.prepare('UPDATE extra_holds SET status_id = ? WHERE id = ?').run(status, row.id);
}

type ExtraRow = Pick<
  CatalogueRow,
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
  const extraOf = db.prepare('SELECT * FROM extras WHERE id = ?');
  const taken = db.prepare(
    'SELECT reservados FROM extra_places WHERE extra_id = ? AND data = ? AND hora = ?',
  );
  const take = db.prepare(
    `INSERT INTO extra_places (extra_id, data, hora, reservados) VALUES (?, ?, ?, ?)
     ON CONFLICT (extra_id, data, hora) DO UPDATE SET reservados = reservados + excluded.reservados`,
  );

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
        const extra = extraOf.get(input.extraId) as ExtraRow | undefined;
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
            const used =
              (taken.get(extra.id, toIso(day), hora) as { reservados: number } | undefined)
                ?.reservados ?? 0;
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
          for (const day of days) take.run(extra.id, toIso(day), hora, input.quantity);
        }
        const cents = priceCents(extra, input.quantity, stay.departure - stay.arrival);
        const id = Number(
          db
            .prepare(
              `INSERT INTO extra_holds (identificador, extra_id, dias, hora, quantidade, valor_centavos, status_id, criado_em)
               VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
            )
            .run(
              input.identificador,
              extra.id,
              JSON.stringify(days.map(toIso)),
              hora,
              input.quantity,
              cents,
              input.nowMs,
            ).lastInsertRowid,
        );
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
      const row = db
        .prepare('SELECT * FROM extra_holds WHERE id = ? AND identificador = ? AND status_id = 1')
        .get(id, identificador) as ExtraHoldRow | undefined;
      if (!row) throw new DomainError('not_found', 'Extra não encontrado nesta reserva.');
      endExtraHold(db, row, EXTRA_STATUS.cancelled);
    }).immediate();
  }

  const lapsed = db.prepare(
    `SELECT e.* FROM extra_holds e WHERE e.status_id = 1 AND NOT ${LIVE_HOLDER_SQL('e.identificador')}`,
  );

  /** Extras whose group has no held room left end with it (run by the sweep). */
  function releaseLapsed(): number {
    // A cheap look first: most sweeps find nothing and take no write lock.
    if (lapsed.get() === undefined) return 0;
    return db
      .transaction(() => {
        const rows = lapsed.all() as ExtraHoldRow[];
        for (const row of rows) endExtraHold(db, row, EXTRA_STATUS.expired);
        return rows.length;
      })
      .immediate();
  }

  return { hold, release, releaseLapsed };
}
