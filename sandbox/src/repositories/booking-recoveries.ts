import type { MeusDadosResponse } from '../../../src/api/contract/data-rights';
import type { Db } from '../db/types';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The abandoned-booking recovery's rows about a person (issue 30), for Meus dados: the groups
 * they were named for at the guests step, and what was sent to them about unfinished bookings.
 */
export function recoveryDataOf(
  db: Db,
  userId: number,
): Pick<MeusDadosResponse, 'recuperacoes_reserva' | 'contatos_reserva'> {
  const recoveries = db
    .prepare(
      'SELECT identificador, situacao, enviado_em, usado_em FROM booking_recoveries WHERE user_id = ? ORDER BY criado_em',
    )
    .all(userId) as {
    identificador: string;
    situacao: string;
    enviado_em: number | null;
    usado_em: number | null;
  }[];
  const contacts = db
    .prepare(
      'SELECT identificador, criado_em FROM group_contacts WHERE user_id = ? ORDER BY criado_em',
    )
    .all(userId) as { identificador: string; criado_em: number }[];
  return {
    recuperacoes_reserva: recoveries.map((r) => ({
      grupo: r.identificador,
      situacao: r.situacao,
      enviado_em: iso(r.enviado_em),
      link_usado_em: iso(r.usado_em),
    })),
    contatos_reserva: contacts.map((c) => ({
      grupo: c.identificador,
      informado_em: new Date(c.criado_em).toISOString(),
    })),
  };
}

/**
 * An account's deletion: the groups it was named for are forgotten, and the recovery rows keep
 * only their counts for the report (no address, no person, no offer with guests' data).
 */
export function eraseRecoveryData(db: Db, userId: number): void {
  db.prepare('DELETE FROM group_contacts WHERE user_id = ?').run(userId);
  db.prepare(
    `UPDATE booking_recoveries SET email = NULL, oferta = NULL, user_id = NULL, busca_chave = NULL,
       link_hash = NULL, descadastro_hash = NULL
     WHERE user_id = ?`,
  ).run(userId);
}

/** The person a recovery e-mail's unsubscribe link (by its token's hash) was sent to. */
export function unsubscribingUserId(db: Db, linkHash: string): number | undefined {
  const row = db
    .prepare('SELECT user_id FROM booking_recoveries WHERE descadastro_hash = ?')
    .get(linkHash) as { user_id: number | null } | undefined;
  return row?.user_id ?? undefined;
}

/** The person booking a group, named at the guests step: theirs is the recovery e-mail. */
export function recordGroupContact(
  db: Db,
  identificador: string,
  userId: number,
  nowMs: number,
): void {
  db.prepare(
    `INSERT INTO group_contacts (identificador, user_id, criado_em) VALUES (?, ?, ?)
     ON CONFLICT (identificador) DO UPDATE SET user_id = excluded.user_id, criado_em = excluded.criado_em`,
  ).run(identificador, userId, nowMs);
}
