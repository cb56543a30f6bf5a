import type { Db } from '../db/types';
import { addImage, SIZES } from './images';
import { PAGES, type PageSeed } from './pages-data';

export function seedPages(db: Db): void {
  insertPages(db, PAGES);
}

/**
 * Adds the seed pages a database does not have yet (the privacy policy, page 11, came after
 * the first databases were made), so it appears without a reset. Pages already there are
 * left exactly as they are.
 */
export function seedMissingPages(db: Db): void {
  const present = new Set(
    (db.prepare('SELECT id FROM pages').all() as { id: number }[]).map((row) => row.id),
  );
  const missing = PAGES.filter((page) => !present.has(page.id));
  if (missing.length > 0) db.transaction(() => insertPages(db, missing))();
}

function insertPages(db: Db, pages: PageSeed[]): void {
  const insert = db.prepare(
    'INSERT INTO pages (id, slug, titulo, conteudo, capa) VALUES (?, ?, ?, ?, ?)',
  );
  for (const page of pages) {
    const capa =
      page.matizCapa === null
        ? null
        : addImage(db, 'uploads', `pagina-${page.slug}.jpg`, {
            tipo: 'cena',
            titulo: page.titulo,
            subtitulo: 'Caldas Novas - GO',
            matiz: page.matizCapa,
            variante: page.id,
            ...SIZES.capa,
          });
    insert.run(page.id, page.slug, page.titulo, page.conteudo, capa);
  }
}
