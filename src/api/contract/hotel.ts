/** Hotel entity (product-rules §3), as the services and admin APIs return it. */

/** 1 = hotel shown in the HOTÉIS menu; 2 = other venue (excluded from the hotel link list). */
export type HotelTipo = 1 | 2;

export interface Comodidade {
  id: number;
  nome: string;
  /** Short icon key, e.g. 'piscina', 'wifi', 'restaurante'. */
  icone: string;
}

export interface HotelFoto {
  id: number;
  /** File name under the photos base URL. */
  arquivo: string;
  legenda: string;
}

/** A unit (apartamento type) as presented on the hotel page. */
export interface HotelApt {
  id: number;
  nome: string;
  descricao: string;
  capacidade: number;
  area_m2: number;
  foto: string;
}

export interface Hotel {
  id: number;
  /** Id of the hotel in the channel manager. */
  id_hotel_cm: number;
  nome: string;
  tipo: HotelTipo;
  url_amigavel: string;
  /** Short plain-text summary for cards. */
  resumo: string;
  /** File name under the uploads base URL. */
  miniatura: string;
  /** Cover image, file name under the uploads base URL. */
  capa: string;
  logo: string;
  cidade: string;
  estado: string;
}

export interface HotelCompleto extends Hotel {
  /** CMS HTML: render only through DOMPurify. */
  descricao: string;
  latitude: number;
  longitude: number;
  razao_social: string;
  endereco: string;
  telefones: string[];
  url_360: string | null;
  /** Map link (Google Maps style search URL built from coordinates). */
  url_mapa: string;
  comodidades: Comodidade[];
  fotos: HotelFoto[];
  apt: HotelApt[];
}
