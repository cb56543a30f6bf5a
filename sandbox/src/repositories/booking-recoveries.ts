import type { MeusDadosResponse } from '../../../src/api/contract/data-rights';
import type { Db } from '../db/types';
import { STATUS } from './reservations';

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

/** The person named for a group at the guests step, if any. */
export function groupContactOf(db: Db, identificador: string): { user_id: number } | undefined {
  return db
    .prepare('SELECT user_id FROM group_contacts WHERE identificador = ?')
    .get(identificador) as { user_id: number } | undefined;
}

/**
 * Whether the address booked the same dates in another group since (held, paid or stayed):
 * then no recovery e-mail goes.
 */
export function sameStayBookedByEmail(
  db: Db,
  email: string,
  stay: { identificador: string; data_chegada: string; data_partida: string },
): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM reservations r JOIN users u ON u.id = r.user_id
         WHERE lower(u.email) = lower(?) AND r.identificador <> ?
           AND r.data_chegada = ? AND r.data_partida = ? AND r.status_id IN (?, ?, ?, ?) LIMIT 1`,
      )
      .get(
        email,
        stay.identificador,
        stay.data_chegada,
        stay.data_partida,
        STATUS.preReserva,
        STATUS.confirmada,
        STATUS.checkIn,
        STATUS.checkOut,
      ) !== undefined
  );
}

/**
 * Groups not booked against a contract whose rooms all expired between `endAfter` and
 * `endBefore` (epoch seconds) and that have no recovery record yet.
 */
export function expiredGroupsToRecover(db: Db, endBefore: number, endAfter: number): string[] {
  return (
    db
      .prepare(
        `SELECT DISTINCT r.identificador FROM reservations r
         WHERE r.status_id = ? AND r.contrato_id IS NULL AND r.expira_em <= ? AND r.expira_em >= ?
           AND NOT EXISTS (SELECT 1 FROM booking_recoveries b WHERE b.identificador = r.identificador)
           AND NOT EXISTS (SELECT 1 FROM reservations o
                           WHERE o.identificador = r.identificador AND o.status_id <> ?)`,
      )
      .all(STATUS.expirada, endBefore, endAfter, STATUS.expirada) as { identificador: string }[]
  ).map((row) => row.identificador);
}

/** A group considered but sent nothing, with the reason. */
export function recordUnsentRecovery(
  db: Db,
  identificador: string,
  situacao: string,
  user: { id: number; email: string } | undefined,
  nowMs: number,
): void {
  db.prepare(
    'INSERT INTO booking_recoveries (identificador, situacao, user_id, email, criado_em) VALUES (?, ?, ?, ?, ?)',
  ).run(identificador, situacao, user?.id ?? null, user?.email ?? null, nowMs);
}

/** Whether an e-mail already went for this search (address and stay). */
export function recoverySearchSent(db: Db, searchKey: string): boolean {
  return (
    db.prepare('SELECT 1 FROM booking_recoveries WHERE busca_chave = ?').get(searchKey) !==
    undefined
  );
}

export function recordSentRecovery(
  db: Db,
  r: {
    identificador: string;
    userId: number;
    email: string;
    searchKey: string;
    offerJson: string;
    linkHash: string;
    linkUntilMs: number;
    priceUntilMs: number;
    unsubscribeHash: string;
    nowMs: number;
  },
): void {
  db.prepare(
    `INSERT INTO booking_recoveries (identificador, situacao, user_id, email, busca_chave, oferta,
       link_hash, link_expira_em, preco_expira_em, descadastro_hash, enviado_em, criado_em)
     VALUES (?, 'enviado', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    r.identificador,
    r.userId,
    r.email,
    r.searchKey,
    r.offerJson,
    r.linkHash,
    r.linkUntilMs,
    r.priceUntilMs,
    r.unsubscribeHash,
    r.nowMs,
    r.nowMs,
  );
}

/** The offer sent for a group, and the group booked through its price, if any. */
export function sentOfferOf(
  db: Db,
  identificador: string,
): { oferta: string; novo_identificador: string | null } | undefined {
  return db
    .prepare(
      "SELECT oferta, novo_identificador FROM booking_recoveries WHERE identificador = ? AND situacao = 'enviado' AND oferta IS NOT NULL",
    )
    .get(identificador) as { oferta: string; novo_identificador: string | null } | undefined;
}

/** The offer's price is taken by the group `newIdentificador` (once). */
export function claimOfferedPrice(db: Db, identificador: string, newIdentificador: string): void {
  db.prepare(
    'UPDATE booking_recoveries SET novo_identificador = ? WHERE identificador = ? AND novo_identificador IS NULL',
  ).run(newIdentificador, identificador);
}

/** A sent recovery as its resume link reads it. */
export interface SentRecoveryRow {
  identificador: string;
  /** JSON of the RecoveryOffer. */
  oferta: string;
  link_expira_em: number;
  preco_expira_em: number;
  usado_em: number | null;
}

/** A sent recovery by its resume link's hash. */
export function recoveryByLinkHash(db: Db, linkHash: string): SentRecoveryRow | undefined {
  return db
    .prepare(
      "SELECT identificador, oferta, link_expira_em, preco_expira_em, usado_em FROM booking_recoveries WHERE link_hash = ? AND situacao = 'enviado'",
    )
    .get(linkHash) as SentRecoveryRow | undefined;
}

/** The resume link is used now; false when it already was (a second request gets nothing). */
export function claimResumeLink(db: Db, linkHash: string, nowMs: number): boolean {
  return (
    db
      .prepare(
        'UPDATE booking_recoveries SET usado_em = ? WHERE link_hash = ? AND usado_em IS NULL',
      )
      .run(nowMs, linkHash).changes === 1
  );
}

/** How many recoveries ended in this situation ('enviado', 'sem_email', ...). */
export function recoveriesWithSituacao(db: Db, situacao: string): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM booking_recoveries WHERE situacao = ?').get(situacao) as {
      n: number;
    }
  ).n;
}

/** Resume links opened, and groups booked again through one and paid, with their value. */
export function recoveryOutcomes(db: Db): { abertos: number; recuperados: number; cents: number } {
  const opened = db
    .prepare('SELECT COUNT(*) AS n FROM booking_recoveries WHERE usado_em IS NOT NULL')
    .get() as { n: number };
  const recovered = db
    .prepare(
      `SELECT COUNT(DISTINCT b.identificador) AS n, COALESCE(SUM(r.valor_total_centavos), 0) AS cents
       FROM booking_recoveries b JOIN reservations r ON r.identificador = b.novo_identificador
       WHERE r.status_id IN (?, ?, ?)`,
    )
    .get(STATUS.confirmada, STATUS.checkIn, STATUS.checkOut) as { n: number; cents: number };
  return { abertos: opened.n, recuperados: recovered.n, cents: recovered.cents };
}
