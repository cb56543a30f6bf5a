/** product-rules §9: below 700 px the room selector scrolls the page by 250 px, a search by 500 px. */
export const MOBILE_QUERY = '(max-width: 699px)';
export const ROOM_SELECTOR_SCROLL_PX = 250;
export const SEARCH_SCROLL_PX = 500;

/**
 * Scrolls the window down by `offset` pixels, on mobile only (so the panel or results show). The
 * width is asked at the tap: kept as state, it would differ between the server's render and the
 * phone's, and re-render the search bar in one long task right after hydration.
 */
export function scrollOnMobile(offset: number): void {
  if (!window.matchMedia(MOBILE_QUERY).matches) return;
  window.scrollTo({ top: window.scrollY + offset, behavior: 'smooth' });
}
