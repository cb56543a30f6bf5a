import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { installFaultInjection } from './inject';
import type { FaultRule } from '../shared/fault-rules';
import { FaultStore } from './store';
import { faultTestRoutes } from './test-routes';

export interface FaultOptions {
  db: Db;
  /** Rules in force from the start (SANDBOX_FAULTS). */
  rules: readonly FaultRule[];
  /** Opens /__test/* (SANDBOX_TEST_ENDPOINTS=1). */
  testEndpoints: boolean;
}

/**
 * Fault injection (README, "Fault injection"). Costs nothing when off: without start-up rules
 * and without the test endpoint no rule can ever exist, so no hook is installed.
 */
export function installFaults(
  app: FastifyInstance,
  { db, rules, testEndpoints }: FaultOptions,
): void {
  if (rules.length === 0 && !testEndpoints) return;
  const store = new FaultStore(rules);
  installFaultInjection(app, store);
  if (testEndpoints) void app.register(faultTestRoutes, { prefix: '/__test', db, store });
}
