import type { Db } from '../types';
import { addImage, SIZES } from './images';
import { PAGES } from './pages-data';

export function seedPages(db: Db): void {
  const insert = db.prepare(
    'INSERT INTO pages (id, slug, titulo, conteudo, capa) VALUES (?, ?, ?, ?, ?)',
  );
  for (const page of PAGES) {
    const capa =
      page.matizCapa === null
        ? null
        : addImage(db, 'uploads', `pagina-${page.slug}.svg`, {
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
