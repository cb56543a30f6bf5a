import type { AdminEnvelope } from './common';
import type { HotelCompleto } from './hotel';

/** Admin portal API (GET, fixed token). Paths are relative to the admin base URL. */

export interface Banner {
  id: number;
  /** File name under the uploads base URL. */
  nome_imagem: string;
  /** True for the portrait crop shown below the 700 px breakpoint. */
  mobile: boolean;
  titulo: string;
  /** Optional site path or absolute URL the banner links to. */
  link: string | null;
}

export interface BannerGroup {
  id: number;
  nome: string;
  banners: Banner[];
}

export interface Promocao {
  id: number;
  titulo: string;
  /** Short plain-text teaser. */
  descricao: string;
  nome_imagem: string;
  /** Optional site path or absolute URL. */
  link: string | null;
  /** Price "a partir de" in reais, or null when the promotion shows no price. */
  valor_a_partir: number | null;
}

export interface PromoGroup {
  id: number;
  nome: string;
  promocoes: Promocao[];
}

/** The colour map of product-rules §3 Theme. Values are CSS colours (#rrggbb). */
export interface ThemeColors {
  primary: string;
  secondary: string;
  tertiary: string;
  button: string;
  buttonHover: string;
  grey100: string;
  grey300: string;
  grey600: string;
  grey900: string;
  white: string;
  green: string;
  warning: string;
}

export interface ThemeGroup {
  id: number;
  nome: string;
  cores: ThemeColors;
}

export type GetValidBannerGroupResponse = AdminEnvelope<BannerGroup>;
export type GetValidPromoGroupResponse = AdminEnvelope<PromoGroup>;
export type GetValidThemeGroupResponse = AdminEnvelope<ThemeGroup>;
/** GET /hoteis/getHotelCompletoByEndPoint?url_amigavel=... */
export type GetHotelCompletoResponse = AdminEnvelope<HotelCompleto>;
/** GET /hoteis/getAllHoteisCompletos */
export type GetAllHoteisCompletosResponse = AdminEnvelope<HotelCompleto[]>;

export const ADMIN_PATHS = {
  bannerGroup: '/banner_group/getValidBannerGroup',
  promoGroup: '/promocao_group/getValidPromoGroup',
  themeGroup: '/theme_group/getValidThemeGroup',
  hotelByEndPoint: '/hoteis/getHotelCompletoByEndPoint',
  allHotels: '/hoteis/getAllHoteisCompletos',
} as const;
