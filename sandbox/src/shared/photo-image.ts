import sharp from 'sharp';
import { seededRandom } from './seeded-random';
import { renderSvg, type ImageSpec } from './svg-image';

/** The encodings a photograph is served in, best first (issue 27: JPEG plus AVIF and WebP). */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPE: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The widths a photograph is made in: the site's srcset offers the same ones. */
export { PHOTO_WIDTHS } from '../../../src/api/contract/photos';

/**
 * Film grain and light texture over the whole frame: what makes the drawing weigh and compress
 * like a photograph (flat colours compress to almost nothing, which no real picture does).
 */
function grain(width: number, height: number, seed: number): Buffer {
  const next = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const value = 128 + Math.round((next() + next() + next() - 1.5) * 70);
    pixels[i] = value;
    pixels[i + 1] = value + Math.round((next() - 0.5) * 16);
    pixels[i + 2] = value + Math.round((next() - 0.5) * 16);
  }
  return pixels;
}

function seedOf(spec: ImageSpec): number {
  let hash = 2166136261;
  for (const ch of `${spec.titulo}|${spec.subtitulo}|${spec.matiz}|${spec.variante}`) {
    hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  }
  return hash >>> 0;
}

/**
 * A photograph-like raster of a scene (issue 27: the bench must load pictures of a real weight,
 * not 2 KB drawings), `width` pixels wide in the spec's proportions, without any text: the scene
 * drawn by svg-image.ts, softened, with grain, encoded as `format`.
 */
export async function renderPhoto(
  spec: ImageSpec,
  width: number,
  format: PhotoFormat,
): Promise<Buffer> {
  const height = Math.max(1, Math.round((width * spec.altura) / spec.largura));
  const svg = renderSvg({ ...spec, largura: width, altura: height }, { caption: false });
  const drawn = await sharp(Buffer.from(svg)).resize(width, height).blur(1.2).png().toBuffer();
  const image = sharp(drawn).composite([
    {
      input: grain(width, height, seedOf(spec)),
      raw: { width, height, channels: 3 },
      blend: 'soft-light',
    },
  ]);
  if (format === 'avif') return image.avif({ quality: 55, effort: 0 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
  return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
