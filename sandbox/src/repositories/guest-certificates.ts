import type { Db } from '../db/types';

/** Guest certificates (guest_certificates, migration 27); their rules: booking/guest-certificates.ts. */

export interface CertificateRow {
  id: number;
  contratos_id: number;
  id_reservas_front: number;
  /** The use year's first day, yyyy-mm-dd. */
  ano_uso: string;
  nome: string;
  cpf: string;
  email: string;
  taxa: number;
  criado_em: number;
  emitido_em: number | null;
}

export type NewCertificate = Omit<CertificateRow, 'id' | 'emitido_em'>;

export function insertCertificate(db: Db, c: NewCertificate): void {
  db.prepare(
    `INSERT INTO guest_certificates
       (contratos_id, id_reservas_front, ano_uso, nome, cpf, email, taxa, criado_em)
     VALUES (@contratos_id, @id_reservas_front, @ano_uso, @nome, @cpf, @email, @taxa, @criado_em)`,
  ).run(c);
}

export function certificateOfReservation(
  db: Db,
  reservationId: number,
): CertificateRow | undefined {
  return db
    .prepare('SELECT * FROM guest_certificates WHERE id_reservas_front = ?')
    .get(reservationId) as CertificateRow | undefined;
}

/**
 * The certificates that count in a contract's use year: issued (the booking was paid), or on a
 * room still held (status 1, not past its expiry). A lapsed or released hold frees its place.
 */
export function certificatesCounted(
  db: Db,
  contratosId: number,
  anoUso: string,
  nowSeconds: number,
): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM guest_certificates g
           JOIN reservations r ON r.id_reservas_front = g.id_reservas_front
          WHERE g.contratos_id = ? AND g.ano_uso = ?
            AND (g.emitido_em IS NOT NULL OR (r.status_id = 1 AND r.expira_em > ?))`,
      )
      .get(contratosId, anoUso, nowSeconds) as { n: number }
  ).n;
}

export function markCertificateIssued(db: Db, id: number, nowMs: number): void {
  db.prepare(
    'UPDATE guest_certificates SET emitido_em = ? WHERE id = ? AND emitido_em IS NULL',
  ).run(nowMs, id);
}
