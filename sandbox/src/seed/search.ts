import { type Day, fromIso, partsOf, SEASON_PERCENT, seasonOf, toIso } from '../shared/calendar';
import { halfUpPercent } from '../shared/money';
import type { Db } from '../db/types';
import { HOTELS } from './hotels-data';
import { addImage, SIZES } from './images';
import {
  ALLOTX_BASE,
  CLOSED_DAY_OF_MONTH,
  CLUB_ONLY_HOTELS,
  COUPONS,
  FIRST_WEEK_PROMO,
  HOTEL_PRICE_LEVEL,
  INVENTORY_DAYS,
  MEAL_SUPPLEMENT,
  MEMBER_RATES,
  ROOM_KINDS,
  SOLD_OUT_DAY_OF_MONTH,
  UPSELL,
  WEEKDAY_PROMO_PCT,
} from './search-data';

interface RoomTypeSeedRow {
  id: number;
  hotel_id: number;
  nome: string;
  url_amigavel: string;
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Whether the search data (coupons, tariffs, unit photos...) exists. */
export function isSearchSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM coupons LIMIT 1').get() !== undefined;
}

/**
 * Room type details, unit photos, base tariffs, coupons and upsell offers, then the nightly
 * inventory from `from` on. Works on a database whose catalogue was seeded before this
 * migration existed too (it only updates and adds rows).
 */
