import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from '../db/types';
import { migrate } from '../db/migrations';
import { isSeeded, seed, topUp } from './index';

export type { Db } from '../db/types';

/** How the seed links its e-mails to the site (config.siteUrl). */
export interface OpenOptions {
  siteUrl?: string;
}

/**
 * Opens (creating if needed) the database, applies pending migrations and seeds it on first
 * use. The same file keeps its data across restarts.
 */
export function openDatabase(file: string, { siteUrl }: OpenOptions = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  migrate(db);
  if (!isSeeded(db)) seed(db, siteUrl);
  else topUp(db, siteUrl);
  return db;
}

/**
 * Drops every table and rebuilds schema and seed in one transaction, so a running server
 * sees either the old or the new data, never a half-built database.
 */
export function resetDatabase(db: Db, { siteUrl }: OpenOptions = {}): void {
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[];
      for (const { name } of tables) db.exec(`DROP TABLE "${name.replaceAll('"', '""')}"`);
      migrate(db);
      seed(db, siteUrl);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
