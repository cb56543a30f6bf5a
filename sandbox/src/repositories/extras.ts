import type {
  CategoriaExtra,
  QuandoExtra,
  RegraPrecoExtra,
} from '../../../src/api/contract/extras';
import type { Db } from '../db/types';
import { LIVE_HOLDER_SQL } from './group-stays';

/**
 * The extras a hotel sells (extras), the places taken of the limited ones (extra_places) and the
 * extras held or paid with a group (extra_holds). The rules are extras/.
 */

export interface ExtraRow {
  id: number;
  hotel_id: number;
  nome: string;
  descricao: string;
  foto: string;
  categoria: CategoriaExtra;
  regra_preco: RegraPrecoExtra;
  valor_centavos: number;
  quando: QuandoExtra;
  capacidade: number | null;
  horarios: string;
  dias_semana: string;
  cancelamento_gratis_horas: number | null;
}

export interface ExtraHoldRow {
  id: number;
  identificador: string;
  extra_id: number;
  /** JSON of the ISO days it is used on. */
  dias: string;
  hora: string;
  quantidade: number;
  valor_centavos: number;
  status_id: number;
  criado_em: number;
}

export function hotelExtras(db: Db, hotelId: number): ExtraRow[] {
  return db
    .prepare('SELECT * FROM extras WHERE hotel_id = ? ORDER BY ordem')
    .all(hotelId) as ExtraRow[];
}

export function findExtra(db: Db, id: number): ExtraRow | undefined {
  return db.prepare('SELECT * FROM extras WHERE id = ?').get(id) as ExtraRow | undefined;
}

/** The places taken of an extra from `fromIso` to `toIso`, by day and time ('' for a day's). */
export function extraPlacesTaken(
  db: Db,
  extraId: number,
  fromIso: string,
  toIso: string,
): { data: string; hora: string; reservados: number }[] {
  return db
    .prepare(
      'SELECT data, hora, reservados FROM extra_places WHERE extra_id = ? AND data BETWEEN ? AND ?',
    )
    .all(extraId, fromIso, toIso) as { data: string; hora: string; reservados: number }[];
}

/** The places taken of an extra on a day at a time ('' for a day's limit). */
export function extraPlacesTakenAt(db: Db, extraId: number, day: string, hora: string): number {
  const row = db
    .prepare('SELECT reservados FROM extra_places WHERE extra_id = ? AND data = ? AND hora = ?')
    .get(extraId, day, hora) as { reservados: number } | undefined;
  return row?.reservados ?? 0;
}

export function takeExtraPlaces(
  db: Db,
  extraId: number,
  day: string,
  hora: string,
  quantity: number,
): void {
  db.prepare(
    `INSERT INTO extra_places (extra_id, data, hora, reservados) VALUES (?, ?, ?, ?)
     ON CONFLICT (extra_id, data, hora) DO UPDATE SET reservados = reservados + excluded.reservados`,
  ).run(extraId, day, hora, quantity);
}

export function giveBackExtraPlaces(
  db: Db,
  extraId: number,
  day: string,
  hora: string,
  quantity: number,
): void {
  db.prepare(
    'UPDATE extra_places SET reservados = MAX(reservados - ?, 0) WHERE extra_id = ? AND data = ? AND hora = ?',
  ).run(quantity, extraId, day, hora);
}

export function insertExtraHold(db: Db, hold: Omit<ExtraHoldRow, 'id' | 'status_id'>): number {
  return Number(
    db
      .prepare(
        `INSERT INTO extra_holds (identificador, extra_id, dias, hora, quantidade, valor_centavos, status_id, criado_em)
         VALUES (@identificador, @extra_id, @dias, @hora, @quantidade, @valor_centavos, 1, @criado_em)`,
      )
      .run(hold).lastInsertRowid,
  );
}

export function setExtraHoldStatus(db: Db, id: number, status: number): void {
  db.prepare('UPDATE extra_holds SET status_id = ? WHERE id = ?').run(status, id);
}

/** A held (unpaid) extra of the group. */
export function heldExtraOfGroup(
  db: Db,
  id: number,
  identificador: string,
): ExtraHoldRow | undefined {
  return db
    .prepare('SELECT * FROM extra_holds WHERE id = ? AND identificador = ? AND status_id = 1')
    .get(id, identificador) as ExtraHoldRow | undefined;
}

/** What the group's held extras cost (cents). */
export function heldExtrasCents(db: Db, identificador: string): number {
  return (
    db
      .prepare(
        'SELECT COALESCE(SUM(valor_centavos), 0) AS c FROM extra_holds WHERE identificador = ? AND status_id = 1',
      )
      .get(identificador) as { c: number }
  ).c;
}

/** Each held (unpaid) extra's price, in cents (the PIX price goes item by item). */
export function heldExtraPricesCents(db: Db, identificador: string): number[] {
  return (
    db
      .prepare(
        'SELECT valor_centavos AS c FROM extra_holds WHERE identificador = ? AND status_id = 1 ORDER BY id',
      )
      .all(identificador) as { c: number }[]
  ).map((row) => row.c);
}

/** The group was paid: its held extras are paid too. */
export function markGroupExtrasPaid(db: Db, identificador: string): void {
  db.prepare('UPDATE extra_holds SET status_id = 2 WHERE identificador = ? AND status_id = 1').run(
    identificador,
  );
}

const LAPSED_EXTRA_HOLDS = `SELECT e.* FROM extra_holds e
  WHERE e.status_id = 1 AND NOT ${LIVE_HOLDER_SQL('e.identificador')}`;

/** Held extras whose group holds no room any more, nor an open add-on order. */
export function lapsedExtraHolds(db: Db): ExtraHoldRow[] {
  return db.prepare(LAPSED_EXTRA_HOLDS).all() as ExtraHoldRow[];
}

/** Whether any held extra has lapsed (a cheap look, no write lock). */
export function anyLapsedExtraHold(db: Db): boolean {
  return db.prepare(`${LAPSED_EXTRA_HOLDS} LIMIT 1`).get() !== undefined;
}

/** The paid extras sold, with their hotel and name (the extras report). */
export function paidExtraSales(db: Db): {
  hotel_id: number;
  hotel: string;
  extra_id: number;
  extra: string;
  dias: string;
  quantidade: number;
  valor_centavos: number;
}[] {
  return db
    .prepare(
      `SELECT x.hotel_id, h.nome AS hotel, x.id AS extra_id, x.nome AS extra, e.dias, e.quantidade, e.valor_centavos
       FROM extra_holds e JOIN extras x ON x.id = e.extra_id JOIN hotels h ON h.id = x.hotel_id
       WHERE e.status_id = 2`,
    )
    .all() as {
    hotel_id: number;
    hotel: string;
    extra_id: number;
    extra: string;
    dias: string;
    quantidade: number;
    valor_centavos: number;
  }[];
}
