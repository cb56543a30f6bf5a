import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { reviewCountText, scoreText, scoreWord } from '@/lib/reviews/review-score';
import { useHotels } from '@/stores/catalogue';
import { useHotelRating } from '../../hooks/use-hotel-rating';

/**
 * The link itself, once the summary answered (nothing for a hotel without reviews). `named` puts
 * the hotel's name first, where nothing beside it says which hotel (the calendar).
 */
export default function HotelRatingLink({ hotelId, named }: { hotelId: number; named?: boolean }) {
  const rating = useHotelRating(hotelId);
  const hotel = useHotels().find((h) => h.id === hotelId);
  if (!rating || !hotel) return null;
  return (
    <Link to={paths.hotelReviews.getHref(hotel.url_amigavel)}>
      <span aria-hidden="true">★ </span>
      {named && `${hotel.nome}: `}
      {scoreText(rating.media)}/10 · {scoreWord(rating.media)} · {reviewCountText(rating.total)}
    </Link>
  );
}
