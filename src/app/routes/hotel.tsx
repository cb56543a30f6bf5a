import { useLoaderData } from 'react-router-dom';
import { HotelDetails } from '@/features/content/components/hotel-details';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import type { HotelLoaderData } from './hotel.loader';

/** /hotel/:hotel: one hotel, in its own colours. */
export default function HotelPage() {
  const { hotel, scheme } = useLoaderData() as HotelLoaderData;
  useDocumentTitle(hotel.nome || 'Hotel');
  return <HotelDetails hotel={hotel} scheme={scheme} />;
}
