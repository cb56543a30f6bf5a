import type { HospedeDados } from '../../../src/api/contract/booking';
import type { Db } from '../db/types';

/** The reservation_guests table: each room's guests, in their stored order. */

/** A stored guest: the wire's personal fields, with the flag as 0/1 and the coupon data as JSON. */
export interface GuestRow extends Omit<HospedeDados, 'principal'> {
  ordem: number;
  tipo: 'adulto' | 'crianca';
  principal: number;
  idade: number | null;
  /** JSON of the cupom_* fields. */
  cupom: string;
}

export function guestRows(db: Db, reservationId: number): GuestRow[] {
  return db
    .prepare('SELECT * FROM reservation_guests WHERE reservation_id = ? ORDER BY ordem')
    .all(reservationId) as GuestRow[];
}

/** The room's guests become `rows`, in one transaction. */
export function replaceGuestRows(db: Db, reservationId: number, rows: readonly GuestRow[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM reservation_guests WHERE reservation_id = ?').run(reservationId);
    const insert = db.prepare(
      `INSERT INTO reservation_guests (reservation_id, ordem, tipo, nome, sobrenome, telefone, email, estado,
         cidade, tipo_documento, numero_documento, principal, idade, cupom)
       VALUES (@reservation_id, @ordem, @tipo, @nome, @sobrenome, @telefone, @email, @estado,
         @cidade, @tipo_documento, @numero_documento, @principal, @idade, @cupom)`,
    );
    for (const row of rows) insert.run({ ...row, reservation_id: reservationId });
  })();
}