export function seedSearch(db: Db, from: Day): void {
  db.transaction(() => {
    const hotelMatiz = new Map(HOTELS.map((h) => [h.id, h.matiz]));
    const rows = db
      .prepare(
        `SELECT rt.id, rt.hotel_id, rt.nome, h.url_amigavel
         FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id ORDER BY rt.id`,
      )
      .all() as RoomTypeSeedRow[];
    const updateType = db.prepare(
      'UPDATE room_types SET max_adultos = ?, id_allotx_tipo_uh = ?, ordem = ? WHERE id = ?',
    );
    const insertImage = db.prepare(
      'INSERT INTO room_type_images (room_type_id, ordem, arquivo, legenda) VALUES (?, ?, ?, ?)',
    );
    const insertTariff = db.prepare(
      'INSERT INTO tariffs (room_type_id, pensao, valor_adulto_centavos) VALUES (?, ?, ?)',
    );
    for (const row of rows) {
      const kind = ROOM_KINDS[row.nome];
      const level = HOTEL_PRICE_LEVEL[row.hotel_id];
      if (!kind || level === undefined) throw new Error(`Sem tarifa para a unidade ${row.id}`);
      const matiz = hotelMatiz.get(row.hotel_id) ?? 200;
      updateType.run(kind.maxAdultos, ALLOTX_BASE + row.id, row.id % 100, row.id);
      kind.fotos.forEach((legenda, i) => {
        const arquivo = addImage(
          db,
          'fotos',
          `${row.url_amigavel}-uh-${row.id}-${i + 1}-${slugify(legenda)}.jpg`,
          {
            tipo: 'cena',
            titulo: row.nome,
            subtitulo: legenda,
            matiz,
            variante: row.id + i * 5,
            ...SIZES.foto,
          },
        );
        insertImage.run(row.id, i + 1, arquivo, legenda);
      });
      // Reais x percent = cents.
      const baseCents = kind.base * level;
      for (const [pensao, supplement] of Object.entries(MEAL_SUPPLEMENT)) {
        insertTariff.run(row.id, pensao, baseCents + supplement * 100);
      }
    }
    db.prepare(
      `UPDATE hotels SET exclusivo_clube = 1 WHERE id IN (${CLUB_ONLY_HOTELS.join(',')})`,
    ).run();

    const insertCoupon = db.prepare(
      `INSERT INTO coupons (codigo, descricao, tipo_desconto, desconto, id_hotel, validade_fim,
         estadia_inicio, estadia_fim, meses, min_noites)
       VALUES (@codigo, @descricao, @tipo_desconto, @desconto, @id_hotel, @validade_fim,
         @estadia_inicio, @estadia_fim, @meses, @min_noites)`,
    );
    for (const coupon of COUPONS) insertCoupon.run(coupon);

    const insertOffer = db.prepare(
      `INSERT INTO upsell_offers (id, regra, titulo, descricao, valor, unidade, imagem)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const offer of UPSELL) {
      const imagem = addImage(db, 'uploads', `upsell-${offer.regra}.jpg`, {
        tipo: 'cena',
        titulo: offer.titulo,
        subtitulo: offer.unidade,
        matiz: offer.matiz,
        variante: offer.id,
        ...SIZES.promo,
      });
      insertOffer.run(
        offer.id,
        offer.regra,
        offer.titulo,
        offer.descricao,
        offer.valor,
        offer.unidade,
        imagem,
      );
    }
    extendInventory(db, from);
  })();
}

/** A small deterministic integer hash (no randomness: same unit and night, same value). */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

interface InventoryType {
  id: number;
  hotel_id: number;
  ordem: number;
  ultima: number;
  sem: number;
  cafe: number;
  meia: number;
  inteira: number;
}

/** Whether the room types' beds and accessibility (migration 14) are filled in. */
export function isRoomFeaturesSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM room_types WHERE camas <> '[]' LIMIT 1").get() !== undefined;
}

/** Each room type's beds and accessibility, from its kind (search-data.ts ROOM_KINDS). */
export function seedRoomFeatures(db: Db): void {
  const types = db.prepare('SELECT id, nome FROM room_types').all() as {
    id: number;
    nome: string;
  }[];
  const update = db.prepare('UPDATE room_types SET camas = ?, acessivel = ? WHERE id = ?');
  db.transaction(() => {
    for (const type of types) {
      const kind = ROOM_KINDS[type.nome];
      if (!kind) throw new Error(`Sem camas para a unidade ${type.id}`);
      update.run(JSON.stringify(kind.camas), kind.acessivel ? 1 : 0, type.id);
    }
  })();
}

/** Whether the hotels' member rates (migration 15) are set. */
export function isMemberRatesSeeded(db: Db): boolean {
  return (
    db.prepare('SELECT 1 FROM hotels WHERE desconto_clientes_pct > 0 LIMIT 1').get() !== undefined
  );
}

/** The rate reserved to registered customers of some hotels (search-data.ts MEMBER_RATES). */
export function seedMemberRates(db: Db): void {
  const update = db.prepare('UPDATE hotels SET desconto_clientes_pct = ? WHERE id = ?');
  db.transaction(() => {
    for (const [id, pct] of Object.entries(MEMBER_RATES)) update.run(pct, Number(id));
  })();
}

/**
 * Makes sure every room type has a night row from `from` to `from + INVENTORY_DAYS - 1`. Every
 * value is a pure function of the unit and the date, so the inventory is the same whoever
 * builds it and whenever it is topped up.
 */
export function extendInventory(db: Db, from: Day): number {
  const last = from + INVENTORY_DAYS - 1;
  const max = (
    db.prepare('SELECT MAX(data) AS max FROM room_nights').get() as {
      max: string | null;
    }
  ).max;
  const start = max === null ? from : Math.max(from, fromIso(max) + 1);
  if (start > last) return 0;
  const types = db
    .prepare(
      `SELECT rt.id, rt.hotel_id, rt.ordem,
         (SELECT MAX(o.ordem) FROM room_types o WHERE o.hotel_id = rt.hotel_id) AS ultima,
         MAX(CASE WHEN t.pensao = 'sem' THEN t.valor_adulto_centavos END) AS sem,
         MAX(CASE WHEN t.pensao = 'cafe' THEN t.valor_adulto_centavos END) AS cafe,
         MAX(CASE WHEN t.pensao = 'meia' THEN t.valor_adulto_centavos END) AS meia,
         MAX(CASE WHEN t.pensao = 'inteira' THEN t.valor_adulto_centavos END) AS inteira
       FROM room_types rt JOIN tariffs t ON t.room_type_id = rt.id
       GROUP BY rt.id ORDER BY rt.id`,
    )
    .all() as InventoryType[];
  const insert = db.prepare(
    `INSERT OR IGNORE INTO room_nights (data, room_type_id, allotment, reservados, fechado, temporada,
       adulto_sem, adulto_cafe, adulto_meia, adulto_inteira, promo_pct)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let count = 0;
  db.transaction(() => {
    for (let day = start; day <= last; day++) {
      const iso = toIso(day);
      const { date, weekday } = partsOf(day);
      const temporada = seasonOf(day);
      const percent = SEASON_PERCENT[temporada];
      for (const type of types) {
        const allotment = 3 + (mix(type.id, day) % 10);
        const fechado = type.ordem === 1 && date === CLOSED_DAY_OF_MONTH ? 1 : 0;
        const soldOut = type.ordem === type.ultima && date === SOLD_OUT_DAY_OF_MONTH;
        let promo = 0;
        if (temporada === 'baixa' && type.ordem === 2 && weekday <= 4) promo = WEEKDAY_PROMO_PCT;
        if (
          type.hotel_id === FIRST_WEEK_PROMO.hotel &&
          date <= FIRST_WEEK_PROMO.lastDay &&
          (temporada === 'baixa' || temporada === 'fim_de_semana')
        ) {
          promo = Math.max(promo, FIRST_WEEK_PROMO.pct);
        }
        insert.run(
          iso,
          type.id,
          allotment,
          soldOut ? allotment : 0,
          fechado,
          temporada,
          halfUpPercent(type.sem, percent),
          halfUpPercent(type.cafe, percent),
          halfUpPercent(type.meia, percent),
          halfUpPercent(type.inteira, percent),
          promo,
        );
        count++;
      }
    }
  })();
  return count;
}
