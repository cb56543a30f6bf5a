import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PATHS } from '@/api/contract/admin';
import { catalogueActions } from '@/stores/catalogue';
import { hotelSummaries } from '@/testing/fixtures/content';
import { adminUrl } from '@/testing/handlers/content';
import { server } from '@/testing/server';
import HomePage from '../home';
import { renderRoute } from './render-route';
import { loader } from '../home.loader';

const renderHome = () => renderRoute({ path: '/', Component: HomePage, loader }, '/');

describe('home page', () => {
  beforeEach(() => catalogueActions().hotelsLoaded(hotelSummaries));

  it('shows the intro with one h1, the central phone and the page title', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reserve direto nos hotéis Aurora' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '(64) 3453-9000' })).toHaveAttribute(
      'href',
      'tel:+556434539000',
    );
    await waitFor(() => expect(document.title).toBe('Início | Aurora Hotéis'));
  });

  it('renders the promotions of the valid group', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Promoções' });
    expect(within(section).getByRole('link', { name: 'Feriado prolongado' })).toHaveAttribute(
      'href',
      '/hotel/thermas-aurora',
    );
    expect(within(section).getByText('Criança não paga')).toBeInTheDocument();
    expect(within(section).getByText('R$ 899,90')).toBeInTheDocument();
  });

  it('hides the promotions silently and logs when they fail to load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(adminUrl(ADMIN_PATHS.promoGroup), () =>
        HttpResponse.json({ erro: 'falhou' }, { status: 500 }),
      ),
    );
    renderHome();
    expect(await screen.findByRole('region', { name: 'Nossos hotéis' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promoções' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Erro ao carregar a promoção!');
  });

  it('lists the hotels of type 1 only, linking to their pages', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Nossos hotéis' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Thermas Aurora',
      'Villas Aurora',
      'Aurora Resort',
    ]);
    expect(within(section).getByRole('link', { name: 'Villas Aurora' })).toHaveAttribute(
      'href',
      '/hotel/villas-aurora',
    );
    expect(within(section).queryByText('Centro de Eventos Aurora')).toBeNull();
  });

  it('shows lazy card images with their dimensions set', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Nossos hotéis' });
    const image = section.querySelector('img');
    expect(image).toHaveAttribute('src', '/admin/uploads/thermas-aurora-miniatura.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('links to the park', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Parque aquático' });
    expect(within(section).getByRole('link', { name: 'Aurora Acqua Park' })).toHaveAttribute(
      'href',
      '/aurora-acqua-park',
    );
  });
});
