import styled from 'styled-components';
import type { HotelCompleto } from '@/api/contract/hotel';
import { safeHref } from '@/lib/safe-external-url';
import { telHref } from '../utils/contact-links';

type Contact = Pick<HotelCompleto, 'nome' | 'endereco' | 'telefones' | 'url_mapa' | 'url_360'>;

/** Address, phones, the map link and (when the hotel has one) the 360° tour. */
export function HotelContact({ hotel }: { hotel: Contact }) {
  // Both links come from the admin portal: a link to a host we do not know is left out.
  const mapa = safeHref(hotel.url_mapa);
  const tour = safeHref(hotel.url_360);
  return (
    <Box>
      {hotel.endereco && <address>{hotel.endereco}</address>}
      {hotel.telefones.length > 0 && (
        <Phones>
          {hotel.telefones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)}>{phone}</a>
            </li>
          ))}
        </Phones>
      )}
      <Links>
        {mapa && (
          <a href={mapa} target="_blank" rel="noopener noreferrer">
            Ver no mapa
          </a>
        )}
        {tour && (
          <a href={tour} target="_blank" rel="noopener noreferrer">
            Tour virtual 360°
          </a>
        )}
      </Links>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: var(--space-sm);
  padding: var(--space-md);
  border-left: 4px solid var(--color-secondary);
  background: var(--color-grey-100);
  border-radius: var(--radius-sm);

  & address {
    font-style: normal;
  }
`;

const Phones = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-md);
`;

const Links = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-lg);
  font-weight: 700;
`;
