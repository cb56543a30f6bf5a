import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PATHS } from '@/api/contract/admin';
import { AUTH_PATHS } from '@/api/contract/auth';
import { tokenStorage } from '@/lib/http/token-storage';
import { catalogueActions, catalogueSnapshot } from '@/stores/catalogue';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { defaultColors } from '@/theme/tokens';
import { themeGroup } from '@/testing/fixtures/content';
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

describe('bootstrap (SPEC §2 start-up)', () => {
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
  it('loads the banner group', async () => {
    const data = await headerLayoutLoader();
    expect(data.banners.length).toBeGreaterThan(0);
  });

  it("stays quiet on failure and logs 'Erro ao carregar banner!'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(adminUrl(ADMIN_PATHS.bannerGroup), () => HttpResponse.error()));
    await expect(headerLayoutLoader()).resolves.toEqual({ banners: [] });
    expect(log).toHaveBeenCalledWith('Erro ao carregar banner!');
  });
});
