import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Promocao } from '@/api/contract/admin';
import { env } from '@/config/env';
import { renderWithProviders } from '@/testing/render';
import { HotelContact } from '../hotel-contact';
import { PromoList } from '../promo-list';

/** Links the admin portal might send that must never become a way off the site. */
const UNSAFE_LINKS = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/promo',
  `${new URL(env.links.vipClub).origin}@evil.example/`,
];

function promo(id: number, link: string | null): Promocao {
  return {
    id,
    titulo: `Promoção ${id}`,
    descricao: 'Pacote de férias',
    nome_imagem: `promo-${id}.jpg`,
    link,
    valor_a_partir: null,
  };
}

describe('PromoList links', () => {
  it.each(UNSAFE_LINKS)('shows the title as plain text for %j', (link) => {
    renderWithProviders(<PromoList promos={[promo(1, link)]} />);
    expect(screen.getByRole('heading', { name: 'Promoção 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('follows a site path inside the site and an allowed host in a new tab', async () => {
    const { router } = renderWithProviders(
      <PromoList
        promos={[promo(1, '/hotel/aurora-resort'), promo(2, `${env.links.ticketsSite}?promo=2`)]}
      />,
    );
    const external = screen.getByRole('link', { name: 'Promoção 2' });
    expect(external).toHaveAttribute('href', `${env.links.ticketsSite}?promo=2`);
    expect(external).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('link', { name: 'Promoção 1' }));
    expect(router.state.location.pathname).toBe('/hotel/aurora-resort');
  });
});

describe('HotelContact links', () => {
  const hotel = {
    nome: 'Thermas Aurora',
    endereco: 'Rua das Águas, 100',
    telefones: [],
  };

  it('offers the map and the 360° tour on allowed hosts', () => {
    const mapa = 'https://www.google.com/maps/search/?api=1&query=-17.74,-48.62';
    const tour = 'https://tour360.aurora.example/thermas-aurora';
    renderWithProviders(<HotelContact hotel={{ ...hotel, url_mapa: mapa, url_360: tour }} />);
    expect(screen.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute('href', mapa);
    expect(screen.getByRole('link', { name: 'Tour virtual 360°' })).toHaveAttribute('href', tour);
  });

  it.each(UNSAFE_LINKS)('leaves out a map or tour link to %j', (link) => {
    renderWithProviders(<HotelContact hotel={{ ...hotel, url_mapa: link, url_360: link }} />);
    expect(screen.queryByRole('link', { name: 'Ver no mapa' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tour virtual 360°' })).toBeNull();
    expect(screen.getByText('Rua das Águas, 100')).toBeInTheDocument();
  });
});
