import type { Database } from 'better-sqlite3';

/** A table whose definition changes in a way ALTER TABLE cannot make (a CHECK constraint). */
export interface TableRebuild {
  table: string;
  /** The table's CREATE statement as SQLite keeps it, changed. */
  change: (createSql: string) => string;
}

/**
 * SQLite's documented way to change a table's definition ("Making Other Kinds Of Table Schema
 * Changes", sqlite.org/lang_altertable.html): a new table from the changed statement, the rows
 * copied, the old one dropped and the new one renamed, its indexes and triggers made again, and
 * the foreign keys checked before the transaction commits. Runs inside the migration's
 * transaction; the caller has turned foreign keys off around it (they cannot change inside one),
 * so that dropping the old table does not touch the rows that refer to it.
 */
export function rebuildTable(db: Database, { table, change }: TableRebuild): void {
  const schema = db
    .prepare('SELECT type, name, sql FROM sqlite_schema WHERE tbl_name = ? AND sql IS NOT NULL')
    .all(table) as { type: string; name: string; sql: string }[];
  const create = schema.find((entry) => entry.type === 'table');
  if (!create) throw new Error(`rebuildTable: no table ${table}`);
  const changed = change(create.sql);
  if (changed === create.sql) throw new Error(`rebuildTable: ${table} is unchanged`);
  const temporary = `${table}_rebuilt`;
  const named = changed.replace(/^CREATE TABLE\s+("?)\w+\1/i, `CREATE TABLE ${temporary}`);
  db.exec(named);
  db.exec(`INSERT INTO ${temporary} SELECT * FROM ${table}`);
  db.exec(`DROP TABLE ${table}`);
  db.exec(`ALTER TABLE ${temporary} RENAME TO ${table}`);
  for (const entry of schema) if (entry.type !== 'table') db.exec(entry.sql);
  const broken = db.pragma('foreign_key_check') as unknown[];
  if (broken.length > 0) throw new Error(`rebuildTable: ${table} broke ${broken.length} keys`);
}
