/**
 * Fixed colour scheme per hotel id (product-rules §9): the hotel page and its header take these
 * colours over the group theme. Ids 3, 4, 7, 1, 9, 13, 14, 15, 16, 18, 6, 5, 19, 12, 11.
 */
export interface HotelColorScheme {
  primary: string;
  secondary: string;
  /** Text colour that reads on `primary` (WCAG AA). */
  onPrimary: string;
}

export const HOTEL_COLOR_SCHEMES: Readonly<Record<number, HotelColorScheme>> = {
  1: { primary: '#0b5c73', secondary: '#f3b33d', onPrimary: '#ffffff' },
  3: { primary: '#7a1f1f', secondary: '#d4a24c', onPrimary: '#ffffff' },
  4: { primary: '#2f5d3a', secondary: '#e0b85a', onPrimary: '#ffffff' },
  5: { primary: '#4b2e83', secondary: '#c9a227', onPrimary: '#ffffff' },
  6: { primary: '#0f4c81', secondary: '#f2a541', onPrimary: '#ffffff' },
  7: { primary: '#8a2b5a', secondary: '#f0c987', onPrimary: '#ffffff' },
  9: { primary: '#006d8f', secondary: '#ffcc29', onPrimary: '#ffffff' },
  11: { primary: '#1c1c1c', secondary: '#c8a96a', onPrimary: '#ffffff' },
  12: { primary: '#005f73', secondary: '#94d2bd', onPrimary: '#ffffff' },
  13: { primary: '#0a6e61', secondary: '#e9c46a', onPrimary: '#ffffff' },
  14: { primary: '#1d4e89', secondary: '#7dcfb6', onPrimary: '#ffffff' },
  15: { primary: '#3d5a80', secondary: '#ee6c4d', onPrimary: '#ffffff' },
  16: { primary: '#264653', secondary: '#f4a261', onPrimary: '#ffffff' },
  18: { primary: '#7c3e1d', secondary: '#e9b872', onPrimary: '#ffffff' },
  19: { primary: '#3a3a6a', secondary: '#f6bd60', onPrimary: '#ffffff' },
};

/** The scheme of a hotel, or null when the id has none (logs 'No hotel color data found'). */
export function hotelColorScheme(hotelId: number): HotelColorScheme | null {
  const scheme = HOTEL_COLOR_SCHEMES[hotelId];
  if (!scheme) {
    console.warn('No hotel color data found');
    return null;
  }
  return scheme;
}
