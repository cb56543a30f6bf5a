import { Link } from '@/components/ui/link';
import type { Parque } from '@/api/contract/services';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { uploadUrl } from '../utils/media-url';
import { CARD_IMAGE, Card, CardBody, CardImage, CardText, CardTitle } from './card.styles';
import { photoProps, PHOTO_SIZES } from '@/lib/photo-sources';

/** The water park on the home page. Without park data (a failed load) it still links there. */
export function ParkCard({ park }: { park: Parque | null }) {
  return (
    <Card>
      {park && (
        <CardImage
          {...photoProps(uploadUrl(park.capa), PHOTO_SIZES.card)}
          alt=""
          loading="lazy"
          {...CARD_IMAGE}
        />
      )}
      <CardBody>
        <CardTitle>
          <Link to={paths.park.getHref()}>{park?.nome ?? `${brand.name} Acqua Park`}</Link>
        </CardTitle>
        <CardText>{park?.horario ?? 'Diversão nas águas quentes para toda a família.'}</CardText>
      </CardBody>
    </Card>
  );
}
