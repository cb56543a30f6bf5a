import { Readable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Limits on the proxied calls that check a password or send an e-mail (OWASP ASVS 2.2.1 and
 * 11.1.4): this server is the group's edge in front of APIs whose own limits are unknown. Each
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

type Kind = 'senha' | 'email';
type Scope = 'conta' | 'endereco';

export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const ABUSE_LIMITS: Record<Kind, Record<Scope, Limit>> = {
  senha: { conta: { max: 5, windowMs: 15 * MINUTE }, endereco: { max: 20, windowMs: 15 * MINUTE } },
  email: {
    conta: { max: 10, windowMs: 60 * MINUTE },
    endereco: { max: 30, windowMs: 60 * MINUTE },
  },
};

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

/** Who the account is: the CPF in the body (login, recovery) or the session's user. */
type AccountFrom = 'usuario' | 'sessao';

/** The limited calls (POST, by path): what each checks or sends, and whose account it is. */
export const LIMITED_CALLS: Readonly<Record<string, { kinds: Kind[]; account: AccountFrom }>> = {
  '/api/autenticacao/login': { kinds: ['senha'], account: 'usuario' },
  '/api/usuario/alterar-senha': { kinds: ['senha'], account: 'sessao' },
  '/api/usuario/meus-dados': { kinds: ['senha', 'email'], account: 'sessao' },
  '/api/usuario/meus-dados/pdf': { kinds: ['senha', 'email'], account: 'sessao' },
  '/api/usuario/consentimentos': { kinds: ['senha', 'email'], account: 'sessao' },
  '/api/usuario/exclusao': { kinds: ['senha', 'email'], account: 'sessao' },
  '/api/usuario/recuperar-senha': { kinds: ['email'], account: 'usuario' },
  '/api/contrato-drvc/termos/enviar': { kinds: ['email'], account: 'sessao' },
  '/api/deposito-semana/solicitar': { kinds: ['email'], account: 'sessao' },
};

/** 'Muitas tentativas. Tente novamente em N minutos.' */
export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
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

/**
 * The account a call is about. The session's user is read from the token's payload without
 * checking its signature: a forged token only picks another counter, and the API refuses it
 * before any password is checked.
 */
function accountOf(request: FastifyRequest, from: AccountFrom, body: unknown): string {
  if (from === 'usuario') {
    const usuario = (body as { usuario?: unknown } | null)?.usuario;
    return typeof usuario === 'string' ? `cpf:${usuario.replace(/\D/g, '')}` : 'cpf:?';
  }
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return `usuario:${String((payload as { sub?: unknown }).sub ?? '?')}`;
  } catch {
    return 'usuario:?';
  }
}

interface Pending {
  kinds: Kind[];
  account: string;
  /** Ends this call's turn among the account's password calls. */
  release: () => void;
}
const pending = new WeakMap<FastifyRequest, Pending>();

export interface AbuseLimitOptions {
  /** An ioredis client; without it the counts are this process's own. */
  redis?: unknown;
  limits?: typeof ABUSE_LIMITS;
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
  const limiter = (limit: Limit, keyOf: (request: FastifyRequest) => string) =>
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
    const call = request.method === 'POST' ? LIMITED_CALLS[request.url.split('?')[0]!] : undefined;
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
    const accountKey = accountOf(request, call.account, body);
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
