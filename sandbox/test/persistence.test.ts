import { GUEST_NAMES } from '../src/seed/reviews-data';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../src/db/migrations';
import { openDatabase, resetDatabase } from '../src/seed/open-database';
import { seedHotels } from '../src/seed/hotels';
import { buildServer } from '../src/server';
import { login } from './helpers';

/** The guests of the seeded reviews' stays (seed/reviews.ts): they cannot log in. */
const SEEDED_REVIEWERS = GUEST_NAMES.length;

const dir = mkdtempSync(join(tmpdir(), 'aurora-persist-'));
const file = join(dir, 'nested', 'sandbox.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (db: ReturnType<typeof openDatabase>, table: string): number =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('database file', () => {
  it('creates the folder, uses WAL, and keeps data across reopening', async () => {
    const config = loadConfig({ SANDBOX_DB: file });
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const app = buildServer({ db, config });
    const token = await login(app);
    await app.inject({
      method: 'POST',
      url: '/api/autenticacao/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/usuario/recuperar-senha',
      payload: { usuario: '52998224725' },
    });
    await app.close();
    db.close();

    const reopened = openDatabase(file);
    // The seeded pre-check-in e-mail and the recovery one.
    expect(count(reopened, 'mail_outbox')).toBe(2);
    // The demo accounts' bookings and the past stays of the seeded reviews.
    expect(count(reopened, 'reservations')).toBe(8 + count(reopened, 'stay_reviews'));
    expect(count(reopened, 'revoked_tokens')).toBe(1);
    expect(count(reopened, 'hotels')).toBe(15);
    expect(count(reopened, 'users')).toBe(4 + SEEDED_REVIEWERS);
    // Migrations ran once; reopening does not re-seed over the data.
    expect(count(reopened, 'schema_migrations')).toBe(MIGRATIONS.length);
    expect(count(reopened, 'coupons')).toBe(5);
    expect(count(reopened, 'room_nights')).toBe(540 * 35);
    reopened.close();
  });

  it('reset wipes user data and re-seeds', () => {
    const db = openDatabase(file);
    db.prepare('DELETE FROM pages WHERE id = 10').run();
    resetDatabase(db);
    // Only the seeded pre-check-in e-mail is left.
    expect(count(db, 'mail_outbox')).toBe(1);
    expect(count(db, 'revoked_tokens')).toBe(0);
    expect(count(db, 'hotels')).toBe(15);
    expect(count(db, 'pages')).toBe(12);
    expect(count(db, 'legal_info')).toBe(13);
    expect(count(db, 'users')).toBe(4 + SEEDED_REVIEWERS);
    expect(count(db, 'coupons')).toBe(5);
    expect(count(db, 'room_nights')).toBe(540 * 35);
    db.close();
  });

  it('upgrades a database seeded before the search migration', () => {
    const old = join(dir, 'old.db');
    const raw = new Database(old);
    raw.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const migration of MIGRATIONS.filter((m) => m.version <= 2)) {
      raw.exec(migration.sql);
      raw
        .prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)')
        .run(migration.version, migration.name, '2026-01-01');
    }
    raw.transaction(() => seedHotels(raw))();
    raw.close();
    const db = openDatabase(old);
    expect(count(db, 'coupons')).toBe(5);
    expect(count(db, 'room_nights')).toBe(540 * 35);
    expect(
      db.prepare('SELECT max_adultos, id_allotx_tipo_uh FROM room_types WHERE id = 103').get(),
    ).toEqual({
      max_adultos: 2,
      id_allotx_tipo_uh: 50103,
    });
    // Migration 14's beds and accessibility, filled in for a catalogue seeded before it.
    expect(db.prepare('SELECT camas, acessivel FROM room_types WHERE id = 101').get()).toEqual({
      camas: '[{"tipo":"casal","quantidade":1},{"tipo":"solteiro","quantidade":1}]',
      acessivel: 1,
    });
    db.close();
  });
});

describe('config', () => {
  it('has the site defaults and resolves the database against the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      jwtTtlSeconds: 3600,
      siteUrl: 'http://localhost:5173',
    });
    expect(config.dbFile).toBe(join(REPO_ROOT, '.data', 'sandbox.db'));
    expect(config.tokens).toEqual({
      system: 'sandbox-system-token',
      services: 'sandbox-services-token',
      admin: 'sandbox-admin-token',
      tickets: 'sandbox-tickets-token',
      payments: 'sandbox-payments-token',
      deposits: 'sandbox-deposits-token',
    });
  });

  it('names the bad key', () => {
    expect(() => loadConfig({ SANDBOX_PORT: 'abc' })).toThrow(/SANDBOX_PORT/);
    expect(() => loadConfig({ SANDBOX_JWT_TTL_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ SANDBOX_SITE_URL: 'ftp://x' })).toThrow(/SANDBOX_SITE_URL/);
    expect(() => loadConfig({ SANDBOX_JWT_SECRET: 'curto' })).toThrow(/SANDBOX_JWT_SECRET/);
  });
});
