import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type SandboxConfig } from '../src/config';
import { openDatabase } from '../src/seed/open-database';
import type { Db } from '../src/db/types';
import { buildServer } from '../src/server';

export interface TestSandbox {
  app: FastifyInstance;
  db: Db;
  config: SandboxConfig;
  dir: string;
  close: () => Promise<void>;
}

/** A fresh sandbox on its own temporary database file (default config otherwise). */
export function startSandbox(
  env: Record<string, string> = {},
  options: { now?: () => number } = {},
): TestSandbox {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-sandbox-'));
  const config = loadConfig({ SANDBOX_DB: join(dir, 'sandbox.db'), ...env });
  const db = openDatabase(config.dbFile, { siteUrl: config.siteUrl });
  const app = buildServer({ db, config, ...options });
  return {
    app,
    db,
    config,
    dir,
    close: async () => {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const ADMIN = { authorization: 'Bearer sandbox-admin-token' };
export const SERVICES = { authorization: 'Bearer sandbox-services-token' };

export const MARIA = {
  usuario: '52998224725',
  senha: 'Aurora@2026',
  token_sistema: 'sandbox-system-token',
};

export async function login(app: FastifyInstance, body = MARIA): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/autenticacao/login',
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { token_jwt: string }).token_jwt;
}
