import { create } from 'zustand';
import type { ThemeColors } from '@/api/contract/admin';
import type { Hotel } from '@/api/contract/hotel';
import { defaultColors } from '@/theme/tokens';

/**
 * Catalogue data every page needs, loaded once at start-up ('Carregando Empreendimentos...'):
 * the hotels (navigation, footer, search) and the group's theme colours.
 */
interface CatalogueState {
  /** The venue detected from the URL at start-up (SPEC §2). */
  venue: string;
  hotels: Hotel[];
  colors: ThemeColors;
  actions: {
    venueDetected: (venue: string) => void;
    hotelsLoaded: (hotels: Hotel[]) => void;
    themeLoaded: (colors: ThemeColors) => void;
  };
}

const useCatalogueStore = create<CatalogueState>()((set) => ({
  venue: '',
  hotels: [],
  colors: defaultColors,
  actions: {
    venueDetected: (venue) => set({ venue }),
    hotelsLoaded: (hotels) => set({ hotels }),
    themeLoaded: (colors) => set({ colors }),
  },
}));

export const useVenue = () => useCatalogueStore((s) => s.venue);
export const useHotels = () => useCatalogueStore((s) => s.hotels);
export const useThemeColors = () => useCatalogueStore((s) => s.colors);
export const useCatalogueActions = () => useCatalogueStore((s) => s.actions);
export const catalogueActions = () => useCatalogueStore.getState().actions;
export const catalogueSnapshot = () => useCatalogueStore.getState();
