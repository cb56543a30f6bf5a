import type { Db } from '../db/types';
import { COMODIDADES, HOTELS, type HotelSeed } from './hotels-data';
import { addImage, SIZES } from './images';

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function descriptionHtml(hotel: HotelSeed): string {
  const parts = hotel.paragrafos.map((p) => `<p>${p}</p>`);
  parts.push(
    '<h3>Destaques</h3>',
    `<ul>${hotel.destaques.map((d) => `<li>${d}</li>`).join('')}</ul>`,
  );
  if (hotel.apts.length > 0) {
    parts.push(
      '<h3>Acomodações</h3>',
      `<ul>${hotel.apts.map((a) => `<li><strong>${a.nome}</strong>: ${a.descricao} Até ${a.capacidade} pessoas, ${a.area} m².</li>`).join('')}</ul>`,
    );
  }
  parts.push(
    '<h3>Como chegar</h3>',
    `<p>${hotel.endereco}. Caldas Novas fica a 170 km de Goiânia e a 300 km de Brasília; o aeroporto da cidade recebe voos regulares nos fins de semana.</p>`,
  );
  return parts.join('\n');
}

/**
 * The hotels that sell 'Hospedagem + Parque', with the discount on the park tickets (percent;
 * tickets/park-package.ts). Migration 22 sets the same on databases seeded before.
 */
export const PARK_PACKAGES: Record<number, number> = { 3: 20, 7: 20, 12: 20, 18: 20 };

/** Inserts the 15 venues, their unit types (stable ids: hotel id x 100 + n) and images. */
export function seedHotels(db: Db): void {
  const insertHotel = db.prepare(
    `INSERT INTO hotels (id, id_hotel_cm, nome, tipo, url_amigavel, resumo, miniatura, capa, logo, cidade, estado,
       descricao, latitude, longitude, razao_social, endereco, telefones, url_360, comodidades, fotos)
     VALUES (@id, @id_hotel_cm, @nome, @tipo, @url_amigavel, @resumo, @miniatura, @capa, @logo, @cidade, @estado,
       @descricao, @latitude, @longitude, @razao_social, @endereco, @telefones, @url_360, @comodidades, @fotos)`,
  );
  const insertApt = db.prepare(
    `INSERT INTO room_types (id, hotel_id, nome, descricao, capacidade, area_m2, foto)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const hotel of HOTELS) {
    const base = { titulo: hotel.nome, subtitulo: '', matiz: hotel.matiz, variante: hotel.id };
    const miniatura = addImage(db, 'uploads', `hotel-${hotel.slug}-miniatura.jpg`, {
      ...base,
      tipo: 'cena',
      ...SIZES.miniatura,
    });
    const capa = addImage(db, 'uploads', `hotel-${hotel.slug}-capa.jpg`, {
      ...base,
      tipo: 'cena',
      subtitulo: 'Caldas Novas - GO',
      ...SIZES.capa,
    });
    const logo = addImage(db, 'uploads', `hotel-${hotel.slug}-logo.svg`, {
      ...base,
      tipo: 'logo',
      ...SIZES.logo,
    });
    const fotos = hotel.fotos.map((legenda, i) => ({
      id: hotel.id * 100 + i + 1,
      legenda,
      arquivo: addImage(db, 'fotos', `${hotel.slug}-${i + 1}-${slugify(legenda)}.jpg`, {
        ...base,
        tipo: 'cena',
        subtitulo: legenda,
        variante: hotel.id + i * 3,
        ...SIZES.foto,
      }),
    }));
    insertHotel.run({
      id: hotel.id,
      id_hotel_cm: 7000 + hotel.id,
      nome: hotel.nome,
      tipo: hotel.tipo,
      url_amigavel: hotel.slug,
      resumo: hotel.resumo,
      miniatura,
      capa,
      logo,
      cidade: 'Caldas Novas',
      estado: 'GO',
      descricao: descriptionHtml(hotel),
      latitude: hotel.lat,
      longitude: hotel.lng,
      razao_social: hotel.razaoSocial,
      endereco: hotel.endereco,
      telefones: JSON.stringify(hotel.telefones),
      url_360: hotel.url360,
      comodidades: JSON.stringify(hotel.comodidades.map((id) => COMODIDADES[id])),
      fotos: JSON.stringify(fotos),
    });
    hotel.apts.forEach((apt, i) => {
      const foto = addImage(db, 'fotos', `${hotel.slug}-uh-${slugify(apt.nome)}.jpg`, {
        ...base,
        tipo: 'cena',
        subtitulo: apt.nome,
        variante: hotel.id + 7 + i,
        ...SIZES.foto,
      });
      insertApt.run(
        hotel.id * 100 + i + 1,
        hotel.id,
        apt.nome,
        apt.descricao,
        apt.capacidade,
        apt.area,
        foto,
      );
    });
  }
}

/** The hotels' 'Hospedagem + Parque' (after every migration: the column is migration 22's). */
export function seedParkPackages(db: Db): void {
  const offerPackage = db.prepare('UPDATE hotels SET pacote_parque_pct = ? WHERE id = ?');
  for (const [id, percent] of Object.entries(PARK_PACKAGES)) offerPackage.run(percent, Number(id));
}
