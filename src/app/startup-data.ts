import type { Banner, ThemeColors } from '@/api/contract/admin';
import type { Hotel } from '@/api/contract/hotel';
import { detectVenue } from '@/lib/venue';
import { catalogueActions } from '@/stores/catalogue';

/** The start-up catalogue of product-rules §2: the hotels and the group's theme colours. */
export interface EmbeddedCatalogue {
  hotels: Hotel[];
  colors: ThemeColors;
}

/** The id of the <script type="application/json"> block of the shell the server sends. */
export const STARTUP_DATA_ID = 'startup-data';

/**
 * What the production server embeds in the shell of every page it has not prerendered (the
 * search link, the checkout, the account): the start-up catalogue and the header's banners, so
 * that the page starts without waiting for them, and its first banner downloads with the HTML.
 */
export interface StartupData {
  catalogue: EmbeddedCatalogue;
  banners: Banner[];
}

/**
 * Seeds the catalogue with data that came with the page, the same way before a server render,
 * before hydration and before a client render from the embedded shell.
 */
export function seedCatalogue(catalogue: EmbeddedCatalogue, pathname: string): void {
  const actions = catalogueActions();
  actions.venueDetected(detectVenue(pathname));
  actions.hotelsLoaded(catalogue.hotels);
  actions.themeLoaded(catalogue.colors);
}

const isStartupData = (value: unknown): value is StartupData => {
  const data = value as Partial<StartupData> | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray(data.catalogue?.hotels) &&
    typeof data.catalogue.colors === 'object' &&
    data.catalogue.colors !== null &&
    Array.isArray(data.banners)
  );
};

/**
 * The start-up data the shell carries, if any. Without it (Vite's dev server, a bare CDN, a
 * server whose APIs were down) the site loads the catalogue itself, behind 'Carregando
 * Empreendimentos...'; a damaged block counts as none.
 */
export function readStartupData(): StartupData | null {
  if (import.meta.env.SSR) return null;
  const text = document.getElementById(STARTUP_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isStartupData(data) ? data : null;
  } catch {
    return null;
  }
}
