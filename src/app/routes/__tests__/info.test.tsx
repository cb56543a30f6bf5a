import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pages } from '@/testing/fixtures/content';
import { servicesUrl } from '@/testing/handlers/content';
import { server } from '@/testing/server';
import InfoPage from '../info';
import { loader, type InfoLoaderData } from '../info.loader';
import { renderRoute } from './render-route';

const renderInfo = (slug: string) =>
  renderRoute({ path: '/informacoes/:info', Component: InfoPage, loader }, `/informacoes/${slug}`);

describe('info page', () => {
  it('renders the page of a known slug with sanitised content', async () => {
    const quemSomos = pages.find((p) => p.id === 1)!;
    let requestedId: string | undefined;
    server.use(
      http.post(servicesUrl('/site/pagina/:id'), ({ params }) => {
        requestedId = String(params.id);
        return HttpResponse.json({
          ...quemSomos,
          conteudo:
            '<p>Somos um grupo hoteleiro.</p><script>window.pwned = 1</script>' +
            '<img src="/admin/uploads/logo.png" alt="logo" onerror="window.pwned = 1">',
        });
      }),
    );
    const router = renderInfo('quem-somos');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quem somos' }),
    ).toBeInTheDocument();
    expect(requestedId).toBe('1');
    expect(screen.getByText('Somos um grupo hoteleiro.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'logo' })).not.toHaveAttribute('onerror');
    await waitFor(() => expect(document.title).toBe('Quem somos | Aurora Hotéis'));
    const data = router.state.loaderData['0'] as InfoLoaderData;
    expect(data.header).toEqual({
      src: '/admin/uploads/quem-somos-capa.jpg',
      alt: '',
      title: 'Quem somos',
    });
  });

  it('maps each SOBRE slug to its page id', async () => {
    renderInfo('monumento-das-aguas');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monumento das Águas' }),
    ).toBeInTheDocument();
  });

  it("serves the club's page at /informacoes/drvc (product-rules §2), outside the SOBRE menu", async () => {
    renderInfo('drvc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aurora VIP Club: como funciona' }),
    ).toBeInTheDocument();
  });

  it("adds the points calculator below the club's page, and to no other", async () => {
    renderInfo('drvc');
    expect(
      await screen.findByRole('region', { name: 'Calculadora de pontos' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows no calculator on a SOBRE page', async () => {
    renderInfo('quem-somos');
    await screen.findByRole('heading', { level: 1, name: 'Quem somos' });
    expect(screen.queryByRole('region', { name: 'Calculadora de pontos' })).toBeNull();
  });

  it('redirects an unknown slug to the home page', async () => {
    const router = renderInfo('pagina-inexistente');
    expect(await screen.findByText('Página em /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
