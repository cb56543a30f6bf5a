import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The limits the production server puts in front of the group's APIs (server/src/abuse-limits.ts,
 * README "Limits on abuse"), kept by the sandbox too so that `npm start`, which has no
 * production server, behaves the same: per account and per client address, with
 * @fastify/rate-limit's in-memory store (one sandbox process).
 *
 * - `senha`: wrong passwords (a 4xx answer) count; 5 per account, 20 per address, 15 minutes.
 * - `email`: each call that sends an e-mail counts; 10 per account, 30 per address, an hour.
 *
 * The password calls of one account take turns (the next waits for the previous answer), so a
 * parallel burst of guesses cannot all pass before their failures are counted.
 *
 * Past a limit: 429, Retry-After, and `{ erro: 'Muitas tentativas. Tente novamente em N minutos.' }`.
 */

type Kind = 'senha' | 'email';

const MINUTE = 60_000;
export const ABUSE_LIMITS = {
  senha: { conta: { max: 5, windowMs: 15 * MINUTE }, endereco: { max: 20, windowMs: 15 * MINUTE } },
  email: {
    conta: { max: 10, windowMs: 60 * MINUTE },
    endereco: { max: 30, windowMs: 60 * MINUTE },
  },
} as const;

/** The limited calls (POST, by path): what each checks or sends, and whose account it is. */
const LIMITED_CALLS: Readonly<Record<string, { kinds: Kind[]; account: 'usuario' | 'sessao' }>> = {
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

export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** The CPF asked about, or the session's user (read from the token; the route checks it). */
function accountOf(request: FastifyRequest, from: 'usuario' | 'sessao'): string {
  if (from === 'usuario') {
    const usuario = (request.body as { usuario?: unknown } | null)?.usuario;
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

const limitedCall = (request: FastifyRequest) =>
  request.method === 'POST' ? LIMITED_CALLS[request.url.split('?')[0]!] : undefined;

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
