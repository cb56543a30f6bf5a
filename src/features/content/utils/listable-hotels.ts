import type { Hotel } from '@/api/contract/hotel';

/** Hotels of type 1 only: type 2 venues never appear in hotel lists (product-rules §2). */
export const listableHotels = (hotels: Hotel[]) => hotels.filter((hotel) => hotel.tipo === 1);
