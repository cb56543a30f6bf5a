import type { SandboxConfig } from './config';
import type { Db } from './db/types';

/** What every route module receives: passed explicitly instead of decorating Fastify. */
export interface AppContext {
  db: Db;
  config: SandboxConfig;
  /** The clock (epoch milliseconds): injectable so tests can jump past hold expiry. */
  now: () => number;
}
