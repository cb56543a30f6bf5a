import type { Hotel } from '@/api/contract/hotel';
import { listableHotels } from '../utils/listable-hotels';
import { HotelCard } from './hotel-card';
import { CardGrid } from './page-layout.styles';

interface HotelGridProps {
  hotels: Hotel[];
  /** Shown instead of the grid when there is no hotel to list. */
  emptyText?: string;
}

export function HotelGrid({ hotels, emptyText }: HotelGridProps) {
  const listed = listableHotels(hotels);
  if (listed.length === 0) return emptyText ? <p>{emptyText}</p> : null;
  return (
    <CardGrid>
      {listed.map((hotel) => (
        <li key={hotel.id}>
          <HotelCard hotel={hotel} />
        </li>
      ))}
    </CardGrid>
  );
}
