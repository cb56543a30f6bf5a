/**
 * The limits on abuse of the main API (README "Limits on abuse"; OWASP ASVS 2.2.1 and 11.1.4):
 * which calls count, how many per account and per client address, and the 429's message. One
 * table for the production server, which enforces it in front of the group's APIs
 * (server/src/abuse-limits.ts), and for the sandbox, which keeps it so that `npm start`, without
 * the production server, behaves the same (sandbox/src/http/abuse-limits.ts).
 *
 * - `senha`: wrong passwords. A failed answer (4xx) counts; a right password does not.
 * - `email`: every call that sends an e-mail counts.
 */

export type AbuseKind = 'senha' | 'email';
export type AbuseScope = 'conta' | 'endereco';

export interface AbuseLimit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const ABUSE_LIMITS: Readonly<Record<AbuseKind, Record<AbuseScope, AbuseLimit>>> = {
  senha: { conta: { max: 5, windowMs: 15 * MINUTE }, endereco: { max: 20, windowMs: 15 * MINUTE } },
  email: {
    conta: { max: 10, windowMs: 60 * MINUTE },
    endereco: { max: 30, windowMs: 60 * MINUTE },
  },
};

/** Whose account a call is about: the CPF in the body (login, recovery) or the session's user. */
export type AccountFrom = 'usuario' | 'sessao';

/** The limited calls (POST, by path): what each checks or sends, and whose account it is. */
export const LIMITED_CALLS: Readonly<
  Record<string, { kinds: readonly AbuseKind[]; account: AccountFrom }>
> = {
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

/** The limited call of a request, if it is one. */
export function limitedCall(method: string, url: string) {
  return method === 'POST' ? LIMITED_CALLS[url.split('?')[0]!] : undefined;
}

/** 'Muitas tentativas. Tente novamente em N minutos.' */
export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/**
 * The account a call is counted against. The session's user is read from the token's payload
 * without checking its signature: a forged token only picks another counter, and the API
 * refuses it before any password is checked.
 */
export function limitedAccountOf(
  from: AccountFrom,
  body: unknown,
  authorization: string | undefined,
): string {
  if (from === 'usuario') {
    const usuario = (body as { usuario?: unknown } | null)?.usuario;
    return typeof usuario === 'string' ? `cpf:${usuario.replace(/\D/g, '')}` : 'cpf:?';
  }
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  try {
    const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as { sub?: unknown };
    return `usuario:${String(claims.sub ?? '?')}`;
  } catch {
    return 'usuario:?';
  }
}
