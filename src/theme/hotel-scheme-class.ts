import schemeClasses from './hotel-schemes.module.css';

/**
 * The class that gives an element a hotel's colour scheme (hotel-schemes.module.css): its
 * `--color-primary`, `--color-secondary` and `--color-on-primary`. Undefined for a hotel
 * without one, which keeps the group's colours.
 */
export const hotelSchemeClass = (hotelId: number): string | undefined =>
  schemeClasses[`hotel${hotelId}`];
