import type { Db } from '../db/types';
import { nowOf } from '../db/clock';

/** The mail_outbox table. The sandbox sends no e-mail: messages land here, readable at /services/outbox. */
export interface OutgoingMail {
  paraEmail: string;
  paraNome: string;
  assunto: string;
  html: string;
  texto: string;
}

export interface OutboxEntry {
  id: number;
  para_email: string;
  para_nome: string;
  assunto: string;
  html: string;
  texto: string;
  criado_em: string;
  /** Every href of the HTML body, so tests and people can follow them. */
  links: string[];
}

export function enqueueMail(db: Db, mail: OutgoingMail): number {
  const result = db
    .prepare(
      'INSERT INTO mail_outbox (para_email, para_nome, assunto, html, texto, criado_em) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      mail.paraEmail,
      mail.paraNome,
      mail.assunto,
      mail.html,
      mail.texto,
      new Date(nowOf(db)).toISOString(),
    );
  return Number(result.lastInsertRowid);
}

export function listOutbox(db: Db, limit = 200): OutboxEntry[] {
  const rows = db.prepare('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?').all(limit) as Omit<
    OutboxEntry,
    'links'
  >[];
  return rows.map((row) => ({
    ...row,
    links: [...row.html.matchAll(/href="([^"]+)"/g)].map((m) => decodeEntities(m[1] ?? '')),
  }));
}

function decodeEntities(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
}

/**
 * Records that a group's (or a reference's) e-mail for `evento` goes out now (table
 * group_mails); false when it already went, so each is sent once.
 */
export function firstTimeMail(
  db: Db,
  identificador: string,
  evento: string,
  nowMs: number,
): boolean {
  const result = db
    .prepare(
      'INSERT OR IGNORE INTO group_mails (identificador, evento, criado_em) VALUES (?, ?, ?)',
    )
    .run(identificador, evento, nowMs);
  return result.changes === 1;
}

/** The e-mails sent to an address (any case), oldest first. */
export function mailsTo(db: Db, email: string): { assunto: string; criado_em: string }[] {
  return db
    .prepare(
      'SELECT assunto, criado_em FROM mail_outbox WHERE lower(para_email) = lower(?) ORDER BY id',
    )
    .all(email) as { assunto: string; criado_em: string }[];
}
