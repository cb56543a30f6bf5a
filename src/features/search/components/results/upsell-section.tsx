import { useEffect, useState } from 'react';
import type { WireDate } from '@/api/contract/common';
import type { UpsellOferta } from '@/api/contract/search';
import { env } from '@/config/env';
import { formatCurrency } from '@/lib/format';
import { getUpsell } from '../../api/get-upsell';
import * as S from './upsell-section.styles';
import { photoProps, PHOTO_SIZES } from '@/lib/photo-sources';

/**
 * Extras for the searched dates. They are a bonus, not the page: while loading, on failure
 * (logged) or with no offers, the section is simply not there.
 */
export function UpsellSection({ checkin, checkout }: { checkin: WireDate; checkout: WireDate }) {
  const [offers, setOffers] = useState<UpsellOferta[]>([]);

  useEffect(() => {
    let alive = true;
    getUpsell(checkin, checkout).then(
      (data) => alive && setOffers(data),
      () => console.error('Erro ao carregar as ofertas!'),
    );
    return () => {
      alive = false;
    };
  }, [checkin, checkout]);

  if (offers.length === 0) return null;
  return (
    <S.Section aria-labelledby="upsell-titulo">
      <S.Title id="upsell-titulo">Aproveite também</S.Title>
      <S.List>
        {offers.map((offer) => (
          <li key={offer.id}>
            <S.Offer>
              <S.Image
                {...photoProps(`${env.uploadsUrl}/${encodeURI(offer.imagem)}`, PHOTO_SIZES.card)}
                alt=""
                width={400}
                height={267}
                loading="lazy"
              />
              <S.OfferTitle>{offer.titulo}</S.OfferTitle>
              <p>{offer.descricao}</p>
              <S.Price>
                {formatCurrency(offer.valor)} <span>{offer.unidade}</span>
              </S.Price>
            </S.Offer>
          </li>
        ))}
      </S.List>
    </S.Section>
  );
}
