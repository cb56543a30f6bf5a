import { Link } from 'react-router-dom';
import type { Promocao } from '@/api/contract/admin';
import { formatPrice } from '../utils/format-price';
import { uploadUrl } from '../utils/media-url';
import { CARD_IMAGE, Card, CardBody, CardImage, CardText, CardTitle } from './card.styles';
import { CardGrid } from './page-layout.styles';

const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');

function PromoTitle({ promo }: { promo: Promocao }) {
  if (!promo.link) return <>{promo.titulo}</>;
  if (isSitePath(promo.link)) return <Link to={promo.link}>{promo.titulo}</Link>;
  return (
    <a href={promo.link} target="_blank" rel="noopener noreferrer">
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
            <CardImage src={uploadUrl(promo.nome_imagem)} alt="" loading="lazy" {...CARD_IMAGE} />
            <CardBody>
              <CardTitle>
                <PromoTitle promo={promo} />
              </CardTitle>
              <CardText>{promo.descricao}</CardText>
              {promo.valor_a_partir !== null && (
                <CardText>
                  a partir de <strong>{formatPrice(promo.valor_a_partir)}</strong>
                </CardText>
              )}
            </CardBody>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
