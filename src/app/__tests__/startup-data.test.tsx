import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { ADMIN_PATHS } from '@/api/contract/admin';
import { SERVICES_PATHS } from '@/api/contract/services';
import { tokenStorage } from '@/lib/http/token-storage';
import { catalogueActions, catalogueSnapshot } from '@/stores/catalogue';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { defaultColors } from '@/theme/tokens';
import { bannerGroup, hotelSummaries, themeGroup } from '@/testing/fixtures/content';
import { customerUser, fixtureAccounts } from '@/testing/fixtures/users';
import { embedJsonBlock } from '@/testing/embed-json-block';
import { server } from '@/testing/server';
import { App, READY } from '../app';
import { bootstrap, startBootstrap, type StartupPhase } from '../bootstrap';
import { createRouter } from '../router';
import { readStartupData, STARTUP_DATA_ID, type StartupData } from '../startup-data';

const DATA: StartupData = {
  catalogue: { hotels: hotelSummaries.slice(0, 2), colors: { ...themeGroup.cores } },
  banners: bannerGroup.banners.slice(0, 2),
};

const embed = (text: string) => embedJsonBlock(STARTUP_DATA_ID, text);

/** Every request the site sends meanwhile, by path. */
function recordRequests(): string[] {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return paths;
}

const customerToken = fixtureAccounts.find((a) => a.user.id === customerUser.id)!.token;

afterEach(() => {
  document.getElementById(STARTUP_DATA_ID)?.remove();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  tokenStorage.clear();
  sessionActions().loggedOut();
  catalogueActions().hotelsLoaded([]);
  catalogueActions().themeLoaded(defaultColors);
});

describe('readStartupData', () => {
  it('reads the catalogue and banners the server embedded in the shell', () => {
    embed(JSON.stringify(DATA));
    expect(readStartupData()).toEqual(DATA);
  });

  it('is null without a block, with a damaged one, or one of another shape', () => {
    expect(readStartupData()).toBeNull();
    embed('{"catalogue": ');
    expect(readStartupData()).toBeNull();
    document.getElementById(STARTUP_DATA_ID)?.remove();
    embed(JSON.stringify({ catalogue: { hotels: 'nada' }, banners: [] }));
    expect(readStartupData()).toBeNull();
  });
});

describe('start-up from the embedded catalogue (product-rules §10 "Start-up screens")', () => {
  it('an anonymous visitor starts at once: no screen, no catalogue request', async () => {
    const requests = recordRequests();
    const startup = startBootstrap('/hotel/aurora-fiori', DATA.catalogue);
    // Already ready when the gate first renders: neither start-up text ever shows.
    expect(startup.phase()).toBe('ready');
    expect(sessionSnapshot().status).toBe('anonymous');
    await Promise.resolve();
    expect(catalogueSnapshot().hotels).toEqual(DATA.catalogue.hotels);
    expect(catalogueSnapshot().colors).toEqual(DATA.catalogue.colors);
    expect(catalogueSnapshot().venue).toBe('aurora-fiori');
    expect(requests).toEqual([]);
  });

  it("a stored session is checked behind 'Verificando usuário', never 'Carregando Empreendimentos...'", async () => {
    tokenStorage.write(customerToken);
    const requests = recordRequests();
    const phases: StartupPhase[] = [];
    await bootstrap('/', (phase) => phases.push(phase), DATA.catalogue);
    expect(phases).toEqual(['verifying-user', 'ready']);
    expect(sessionSnapshot().status).toBe('authenticated');
    expect(sessionSnapshot().user.nome).toBe(customerUser.nome);
    // Only the session check: the catalogue came with the page.
    expect(requests.some((path) => path.endsWith(SERVICES_PATHS.hotels))).toBe(false);
    expect(requests.some((path) => path.endsWith(ADMIN_PATHS.themeGroup))).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it('without the embedded catalogue, loads it behind the start-up screens as before', async () => {
    const phases: StartupPhase[] = [];
    await bootstrap('/', (phase) => phases.push(phase), null);
    expect(phases).toEqual(['verifying-user', 'loading-venues', 'ready']);
    expect(catalogueSnapshot().hotels.length).toBeGreaterThan(0);
  });
});

describe('the router of a shell that carries the banners', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("shows the header at once, with the page's spinner while its code loads; no banner request", async () => {
    window.history.replaceState(null, '', '/hotelSearch');
    const requests = recordRequests();
    render(
      <App startup={READY}>
        <RouterProvider router={createRouter(DATA.banners)} />
      </App>,
    );
    // The first render: the layout with its embedded banners, the page's place held by a spinner.
    expect(screen.getByRole('region', { name: 'Destaques' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: DATA.banners[0]!.titulo }).length).toBeGreaterThan(0);
    expect(screen.getByRole('status', { name: 'Carregando página' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Resultado da busca'));
    expect(screen.queryByRole('status', { name: 'Carregando página' })).toBeNull();
    expect(requests.some((path) => path.endsWith(ADMIN_PATHS.bannerGroup))).toBe(false);
  });
});
