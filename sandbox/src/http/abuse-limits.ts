import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AbuseKind,
  ABUSE_LIMITS,
  type AccountFrom,
  limitedAccountOf,
  limitedCall as limitedCallOf,
  tooManyMessage,
} from '../../../src/api/contract/abuse-limits';

/**
 * The limits the production server puts in front of the group's APIs, from the one table in
 * src/api/contract/abuse-limits.ts, kept by the sandbox too so that `npm start`, which has no
 * production server, behaves the same: per account and per client address, with
 * @fastify/rate-limit's in-memory store (one sandbox process).
 *
 * The password calls of one account take turns (the next waits for the previous answer), so a
 * parallel burst of guesses cannot all pass before their failures are counted.
 *
 * Past a limit: 429, Retry-After, and `{ erro: 'Muitas tentativas. Tente novamente em N minutos.' }`.
 */

type Kind = AbuseKind;

/** The CPF asked about, or the session's user (read from the token; the route checks it). */
const accountOf = (request: FastifyRequest, from: AccountFrom) =>
  limitedAccountOf(from, request.body, request.headers.authorization);

const limitedCall = (request: FastifyRequest) => limitedCallOf(request.method, request.url);

/** Takes turns per key: resolves once earlier holders released it; gives the release. */
function turns() {
  const last = new Map<string, Promise<void>>();
  return async (key: string): Promise<() => void> => {
    const previous = last.get(key) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const chain = previous.then(() => mine);
    last.set(key, chain);
    void chain.then(() => {
      if (last.get(key) === chain) last.delete(key);
    });
    await previous;
    return release;
  };
}

/** On the root instance, so its hooks see every route. */
export function installAbuseLimits(app: FastifyInstance): void {
  void app.register(rateLimit, { global: false });
  type Check = ReturnType<FastifyInstance['createRateLimit']>;
  let checks: Record<`${Kind}:${'conta' | 'endereco'}`, Check> | undefined;
  // Made on first use: the plugin's decorator exists once it has loaded.
  const limiters = () => {
    if (checks) return checks;
    const make = (limit: { max: number; windowMs: number }, key: (r: FastifyRequest) => string) =>
      app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: key });
    const account = (r: FastifyRequest) => accountOf(r, limitedCall(r)?.account ?? 'sessao');
    checks = {
      'senha:conta': make(ABUSE_LIMITS.senha.conta, (r) => `senha:${account(r)}`),
      'senha:endereco': make(ABUSE_LIMITS.senha.endereco, (r) => `senha:${r.ip}`),
      'email:conta': make(ABUSE_LIMITS.email.conta, (r) => `email:${account(r)}`),
      'email:endereco': make(ABUSE_LIMITS.email.endereco, (r) => `email:${r.ip}`),
    };
    return checks;
  };

  const refuse = (reply: FastifyReply, seconds: number) =>
    reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({ erro: tooManyMessage(seconds) });

  const passwordTurn = turns();
  const releases = new WeakMap<FastifyRequest, () => void>();

  app.addHook('preHandler', async (request, reply) => {
    const call = limitedCall(request);
    if (!call) return;
    const check = limiters();
    if (call.kinds.includes('senha')) {
      releases.set(request, await passwordTurn(accountOf(request, call.account)));
    }
    const waits: number[] = [];
    for (const kind of call.kinds) {
      for (const scope of ['conta', 'endereco'] as const) {
        // Wrong passwords are counted when answered (onResponse): here they are only read.
        const result =
          kind === 'senha'
            ? await check[`senha:${scope}`](request, { increment: false })
            : await check[`email:${scope}`](request);
        if (result.isAllowed) continue;
        if (kind === 'senha' ? result.remaining === 0 : result.isExceeded) {
          waits.push(result.ttlInSeconds);
        }
      }
    }
    if (waits.length > 0) return refuse(reply, Math.max(1, ...waits));
  });

  app.addHook('onResponse', async (request, reply) => {
    const release = releases.get(request);
    if (!release) return;
    try {
      if (reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 429) {
        const check = limiters();
        await check['senha:conta'](request);
        await check['senha:endereco'](request);
      }
    } finally {
      release();
    }
  });
  app.addHook('onRequestAbort', async (request) => {
    releases.get(request)?.();
  });
}
