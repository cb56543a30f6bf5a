import styled from 'styled-components';
import type { HotelCompleto } from '@/api/contract/hotel';
import { telHref } from '../utils/contact-links';

type Contact = Pick<HotelCompleto, 'nome' | 'endereco' | 'telefones' | 'url_mapa' | 'url_360'>;

/** Address, phones, the map link and (when the hotel has one) the 360° tour. */
export function HotelContact({ hotel }: { hotel: Contact }) {
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
        {hotel.url_mapa && (
          <a href={hotel.url_mapa} target="_blank" rel="noopener noreferrer">
            Ver no mapa
          </a>
        )}
        {hotel.url_360 && (
          <a href={hotel.url_360} target="_blank" rel="noopener noreferrer">
            Tour virtual 360°
          </a>
        )}
      </Links>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.grey100};
  border-radius: ${({ theme }) => theme.radii.sm};

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
  gap: ${({ theme }) => theme.space.md};
`;

const Links = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  font-weight: 700;
`;
