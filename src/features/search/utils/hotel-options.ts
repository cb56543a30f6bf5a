import { brand } from '@/config/brand';

/** A hotel option of the search bar (product-rules §3 "Hotel option for search"). */
export interface HotelOption {
  value: number;
  name: string;
}

/** Value 0 searches every hotel. */
export const ALL_HOTELS = 0;

const b = brand.name;

/** The options and values of the product rules, in its order. */
export const HOTEL_OPTIONS: readonly HotelOption[] = [
  { value: ALL_HOTELS, name: 'Todos os hotéis' },
  { value: 1, name: `Thermas ${b}` },
  { value: 3, name: 'Império Romano' },
  { value: 4, name: `Villas ${b}` },
  { value: 5, name: 'Hotel Roma' },
  { value: 6, name: `${b} Resort` },
  { value: 7, name: `${b} Fiori` },
  { value: 11, name: `${b} Exclusive` },
  { value: 12, name: `L'acqua ${b} I` },
  { value: 13, name: `L'acqua ${b} II` },
  { value: 14, name: `L'acqua ${b} III` },
  { value: 15, name: `L'acqua ${b} IV` },
  { value: 16, name: `L'acqua ${b} V` },
  { value: 18, name: `Piazza ${b}` },
  { value: 19, name: `Spazzio ${b}` },
];

/** product-rules §6: Hotel Roma (5) is exclusive to club members. */
export const CLUB_ONLY_HOTEL = 5;

/** The options a user may search: every one for a club member, all but Hotel Roma otherwise. */
export function hotelOptionsFor(clubMember: boolean): readonly HotelOption[] {
  return clubMember ? HOTEL_OPTIONS : HOTEL_OPTIONS.filter((o) => o.value !== CLUB_ONLY_HOTEL);
}

export function isHotelOption(value: number, clubMember = true): boolean {
  return hotelOptionsFor(clubMember).some((option) => option.value === value);
}
