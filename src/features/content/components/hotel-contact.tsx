import { classed } from '@/theme/classed';
import styles from './hotel-contact.module.css';
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

const Box = classed('div', styles.Box);

const Phones = classed('ul', styles.Phones);

const Links = classed('p', styles.Links);
