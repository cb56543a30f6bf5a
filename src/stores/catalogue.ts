import { createStore, useStore } from 'zustand';
import type { ThemeColors } from '@/api/contract/admin';
import type { Hotel } from '@/api/contract/hotel';
import { defaultColors } from '@/theme/tokens';

/**
 * Catalogue data every page needs, loaded once at start-up ('Carregando Empreendimentos...'):
 * the hotels (navigation, footer, search) and the group's theme colours.
 */
interface CatalogueState {
  /** The venue detected from the URL at start-up (product-rules §2). */
  venue: string;
  hotels: Hotel[];
  colors: ThemeColors;
  actions: {
    venueDetected: (venue: string) => void;
    hotelsLoaded: (hotels: Hotel[]) => void;
    themeLoaded: (colors: ThemeColors) => void;
  };
}

const catalogueStore = createStore<CatalogueState>()((set) => ({
  venue: '',
  hotels: [],
  colors: defaultColors,
  actions: {
    venueDetected: (venue) => set({ venue }),
    hotelsLoaded: (hotels) => set({ hotels }),
    themeLoaded: (colors) => set({ colors }),
  },
}));
// React renders a store's "server snapshot" on the server and while it hydrates; zustand's is the
// state the store was created with (empty). The catalogue is seeded before the first render on
// both sides (entry-prerender.tsx, main.tsx), so the seeded state is the one both must render:
// the prerendered hotel menu and theme, and the browser hydrating them.
catalogueStore.getInitialState = catalogueStore.getState;

const useCatalogueStore = <T>(selector: (state: CatalogueState) => T) =>
  useStore(catalogueStore, selector);

export const useVenue = () => useCatalogueStore((s) => s.venue);
export const useHotels = () => useCatalogueStore((s) => s.hotels);
export const useThemeColors = () => useCatalogueStore((s) => s.colors);
export const useCatalogueActions = () => useCatalogueStore((s) => s.actions);
export const catalogueActions = () => catalogueStore.getState().actions;
export const catalogueSnapshot = () => catalogueStore.getState();
