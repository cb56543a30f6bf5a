import type { Hotel, HotelCompleto } from './hotel';

/** Services API (POST, fixed token). Paths are relative to the services base URL. */

/** POST /site/hoteis/ */
export type ListHotelsResponse = Hotel[];
/** POST /site/hoteis/{id} */
export type GetHotelResponse = HotelCompleto;

export interface Parque {
  id: number;
  nome: string;
  url_amigavel: string;
  /** CMS HTML: render only through DOMPurify. */
  descricao: string;
  capa: string;
  fotos: { id: number; arquivo: string; legenda: string }[];
  horario: string;
  endereco: string;
  atracoes: { id: number; nome: string; descricao: string }[];
}
/** POST /site/parques/{id} */
export type GetParkResponse = Parque;

export interface Pagina {
  id: number;
  slug: string;
  titulo: string;
  /** CMS HTML: render only through DOMPurify. */
  conteudo: string;
  capa: string | null;
}
/** POST /site/pagina/{id} */
export type GetPageResponse = Pagina;

/** Legal information of one property, shown in the footer panel 'Informações dos hotéis'. */
export interface HotelLegalInfo {
  nome: string;
  razao_social: string;
  cnpj: string;
  inscricao_estadual: string;
  endereco: string;
  cep: string;
}
/** POST /site/informacoes-legais: the 13 properties of the footer panel. */
export type ListLegalInfoResponse = HotelLegalInfo[];

export interface SalaryReport {
  titulo: string;
  /** Absolute or same-origin URL of the PDF. */
  url: string;
}
/** POST /site/relatorios-transparencia: the five salary-transparency PDFs. */
export type ListSalaryReportsResponse = SalaryReport[];

export const SERVICES_PATHS = {
  hotels: '/site/hoteis/',
  hotel: (id: number) => `/site/hoteis/${id}`,
  park: (id: number) => `/site/parques/${id}`,
  page: (id: number) => `/site/pagina/${id}`,
  legalInfo: '/site/informacoes-legais',
  salaryReports: '/site/relatorios-transparencia',
} as const;
