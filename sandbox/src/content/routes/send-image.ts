import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { findImage } from '../../repositories/catalogue';
import { photo } from './photo-cache';
import { PHOTO_CONTENT_TYPE, PHOTO_WIDTHS, type PhotoFormat } from '../../shared/photo-image';
import { HttpError } from '../../http/errors';
import { sendSvg } from './send-svg';

/** `<name>.jpg` (the seeded size) or `<name>-<width>w.jpg`, one of the widths photographs come in. */
const PHOTO_FILE = /^(.+?)(?:-(\d+)w)?\.jpg$/;

/** The best encoding the browser says it takes: AVIF, then WebP, else JPEG (Vary: Accept). */
function formatFor(request: FastifyRequest): PhotoFormat {
  const accept = String(request.headers.accept ?? '');
  if (accept.includes('image/avif')) return 'avif';
  if (accept.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * Sends a seeded image: a drawing (`.svg`: logos, and the scenes of databases seeded before the
 * photographs) or a photograph (`.jpg`), at one of the widths of the site's srcset, encoded as
 * the browser prefers, as an image CDN would. Public on purpose (browsers load it through <img>).
 */
export async function sendImage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  folder: 'uploads' | 'fotos',
  file: string,
): Promise<FastifyReply> {
  if (file.endsWith('.svg')) return sendSvg(ctx, reply, folder, file);
  const [, stem, width] = PHOTO_FILE.exec(file) ?? [];
  const spec = stem ? findImage(ctx.db, folder, `${stem}.jpg`) : undefined;
  if (!spec || spec.tipo !== 'cena') throw new HttpError(404, 'Imagem não encontrada.');
  const wanted = width ? Number(width) : spec.largura;
  if (width && !(PHOTO_WIDTHS as readonly number[]).includes(wanted)) {
    throw new HttpError(404, `Largura indisponível (use ${PHOTO_WIDTHS.join(', ')}).`);
  }
  const format = formatFor(request);
  const bytes = await photo(spec, wanted, format);
  return reply
    .header('Content-Type', PHOTO_CONTENT_TYPE[format])
    .header('Vary', 'Accept')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes);
}
