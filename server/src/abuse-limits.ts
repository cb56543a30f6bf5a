import { Readable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AbuseKind,
  type AbuseLimit,
  ABUSE_LIMITS,
  limitedAccountOf,
  limitedCall,
  tooManyMessage,
} from '../../src/api/contract/abuse-limits';

/**
 * Limits on the proxied calls that check a password or send an e-mail, by the table of
 * src/api/contract/abuse-limits.ts: this server is the group's edge in front of APIs whose own
 * limits are unknown. Each
 * limit is kept per account and per client address by @fastify/rate-limit, in memory or in
 * Redis (`RATE_LIMIT_REDIS_URL`), which several instances must share (docs/deploy.md).
 *
 * - `senha`: wrong passwords. A failed answer (4xx) counts; a right password does not, so a
 *   customer who logs in often is never locked out, and one who mistypes 5 times in 15 minutes
 *   waits.
 * - `email`: every call that sends an e-mail counts.
 *
 * A failure is counted once answered, so the password calls of one account take turns (the
 * next waits for the previous answer): a burst of parallel guesses cannot all pass before
 * their failures are counted.
 *
 * Past a limit the answer is 429 with Retry-After and the APIs' `{ erro }` in Portuguese,
 * which the site shows as it is; nothing reaches the API. The sandbox keeps the same limits
 * (sandbox/src/http/abuse-limits.ts), so `npm start` behaves the same.
 */

type Limits = typeof ABUSE_LIMITS;

/** Longer than the proxy's own timeouts (api-proxy.ts): a turn never outlives its call. */
const TURN_TIMEOUT_MS = 95_000;

/**
 * Takes turns per key: resolves once every earlier holder of the key has released it, and
 * gives the release (idempotent).
 */
function turns() {
  const last = new Map<string, Promise<void>>();
  return async (key: string): Promise<() => void> => {
    const previous = last.get(key) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, TURN_TIMEOUT_MS);
      release = () => {
        clearTimeout(timer);
        resolve();
      };
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

/** The bodies of limited calls are small JSON; a larger one is not read for the account. */
const MAX_BODY_BYTES = 64 * 1024;

async function readBody(stream: Readable): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

interface Pending {
  kinds: readonly AbuseKind[];
  account: string;
  /** Ends this call's turn among the account's password calls. */
  release: () => void;
}
const pending = new WeakMap<FastifyRequest, Pending>();

export interface AbuseLimitOptions {
  /** An ioredis client; without it the counts are this process's own. */
  redis?: unknown;
  limits?: Limits;
}

/** Registered in the API proxy's scope: its hooks see the proxied calls only. */
export async function abuseLimits(app: FastifyInstance, options: AbuseLimitOptions) {
  const limits = options.limits ?? ABUSE_LIMITS;
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'aurora-limite-' } : {}),
    // A Redis that is down must not lock every customer out; the API still checks passwords.
    skipOnError: true,
  });
  const limiter = (limit: AbuseLimit, keyOf: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: keyOf });
  const address = (request: FastifyRequest) => request.ip;
  const account = (request: FastifyRequest) => pending.get(request)?.account ?? '?';
  const check = {
    senha: {
      conta: limiter(limits.senha.conta, (r) => `senha:${account(r)}`),
      endereco: limiter(limits.senha.endereco, (r) => `senha:${address(r)}`),
    },
    email: {
      conta: limiter(limits.email.conta, (r) => `email:${account(r)}`),
      endereco: limiter(limits.email.endereco, (r) => `email:${address(r)}`),
    },
  };
  const passwordTurn = turns();

  const refuse = (reply: FastifyReply, retryAfterSeconds: number) =>
    reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .header('cache-control', 'no-store')
      .send({ erro: tooManyMessage(retryAfterSeconds) });

  app.addHook('preHandler', async (request, reply) => {
    const call = limitedCall(request.method, request.url);
    if (!call) return;
    let body: unknown = null;
    if (call.account === 'usuario' && request.body instanceof Readable) {
      const raw = await readBody(request.body);
      if (raw === null) return refuse(reply, 60);
      try {
        body = JSON.parse(raw.toString('utf8'));
        // Sent on as the same JSON (reply-from encodes an object body).
        request.body = body;
      } catch {
        request.body = Readable.from([raw]);
      }
    }
    const accountKey = limitedAccountOf(call.account, body, request.headers.authorization);
    const release = call.kinds.includes('senha') ? await passwordTurn(accountKey) : () => {};
    pending.set(request, { kinds: call.kinds, account: accountKey, release });
    // Seconds until each limit this call has reached lets it through again.
    const waits: number[] = [];
    for (const kind of call.kinds) {
      for (const scope of ['conta', 'endereco'] as const) {
        if (kind === 'senha') {
          // Wrong passwords are counted when answered (onResponse): here they are only read.
          const failures = await check.senha[scope](request, { increment: false });
          if (!failures.isAllowed && failures.remaining === 0) waits.push(failures.ttlInSeconds);
        } else {
          const mails = await check.email[scope](request);
          if (!mails.isAllowed && mails.isExceeded) waits.push(mails.ttlInSeconds);
        }
      }
    }
    if (waits.length > 0) return refuse(reply, Math.max(1, ...waits));
  });

  app.addHook('onResponse', async (request, reply) => {
    const call = pending.get(request);
    if (!call) return;
    try {
      const failed = reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 429;
      if (call.kinds.includes('senha') && failed) {
        await check.senha.conta(request);
        await check.senha.endereco(request);
      }
    } finally {
      call.release();
    }
  });
  app.addHook('onRequestAbort', async (request) => {
    pending.get(request)?.release();
  });
}
