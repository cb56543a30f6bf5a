import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import { optional } from '../shared/request-fields';
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { FaultRuleError, parseFaultRules } from '../shared/fault-rules';
import type { FaultStore } from './store';
import { transactionsWithRefunds } from '../repositories/payment-transactions';

interface TestRoutesOptions {
  db: Db;
  store: FaultStore;
}

/** ?scope=<s> for one scope, ?scope= for the unscoped rules, none for every rule. */
const scopeQuery = Type.Object({ scope: optional(Type.String({ maxLength: 100 })) });
type ScopeQuery = Static<typeof scopeQuery>;
const byScope = { schema: { querystring: scopeQuery } };

/** A rule or a list of rules (parseFaultRules checks each). */
const rulesBody = Type.Unsafe<unknown>({
  type: ['object', 'array'],
  erro: 'Envie uma regra ou uma lista de regras.',
});
const ruleParams = Type.Object({ id: Type.Integer({ erro: 'Regra não encontrada.' }) });
const paymentsQuery = Type.Object({
  referencia: Type.String({ minLength: 1, maxLength: 200, erro: 'Informe referencia.' }),
});

/**
 * Test-only control and inspection routes, under /__test. Registered only with
 * SANDBOX_TEST_ENDPOINTS=1 (the browser tests' sandbox); absent (404) otherwise.
 */
export async function faultTestRoutes(
  app: FastifyInstance,
  { db, store }: TestRoutesOptions,
): Promise<void> {
  /** The rules in force (?scope=<s> for one scope, ?scope= for the unscoped ones). */
  app.get<{ Querystring: ScopeQuery }>('/faults', byScope, async (request) => ({
    faults: store.list(request.query.scope),
  }));

  /** Adds one rule or a list of rules; every rule is validated before any is added. */
  app.post('/faults', { schema: { body: rulesBody } }, async (request, reply) => {
    try {
      const added = store.add(parseFaultRules(request.body));
      return await reply.code(201).send({ faults: added });
    } catch (error) {
      if (error instanceof FaultRuleError) throw new DomainError('invalid', error.message);
      throw error;
    }
  });

  /** Removes every rule, or those of ?scope=<s>. */
  app.delete<{ Querystring: ScopeQuery }>('/faults', byScope, async (request) => ({
    removidas: store.clear(request.query.scope),
  }));

  app.delete<{ Params: Static<typeof ruleParams> }>(
    '/faults/:id',
    { schema: { params: ruleParams } },
    async (request, reply) => {
      if (!store.remove(request.params.id))
        throw new DomainError('not_found', 'Regra não encontrada.');
      return reply.code(204).send();
    },
  );

  /**
   * The gateway's transactions of one group (?referencia=<identificador>): lets a browser test
   * prove that a payment retried after a lost answer charged once, and what the cancellations of
   * its rooms, extras and tickets refunded through each (reembolsado_centavos).
   */
  app.get<{ Querystring: Static<typeof paymentsQuery> }>(
    '/payments',
    { schema: { querystring: paymentsQuery } },
    async (request) => ({ transacoes: transactionsWithRefunds(db, request.query.referencia) }),
  );
}
