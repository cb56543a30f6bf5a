import { Link } from '@/components/ui/link';
import type { Promocao } from '@/api/contract/admin';
import { formatCurrency } from '@/lib/format';
import { toSafeLink } from '@/lib/safe-external-url';
import { uploadUrl } from '../utils/media-url';
import { CARD_IMAGE, Card, CardBody, CardImage, CardText, CardTitle } from './card.styles';
import { CardGrid } from './page-layout.styles';
import { photoProps, PHOTO_SIZES } from '@/lib/photo-sources';

/** The admin portal's link: a site path or an allowed host; anything else leaves plain text. */
function PromoTitle({ promo }: { promo: Promocao }) {
  const link = toSafeLink(promo.link);
  if (!link) return <>{promo.titulo}</>;
  if (link.kind === 'site') return <Link to={link.path}>{promo.titulo}</Link>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {promo.titulo}
    </a>
  );
}

/** The promotions of the valid promotion group, as cards. */
export function PromoList({ promos }: { promos: Promocao[] }) {
  return (
    <CardGrid>
      {promos.map((promo) => (
        <li key={promo.id}>
          <Card>
            <CardImage
              {...photoProps(uploadUrl(promo.nome_imagem), PHOTO_SIZES.card)}
              alt=""
              loading="lazy"
              {...CARD_IMAGE}
            />
            <CardBody>
              <CardTitle>
                <PromoTitle promo={promo} />
              </CardTitle>
              <CardText>{promo.descricao}</CardText>
              {promo.valor_a_partir !== null && (
                <CardText>
                  a partir de <strong>{formatCurrency(promo.valor_a_partir)}</strong>
                </CardText>
              )}
            </CardBody>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
