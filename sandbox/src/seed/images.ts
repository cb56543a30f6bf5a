import type { Db } from '../db/types';
import type { ImageSpec } from '../shared/svg-image';

export type ImageFolder = 'uploads' | 'fotos';

/** Standard sizes of the generated images, by role. */
export const SIZES = {
  banner: { largura: 1600, altura: 600 },
  bannerMobile: { largura: 800, altura: 900 },
  capa: { largura: 1600, altura: 600 },
  miniatura: { largura: 600, altura: 400 },
  logo: { largura: 480, altura: 140 },
  foto: { largura: 1200, altura: 800 },
  promo: { largura: 800, altura: 600 },
} as const;

/** Registers an image the seed references, so /admin/uploads or /services/fotos can draw it. */
export function addImage(db: Db, pasta: ImageFolder, arquivo: string, spec: ImageSpec): string {
  db.prepare(
    `INSERT OR REPLACE INTO images (pasta, arquivo, tipo, titulo, subtitulo, matiz, variante, largura, altura)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    pasta,
    arquivo,
    spec.tipo,
    spec.titulo,
    spec.subtitulo,
    spec.matiz,
    spec.variante,
    spec.largura,
    spec.altura,
  );
  return arquivo;
}
