import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import { HotelDetails } from '@/features/content/components/hotel-details';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { isHotelOption } from '@/features/search/utils/hotel-options';
import { useSearchCriteriaActions } from '@/stores/search-criteria';
import type { HotelLoaderData } from './hotel.loader';
import { HotelReviewsSection } from './hotel-reviews-section';

/**
 * /hotel/:hotel: one hotel, in its own colours. The search bar above it searches this hotel
 * (when it is a search option), so a guest who found the hotel books it without choosing again.
 */
export default function HotelPage() {
  const { hotel, reviews } = useLoaderData() as HotelLoaderData;
  const { hotelChosen } = useSearchCriteriaActions();
  useDocumentTitle(hotel.nome || 'Hotel');
  useEffect(() => {
    if (isHotelOption(hotel.id)) hotelChosen(hotel.id);
  }, [hotel.id, hotelChosen]);
  return (
    <>
      <HotelDetails hotel={hotel} />
      <HotelReviewsSection hotelId={hotel.id} hotelName={hotel.nome} initial={reviews} />
    </>
  );
}
