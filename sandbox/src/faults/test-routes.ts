import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { FaultRuleError, parseFaultRules } from '../shared/fault-rules';
import type { FaultStore } from './store';
import { transactionsWithRefunds } from '../repositories/payment-transactions';

interface TestRoutesOptions {
  db: Db;
  store: FaultStore;
}

function scopeOf(query: unknown): string | undefined {
  const scope = (query as { scope?: unknown }).scope;
  return typeof scope === 'string' ? scope : undefined;
}

/**
 * Test-only control and inspection routes, under /__test. Registered only with
 * SANDBOX_TEST_ENDPOINTS=1 (the browser tests' sandbox); absent (404) otherwise.
 */
export async function faultTestRoutes(
  app: FastifyInstance,
  { db, store }: TestRoutesOptions,
): Promise<void> {
  /** The rules in force (?scope=<s> for one scope, ?scope= for the unscoped ones). */
  app.get('/faults', async (request) => ({ faults: store.list(scopeOf(request.query)) }));

  /** Adds one rule or a list of rules; every rule is validated before any is added. */
  app.post('/faults', async (request, reply) => {
    try {
      const added = store.add(parseFaultRules(request.body));
      return await reply.code(201).send({ faults: added });
    } catch (error) {
      if (error instanceof FaultRuleError) throw new DomainError('invalid', error.message);
      throw error;
    }
  });

  /** Removes every rule, or those of ?scope=<s>. */
  app.delete('/faults', async (request) => ({ removidas: store.clear(scopeOf(request.query)) }));

  app.delete('/faults/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (!store.remove(id)) throw new DomainError('not_found', 'Regra não encontrada.');
    return reply.code(204).send();
  });

  /**
   * The gateway's transactions of one group (?referencia=<identificador>): lets a browser test
   * prove that a payment retried after a lost answer charged once, and what the cancellations of
   * its rooms, extras and tickets refunded through each (reembolsado_centavos).
   */
  app.get('/payments', async (request) => {
    const referencia = (request.query as { referencia?: unknown }).referencia;
    if (typeof referencia !== 'string' || referencia === '') {
      throw new DomainError('invalid', 'Informe referencia.');
    }
    const transacoes = transactionsWithRefunds(db, referencia);
    return { transacoes };
  });
}
