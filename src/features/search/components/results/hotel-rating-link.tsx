import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { reviewCountText, scoreText, scoreWord } from '@/lib/reviews/review-score';
import { useHotels } from '@/stores/catalogue';
import { useHotelRating } from '../../hooks/use-hotel-rating';

/** The link itself, once the summary answered (nothing for a hotel without reviews). */
export default function HotelRatingLink({ hotelId }: { hotelId: number }) {
  const rating = useHotelRating(hotelId);
  const slug = useHotels().find((h) => h.id === hotelId)?.url_amigavel;
  if (!rating || !slug) return null;
  return (
    <Link to={paths.hotelReviews.getHref(slug)}>
      <span aria-hidden="true">★ </span>
      {scoreText(rating.media)}/10 · {scoreWord(rating.media)} · {reviewCountText(rating.total)}
    </Link>
  );
}
