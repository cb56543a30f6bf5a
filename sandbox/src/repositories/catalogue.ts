import type { BannerGroup, PromoGroup, ThemeGroup } from '../../../src/api/contract/admin';
import type { Hotel, HotelApt, HotelCompleto } from '../../../src/api/contract/hotel';
import type {
  HotelLegalInfo,
  Pagina,
  Parque,
  SalaryReport,
} from '../../../src/api/contract/services';
import type { Db } from '../db/types';
import type { ImageSpec } from '../shared/svg-image';

/**
 * The catalogue's tables (hotels, park, pages, content groups, legal info, salary reports,
 * images), read as the services API answers them, and the hotel facts other domains ask for.
 */

/**
 * A row of the hotels table: the wire's Hotel and the HotelCompleto columns stored as they are,
 * the lists stored as JSON, and the sandbox's own columns.
 */
export interface HotelRow
  extends
    Hotel,
    Pick<
      HotelCompleto,
      'descricao' | 'latitude' | 'longitude' | 'razao_social' | 'endereco' | 'url_360'
    > {
  /** JSON of string[]. */
  telefones: string;
  /** JSON of HotelCompleto['comodidades']. */
  comodidades: string;
  /** JSON of HotelCompleto['fotos']. */
  fotos: string;
  exclusivo_clube: number;
  /** The 'Hospedagem + Parque' discount on the tickets (%), null where it is not sold. */
  pacote_parque_pct: number | null;
}

function toHotel(row: HotelRow): Hotel {
  return {
    id: row.id,
    id_hotel_cm: row.id_hotel_cm,
    nome: row.nome,
    tipo: row.tipo,
    url_amigavel: row.url_amigavel,
    resumo: row.resumo,
    miniatura: row.miniatura,
    capa: row.capa,
    logo: row.logo,
    cidade: row.cidade,
    estado: row.estado,
  };
}

function toHotelCompleto(db: Db, row: HotelRow): HotelCompleto {
  const apt = db
    .prepare(
      'SELECT id, nome, descricao, capacidade, area_m2, foto FROM room_types WHERE hotel_id = ? ORDER BY id',
    )
    .all(row.id) as HotelApt[];
  return {
    ...toHotel(row),
    descricao: row.descricao,
    latitude: row.latitude,
    longitude: row.longitude,
    razao_social: row.razao_social,
    endereco: row.endereco,
    telefones: JSON.parse(row.telefones) as string[],
    url_360: row.url_360,
    url_mapa: `https://www.google.com/maps/search/?api=1&query=${row.latitude},${row.longitude}`,
    comodidades: JSON.parse(row.comodidades) as HotelCompleto['comodidades'],
    fotos: JSON.parse(row.fotos) as HotelCompleto['fotos'],
    apt,
  };
}

export function listHotels(db: Db): Hotel[] {
  return (db.prepare('SELECT * FROM hotels ORDER BY id').all() as HotelRow[]).map(toHotel);
}

export function listHotelsCompletos(db: Db): HotelCompleto[] {
  return (db.prepare('SELECT * FROM hotels ORDER BY id').all() as HotelRow[]).map((row) =>
    toHotelCompleto(db, row),
  );
}

export function findHotelById(db: Db, id: number): HotelCompleto | undefined {
  const row = db.prepare('SELECT * FROM hotels WHERE id = ?').get(id) as HotelRow | undefined;
  return row && toHotelCompleto(db, row);
}

export function findHotelBySlug(db: Db, slug: string): HotelCompleto | undefined {
  const row = db.prepare('SELECT * FROM hotels WHERE url_amigavel = ?').get(slug) as
    HotelRow | undefined;
  return row && toHotelCompleto(db, row);
}

export function findPark(db: Db, id: number): Parque | undefined {
  const row = db.prepare('SELECT * FROM parks WHERE id = ?').get(id) as
    (Omit<Parque, 'fotos' | 'atracoes'> & { fotos: string; atracoes: string }) | undefined;
  if (!row) return undefined;
  return {
    id: row.id,
    nome: row.nome,
    url_amigavel: row.url_amigavel,
    descricao: row.descricao,
    capa: row.capa,
    horario: row.horario,
    endereco: row.endereco,
    fotos: JSON.parse(row.fotos) as Parque['fotos'],
    atracoes: JSON.parse(row.atracoes) as Parque['atracoes'],
  };
}

