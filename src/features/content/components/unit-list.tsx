import type { HotelApt } from '@/api/contract/hotel';
import { photoUrl } from '../utils/media-url';
import { CARD_IMAGE, Card, CardBody, CardImage, CardText, CardTitle } from './card.styles';
import { CardGrid } from './page-layout.styles';
import { photoProps, PHOTO_SIZES } from '@/lib/photo-sources';

/** The hotel's unit types (apt): name, capacity and area. */
export function UnitList({ units }: { units: HotelApt[] }) {
  return (
    <CardGrid>
      {units.map((unit) => (
        <li key={unit.id}>
          <Card>
            <CardImage
              {...photoProps(photoUrl(unit.foto), PHOTO_SIZES.card)}
              alt=""
              loading="lazy"
              {...CARD_IMAGE}
            />
            <CardBody>
              <CardTitle>{unit.nome}</CardTitle>
              <CardText>
                Até {unit.capacidade} {unit.capacidade === 1 ? 'pessoa' : 'pessoas'} ·{' '}
                {unit.area_m2} m²
              </CardText>
              {unit.descricao && <CardText>{unit.descricao}</CardText>}
            </CardBody>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
