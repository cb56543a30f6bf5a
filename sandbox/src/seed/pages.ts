import type { Db } from '../db/types';
import { addImage, SIZES } from './images';
import { PAGES, type PageSeed } from './pages-data';

export function seedPages(db: Db): void {
  insertPages(db, PAGES);
}

/**
 * Adds the seed pages a database does not have yet (the privacy policy, page 11, came after
 * the first databases were made), so it appears without a reset, and rewrites the pages written
 * from the rules the code applies (`fromRules`) when those changed. Other pages are left
 * exactly as they are.
 */
export function seedMissingPages(db: Db): void {
  const present = new Map(
    (db.prepare('SELECT id, conteudo FROM pages').all() as { id: number; conteudo: string }[]).map(
      (row) => [row.id, row.conteudo],
    ),
  );
  const missing = PAGES.filter((page) => !present.has(page.id));
  const stale = PAGES.filter(
    (page) => page.fromRules && present.has(page.id) && present.get(page.id) !== page.conteudo,
  );
  if (missing.length === 0 && stale.length === 0) return;
  const rewrite = db.prepare('UPDATE pages SET conteudo = ? WHERE id = ?');
  db.transaction(() => {
    insertPages(db, missing);
    for (const page of stale) rewrite.run(page.conteudo, page.id);
  })();
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
