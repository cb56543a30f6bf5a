import { matchPath, type LoaderFunctionArgs } from 'react-router-dom';
import type { Banner } from '@/api/contract/admin';
import { bannerSrc, carouselSlides, DESKTOP_BANNER_QUERY } from '@/components/layout/banner-slides';
import { paths } from '@/config/paths';
import { getBannerGroup } from '@/features/content/api/get-banner-group';
import { preloadImage } from '../preload-image';

export interface HeaderLayoutData {
  banners: Banner[];
}

/** Pages whose loader brings their own header image (and preloads it) instead of the carousel. */
const OWN_HEADER_IMAGE = [paths.hotel.path, paths.park.path, paths.info.path];

/** Whether a page of this layout shows the banner carousel (not an image of its own). */
export const showsCarousel = (pathname: string): boolean =>
  !OWN_HEADER_IMAGE.some((pattern) => matchPath(pattern, pathname));

/** The carousel's first slide is the page's largest paint: fetch it before React renders it. */
function preloadFirstSlide(banners: Banner[], pathname: string) {
  if (import.meta.env.SSR) return;
  if (!showsCarousel(pathname)) return;
  const first = carouselSlides(banners, window.matchMedia(DESKTOP_BANNER_QUERY).matches)[0];
  if (first) preloadImage(bannerSrc(first));
}

/**
 * Banners for the header carousel (unless the shell carried them: createRouter). A failure stays
 * quiet: logged, and the header shows the logo.
 */
export async function loader({ url }: LoaderFunctionArgs): Promise<HeaderLayoutData> {
  try {
    const { banners } = await getBannerGroup();
    preloadFirstSlide(banners, url.pathname);
    return { banners };
  } catch {
    console.error('Erro ao carregar banner!');
    return { banners: [] };
  }
}

/** The banner group does not change while the visitor navigates. */
export const shouldRevalidate = () => false;
