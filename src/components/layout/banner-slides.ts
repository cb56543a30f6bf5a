import type { Banner } from '@/api/contract/admin';
import { env } from '@/config/env';
import { breakpoints } from '@/theme/tokens';

/** From this width the header shows the desktop crops (product-rules §9 breakpoint). */
export const DESKTOP_BANNER_QUERY = `(min-width: ${breakpoints.mobile}px)`;

/**
 * The slides the header carousel shows: each breakpoint has its own crops; with none for this
 * one, the other crop beats nothing.
 */
export function carouselSlides(banners: Banner[], desktop: boolean): Banner[] {
  const preferred = banners.filter((banner) => banner.mobile === !desktop);
  return preferred.length > 0 ? preferred : banners;
}

export const bannerSrc = (banner: Banner): string => `${env.uploadsUrl}/${banner.nome_imagem}`;
