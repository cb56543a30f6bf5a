import { Link } from '@/components/ui/link';
import type { Hotel } from '@/api/contract/hotel';
import { paths } from '@/config/paths';
import { uploadUrl } from '../utils/media-url';
import { CARD_IMAGE, Card, CardBody, CardImage, CardText, CardTitle } from './card.styles';
import { photoProps, PHOTO_SIZES } from '@/lib/photo-sources';

/** A hotel in a list: thumbnail, name (the link to its page) and summary. */
export function HotelCard({ hotel }: { hotel: Hotel }) {
  return (
    <Card>
      {/* Decorative: the name in the heading already says what the picture shows. */}
      <CardImage
        {...photoProps(uploadUrl(hotel.miniatura), PHOTO_SIZES.card)}
        alt=""
        loading="lazy"
        {...CARD_IMAGE}
      />
      <CardBody>
        <CardTitle>
          <Link to={paths.hotel.getHref(hotel.url_amigavel)}>{hotel.nome}</Link>
        </CardTitle>
        <CardText>{hotel.resumo}</CardText>
      </CardBody>
    </Card>
  );
}
