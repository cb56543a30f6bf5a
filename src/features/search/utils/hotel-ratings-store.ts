import { create } from 'zustand';

/**
 * The hotels' ratings for the search bar's choice (issue 53), asked the first time the guest
 * points at or moves into the search bar, not with the page: they cost the first route nothing
 * but this (the asking is utils/hotel-option-ratings.ts, loaded then), and no page asks for them
 * unless someone may choose a hotel. Null until they come (and on the server), and after a
 * failure until asked again (the choice works the same without them).
 */
export const hotelRatingsStore = create<{
  ratings: ReadonlyMap<number, string> | null;
  asked?: boolean;
}>(() => ({ ratings: null }));

/** Called on every pointer-over and focus in the bar: after the first ask, nothing is done. */
export function askHotelRatings(): void {
  if (hotelRatingsStore.getState().asked) return;
  void import('./hotel-option-ratings').then((module) =>
    module.loadHotelRatings(hotelRatingsStore),
  );
}

/** Each hotel's '8,7/10 · 124 avaliações', once asked and read. */
export const useHotelRatings = () => hotelRatingsStore((state) => state.ratings);

/** Tests: forget what was read, as a new page would. */
export function forgetHotelRatings(): void {
  hotelRatingsStore.setState(hotelRatingsStore.getInitialState(), true);
}
