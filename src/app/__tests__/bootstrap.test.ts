import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PATHS } from '@/api/contract/admin';
import { AUTH_PATHS } from '@/api/contract/auth';
import { tokenStorage } from '@/lib/http/token-storage';
import { catalogueActions, catalogueSnapshot } from '@/stores/catalogue';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { defaultColors } from '@/theme/tokens';
import { bannerGroup, themeGroup } from '@/testing/fixtures/content';
import { customerUser, fixtureAccounts } from '@/testing/fixtures/users';
import { adminUrl } from '@/testing/handlers/content';
import { mainApiUrl } from '@/testing/handlers/session';
import { server } from '@/testing/server';
import { bootstrap, type StartupPhase } from '../bootstrap';
import { loader as headerLayoutLoader } from '../layouts/header-layout.loader';

afterEach(() => {
  sessionActions().loggedOut();
  catalogueActions().hotelsLoaded([]);
  catalogueActions().themeLoaded(defaultColors);
});

const customerToken = fixtureAccounts.find((a) => a.user.id === customerUser.id)!.token;

describe('bootstrap (product-rules §2 start-up)', () => {
  it("detects the venue, says 'Verificando usuário' then 'Carregando Empreendimentos...'", async () => {
    const phases: StartupPhase[] = [];
    await bootstrap('/hotel/aurora-fiori', (phase) => phases.push(phase));
    expect(phases).toEqual(['verifying-user', 'loading-venues', 'ready']);
    expect(catalogueSnapshot().venue).toBe('aurora-fiori');
    expect(catalogueSnapshot().hotels.length).toBeGreaterThan(0);
    expect(catalogueSnapshot().colors).toEqual(themeGroup.cores);
  });

  it('starts as the generic user without a token, and restores a stored session', async () => {
    await bootstrap('/', () => {});
    expect(sessionSnapshot().status).toBe('anonymous');
    expect(sessionSnapshot().user.usuario_tipo_id).toBe(6);

    tokenStorage.write(customerToken);
    await bootstrap('/', () => {});
    expect(sessionSnapshot().status).toBe('authenticated');
    expect(sessionSnapshot().user.nome).toBe(customerUser.nome);
  });

  it('a failed session check removes the token and still starts the site', async () => {
    tokenStorage.write('expirado');
    server.use(
      http.post(mainApiUrl(AUTH_PATHS.verify), () => new HttpResponse(null, { status: 500 })),
    );
    const phases: StartupPhase[] = [];
    await bootstrap('/', (phase) => phases.push(phase));
    expect(phases.at(-1)).toBe('ready');
    expect(tokenStorage.read()).toBeNull();
    expect(sessionSnapshot().status).toBe('anonymous');
  });

  it("a theme failure keeps the default colours and logs 'Erro ao carregear as Temas!'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(adminUrl(ADMIN_PATHS.themeGroup), () => new HttpResponse(null, { status: 500 })),
    );
    await bootstrap('/', () => {});
    expect(catalogueSnapshot().colors).toEqual(defaultColors);
    expect(log).toHaveBeenCalledWith('Erro ao carregear as Temas!');
  });
});

describe('header banners', () => {
  const loadFor = (path: string) =>
    headerLayoutLoader({
      request: new Request(`http://localhost${path}`),
      url: new URL(`http://localhost${path}`),
      pattern: '',
      params: {},
      context: undefined,
    });
  const preloadedImages = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
      link.getAttribute('href'),
    );

  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  it('loads the banner group', async () => {
    const data = await loadFor('/');
    expect(data.banners.length).toBeGreaterThan(0);
  });

  it("starts downloading the carousel's first slide for this screen (a phone's crop)", async () => {
    await loadFor('/');
    expect(preloadedImages()).toEqual([`/admin/uploads/${bannerGroup.banners[1]!.nome_imagem}`]);
    // Once is enough, however many times the loader runs.
    await loadFor('/hotelSearch');
    expect(preloadedImages()).toHaveLength(1);
  });

  it('preloads no banner for pages that show their own header image', async () => {
    await loadFor('/hotel/thermas-aurora');
    expect(preloadedImages()).toEqual([]);
  });

  it("stays quiet on failure and logs 'Erro ao carregar banner!'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(adminUrl(ADMIN_PATHS.bannerGroup), () => HttpResponse.error()));
    await expect(loadFor('/')).resolves.toEqual({ banners: [] });
    expect(log).toHaveBeenCalledWith('Erro ao carregar banner!');
    expect(preloadedImages()).toEqual([]);
  });
});
