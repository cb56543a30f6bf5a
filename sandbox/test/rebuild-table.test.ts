import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrations';
import { rebuildTable } from '../src/db/rebuild-table';

/** A table made again with a changed CHECK keeps its rows, indexes and the keys that refer to it. */
describe('rebuildTable', () => {
  function small() {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    db.exec(`
      CREATE TABLE rooms (id INTEGER PRIMARY KEY, status INTEGER NOT NULL CHECK (status BETWEEN 1 AND 6));
      CREATE INDEX rooms_status ON rooms (status);
      CREATE TABLE guests (id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES rooms(id));
      INSERT INTO rooms VALUES (1, 2), (2, 6);
      INSERT INTO guests VALUES (10, 1), (11, 2);
    `);
    return db;
  }
  const widen = (sql: string) => sql.replace('BETWEEN 1 AND 6', 'BETWEEN 1 AND 7');

  it('keeps the rows, the indexes and the foreign keys, with the new rule', () => {
    const db = small();
    db.pragma('foreign_keys = OFF');
    db.transaction(() => rebuildTable(db, { table: 'rooms', change: widen }))();
    db.pragma('foreign_keys = ON');
    expect(db.prepare('SELECT * FROM rooms ORDER BY id').all()).toEqual([
      { id: 1, status: 2 },
      { id: 2, status: 6 },
    ]);
    expect(
      db
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'rooms'")
        .all(),
    ).toEqual([{ name: 'rooms_status' }]);
    db.prepare('INSERT INTO rooms VALUES (3, 7)').run();
    expect(() => db.prepare('INSERT INTO rooms VALUES (4, 8)').run()).toThrow(/CHECK/);
    expect(() => db.prepare('INSERT INTO guests VALUES (12, 99)').run()).toThrow(/FOREIGN KEY/);
    expect(() => db.prepare('DELETE FROM rooms WHERE id = 1').run()).toThrow(/FOREIGN KEY/);
  });

  it('refuses a change that changes nothing, and a rebuild that would break a key', () => {
    const db = small();
    db.pragma('foreign_keys = OFF');
    expect(() =>
      db.transaction(() => rebuildTable(db, { table: 'rooms', change: (s) => s }))(),
    ).toThrow(/unchanged/);
    db.prepare('INSERT INTO guests VALUES (12, 99)').run();
    expect(() =>
      db.transaction(() => rebuildTable(db, { table: 'rooms', change: widen }))(),
    ).toThrow(/broke 1 keys/);
    // The failed rebuild rolled back whole.
    expect(db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'rooms'").get()).toEqual({
      sql: expect.stringContaining('BETWEEN 1 AND 6'),
    });
  });

  it("runs in the migrations with the database's keys on before and after", () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(
      (
        db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'reservations'").get() as {
          sql: string;
        }
      ).sql,
    ).toContain('CHECK (status_id BETWEEN 1 AND 7)');
  });
});
