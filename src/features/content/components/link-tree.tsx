import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import type { Hotel } from '@/api/contract/hotel';
import { brand } from '@/config/brand';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { telHref, whatsAppHref } from '../utils/contact-links';
import { listableHotels } from '../utils/listable-hotels';

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Item href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Item>
  );
}

/** The bio-link page: one big tappable link per destination. */
export function LinkTree({ hotels }: { hotels: Hotel[] }) {
  return (
    <Column>
      <Group aria-label="Hotéis">
        {listableHotels(hotels).map((hotel) => (
          <li key={hotel.id}>
            <Item as={Link} to={paths.hotel.getHref(hotel.url_amigavel)}>
              {hotel.nome}
            </Item>
          </li>
        ))}
      </Group>
      <Group aria-label="Parque e clube">
        <li>
          <Item as={Link} to={paths.park.getHref()}>
            {brand.name} Acqua Park
          </Item>
        </li>
        <li>
          <External href={env.links.ticketsSite}>Comprar ingressos</External>
        </li>
        <li>
          <External href={env.links.vipClub}>VIP Club</External>
        </li>
      </Group>
      <Group aria-label="Contato">
        <li>
          <External href={whatsAppHref(brand.phone)}>WhatsApp</External>
        </li>
        <li>
          <Item href={telHref(brand.phone)}>Central de reservas {brand.phone}</Item>
        </li>
      </Group>
    </Column>
  );
}

const Column = styled.div`
  display: grid;
  gap: var(--space-lg);
`;

const Group = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-sm);
`;

const Item = styled.a`
  display: block;
  min-height: 48px;
  padding: var(--space-md) var(--space-lg);
  border-radius: var(--radius-pill);
  background: var(--color-primary);
  color: var(--color-white);
  font-weight: 700;
  text-align: center;
  text-decoration: none;

  &:hover {
    background: var(--color-tertiary);
  }
`;
