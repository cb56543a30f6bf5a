import type { FastifyInstance } from 'fastify';

/**
 * Every answer is `Cache-Control: no-store` unless its route said otherwise (photos and the
 * public reports are `public`; send-image.ts, send-svg.ts). An API's answers carry tokens (the
 * login's `token_jwt`), personal data and live prices and rooms: none of them may be kept by a
 * browser or a shared cache, and a rule by route would miss the next route that forgets.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
