import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { findImage } from '../../repositories/catalogue';
import { renderSvg } from '../../shared/svg-image';
import { HttpError } from '../../http/errors';

/**
 * Sends a generated image. Public on purpose (browsers load it through <img>, without the
 * fixed token); the CSP keeps an SVG opened directly from running anything.
 */
export function sendSvg(
  ctx: AppContext,
  reply: FastifyReply,
  folder: 'uploads' | 'fotos',
  file: string,
): FastifyReply {
  const spec = findImage(ctx.db, folder, file);
  if (!spec) throw new HttpError(404, 'Imagem não encontrada.');
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('X-Content-Type-Options', 'nosniff')
    .send(renderSvg(spec));
}
