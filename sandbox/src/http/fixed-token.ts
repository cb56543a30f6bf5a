import { timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import { HttpError, MESSAGES } from './errors';

/** Extracts the token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** onRequest hook: the route requires the API's fixed client token as a bearer token. */
export function requireFixedToken(expected: string): onRequestHookHandler {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token || !sameSecret(token, expected))
      throw new HttpError(401, MESSAGES.invalidFixedToken);
  };
}