export function findPage(db: Db, id: number): Pagina | undefined {
  return db.prepare('SELECT id, slug, titulo, conteudo, capa FROM pages WHERE id = ?').get(id) as
    Pagina | undefined;
}

export function listLegalInfo(db: Db): HotelLegalInfo[] {
  return db
    .prepare(
      'SELECT nome, razao_social, cnpj, inscricao_estadual, endereco, cep FROM legal_info ORDER BY id',
    )
    .all() as HotelLegalInfo[];
}

export interface SalaryReportRow {
  id: number;
  titulo: string;
  arquivo: string;
  empresa: string;
  cnpj: string;
  periodo: string;
}

export function listSalaryReports(db: Db, baseUrl: string): SalaryReport[] {
  return (db.prepare('SELECT * FROM salary_reports ORDER BY id').all() as SalaryReportRow[]).map(
    (r) => ({
      titulo: r.titulo,
      url: `${baseUrl}/${r.arquivo}`,
    }),
  );
}

export function findSalaryReport(db: Db, file: string): SalaryReportRow | undefined {
  return db.prepare('SELECT * FROM salary_reports WHERE arquivo = ?').get(file) as
    SalaryReportRow | undefined;
}

type GroupKind = { banner: BannerGroup; promocao: PromoGroup; tema: ThemeGroup };

/** The newest active group of a kind whose validity window (if any) contains today. */
export function findValidGroup<K extends keyof GroupKind>(
  db: Db,
  kind: K,
  today: string,
): GroupKind[K] | undefined {
  const row = db
    .prepare(
      `SELECT id, nome, dados FROM content_groups
       WHERE tipo = ? AND ativo = 1
         AND (valido_de IS NULL OR valido_de <= ?) AND (valido_ate IS NULL OR valido_ate >= ?)
       ORDER BY id DESC LIMIT 1`,
    )
    .get(kind, today, today) as { id: number; nome: string; dados: string } | undefined;
  if (!row) return undefined;
  const field = kind === 'banner' ? 'banners' : kind === 'promocao' ? 'promocoes' : 'cores';
  // The stored JSON is the group's list (or colour map); the field name depends on the kind.
  const group: unknown = { id: row.id, nome: row.nome, [field]: JSON.parse(row.dados) as unknown };
  return group as GroupKind[K];
}

export function findImage(
  db: Db,
  folder: 'uploads' | 'fotos',
  file: string,
): ImageSpec | undefined {
  return db
    .prepare(
      'SELECT tipo, titulo, subtitulo, matiz, variante, largura, altura FROM images WHERE pasta = ? AND arquivo = ?',
    )
    .get(folder, file) as ImageSpec | undefined;
}

export function hotelRow(db: Db, id: number): HotelRow | undefined {
  return db.prepare('SELECT * FROM hotels WHERE id = ?').get(id) as HotelRow | undefined;
}

/** The hotel's name (the hotel exists: it comes from a stored row). */
export function hotelName(db: Db, id: number): string {
  return (hotelRow(db, id) as HotelRow).nome;
}

export function hotelExists(db: Db, id: number): boolean {
  return hotelRow(db, id) !== undefined;
}

/** Whether only the club's members may stay there (booked against a contract). */
export function isClubOnlyHotel(db: Db, id: number): boolean {
  return hotelRow(db, id)?.exclusivo_clube === 1;
}

/** Every hotel and the park, by id and name. */
export function hotelNames(db: Db): { id: number; nome: string }[] {
  return db.prepare('SELECT id, nome FROM hotels ORDER BY id').all() as {
    id: number;
    nome: string;
  }[];
}

/** The hotels a search covers (type 1), by id. */
export function searchableHotels(db: Db): { id_hotel: number; nome: string }[] {
  return db.prepare('SELECT id AS id_hotel, nome FROM hotels WHERE tipo = 1 ORDER BY id').all() as {
    id_hotel: number;
    nome: string;
  }[];
}

/** A gateway merchant: a hotel or the park (types 1 and 2). */
export function merchantHotel(
  db: Db,
  id: number,
): { id: number; nome: string; cidade: string } | undefined {
  return db
    .prepare('SELECT id, nome, cidade FROM hotels WHERE id = ? AND tipo IN (1, 2)')
    .get(id) as { id: number; nome: string; cidade: string } | undefined;
}
