import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PATHS } from '@/api/contract/admin';
import { hotelsComplete } from '@/testing/fixtures/content';
import { adminUrl, servicesUrl } from '@/testing/handlers/content';
import { server } from '@/testing/server';
import HotelPage from '../hotel';
import { loader, type HotelLoaderData } from '../hotel.loader';
import { renderRoute } from './render-route';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { hotelSchemeClass } from '@/theme/hotel-scheme-class';

const renderHotel = (slug: string) =>
  renderRoute({ path: '/hotel/:hotel', Component: HotelPage, loader }, `/hotel/${slug}`);

const thermas = hotelsComplete.find((h) => h.id === 1)!;

describe('hotel page', () => {
  it('makes its own hotel the hotel of the search bar', async () => {
    searchCriteriaActions().hotelChosen(0);
    renderHotel('thermas-aurora');
    await screen.findByRole('heading', { level: 1, name: 'Thermas Aurora' });
    await waitFor(() => expect(searchCriteriaSnapshot().id_hotel).toBe(1));
  });

  it('finds the hotel by its friendly slug and shows its details', async () => {
    renderHotel('thermas-aurora');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thermas Aurora' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Thermas Aurora | Aurora Hotéis'));
    // Description, sanitised HTML.
    expect(screen.getByText('Thermas Aurora', { selector: 'strong' })).toBeInTheDocument();

    const amenities = screen.getByRole('region', { name: 'Comodidades' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Piscinas termais', 'Wi-Fi gratuito', 'Restaurante']);

    const units = screen.getByRole('region', { name: 'Acomodações' });
    expect(within(units).getByRole('heading', { name: 'Suíte Família' })).toBeInTheDocument();
    expect(within(units).getByText(/Até 5 pessoas/)).toHaveTextContent('42 m²');

    const map = screen.getByRole('link', { name: 'Ver no mapa' });
    expect(map).toHaveAttribute('href', thermas.url_mapa);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Tour virtual 360°' })).toHaveAttribute(
      'href',
      'https://tour360.aurora.example/thermas-aurora',
    );
    expect(screen.getByText(/Rua das Águas Quentes, 100/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(64) 3453-9001' })).toHaveAttribute(
      'href',
      'tel:+556434539001',
    );
  });

  it('shares its own address on WhatsApp', async () => {
    renderHotel('thermas-aurora');
    const share = await screen.findByRole('link', { name: /Compartilhar no WhatsApp/ });
    const href = new URL(share.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(
      `Thermas Aurora: ${window.location.origin}/hotel/thermas-aurora`,
    );
  });

  it('sends the slug as the url_amigavel query parameter', async () => {
    let asked: string | null = null;
    server.use(
      http.get(adminUrl(ADMIN_PATHS.hotelByEndPoint), ({ request }) => {
        asked = new URL(request.url).searchParams.get('url_amigavel');
        return HttpResponse.json({ tipo: 'sucesso', resposta: thermas });
      }),
    );
    renderHotel('thermas-aurora');
    await screen.findByRole('heading', { level: 1, name: 'Thermas Aurora' });
    expect(asked).toBe('thermas-aurora');
  });

  it('falls back to the default hotel (id 4) when the slug matches nothing', async () => {
    renderHotel('hotel-que-nao-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Villas Aurora' }),
    ).toBeInTheDocument();
    // Villas has no 360° tour: the link is left out.
    expect(screen.queryByRole('link', { name: 'Tour virtual 360°' })).toBeNull();
  });

  it('shows the route error when the default hotel cannot be loaded either', async () => {
    server.use(
      http.post(servicesUrl('/site/hoteis/:id'), () =>
        HttpResponse.json({ erro: 'indisponível' }, { status: 500 }),
      ),
    );
    renderHotel('hotel-que-nao-existe');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar');
  });

  it("logs 'Dados do hotel incompletos' when the hotel lacks name or description", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(adminUrl(ADMIN_PATHS.hotelByEndPoint), () =>
        HttpResponse.json({ tipo: 'sucesso', resposta: { ...thermas, descricao: '' } }),
      ),
    );
    renderHotel('thermas-aurora');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thermas Aurora' }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Dados do hotel incompletos');
  });

  it('does not complain about complete data', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHotel('thermas-aurora');
    await screen.findByRole('heading', { level: 1, name: 'Thermas Aurora' });
    expect(consoleError).not.toHaveBeenCalledWith('Dados do hotel incompletos');
  });

  it("applies the hotel's colour scheme to the page and the header", async () => {
    const router = renderHotel('villas-aurora');
    const title = await screen.findByRole('heading', { level: 1, name: 'Villas Aurora' });
    // Hotel 4's scheme (primary #2f5d3a; the group's is #0b5c73) is a class on the page's
    // container, whose styles read its colours (theme/hotel-schemes.module.css, which
    // css-modules.test.ts checks against hotel-schemes.ts). jsdom applies no CSS: the colour
    // shown is checked in Chromium (tests/e2e/prerender.spec.ts).
    const schemeClass = hotelSchemeClass(4);
    expect(schemeClass).toBeTruthy();
    expect(title.parentElement).toHaveClass(schemeClass!);
    const data = router.state.loaderData['0'] as HotelLoaderData;
    expect(data.header).toEqual({
      src: '/admin/uploads/villas-aurora-capa.jpg',
      alt: 'Vista do Villas Aurora',
      title: 'Villas Aurora',
      schemeHotelId: 4,
    });
  });

  it('browses the photos with the previous/next buttons and the thumbnails', async () => {
    const user = userEvent.setup();
    renderHotel('thermas-aurora');
    const gallery = await screen.findByRole('region', { name: 'Fotos do Thermas Aurora' });
    const shown = () => within(gallery).getAllByRole('img')[0];
    expect(shown()).toHaveAccessibleName('Piscina principal');
    await user.click(within(gallery).getByRole('button', { name: 'Próxima foto' }));
    expect(shown()).toHaveAccessibleName('Apartamento standard');
    await user.click(within(gallery).getByRole('button', { name: 'Foto anterior' }));
    await user.click(within(gallery).getByRole('button', { name: 'Foto anterior' }));
    expect(shown()).toHaveAccessibleName('Restaurante');
    const first = within(gallery).getByRole('button', { name: 'Ver foto 1: Piscina principal' });
    first.focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAccessibleName('Piscina principal');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(shown()).toHaveAttribute('src', '/services/fotos/thermas-aurora-1.jpg');
  });
});
