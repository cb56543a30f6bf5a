import type { FastifyInstance } from 'fastify';

/**
 * Fastify's own JSON parser (with prototype-poisoning protection), except that an empty body
 * counts as `{}`: clients often POST with a JSON content type and no payload.
 */
export function installLenientJsonParser(app: FastifyInstance): void {
  const strict = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    strict(request, text, done);
  });
}
