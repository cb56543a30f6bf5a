import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { AUTH_PATHS } from '@/api/contract/auth';
import { tokenStorage } from '@/lib/http/token-storage';
import { catalogueActions, useHotels, useThemeColors } from '@/stores/catalogue';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { defaultColors } from '@/theme/tokens';
import { hotelSummaries, themeGroup } from '@/testing/fixtures/content';
import { customerUser, fixtureAccounts } from '@/testing/fixtures/users';
import { mainApiUrl } from '@/testing/handlers/session';
import { embedJsonBlock } from '@/testing/embed-json-block';
import { server } from '@/testing/server';
import { loadMatchedRoutes, startPrerenderedStartup } from '../hydration';
import { seedCatalogue } from '../startup-data';
import {
  PRERENDER_DATA_ID,
  readPrerenderData,
  VERIFYING_USER_ATTRIBUTE,
  type PrerenderData,
} from '../prerender-data';

const DATA: PrerenderData = {
  path: '/hotel/aurora-fiori',
  catalogue: { hotels: hotelSummaries, colors: themeGroup.cores },
  router: { loaderData: { '0-0': { banners: [] } }, actionData: null, errors: null },
};

const embed = (text: string) => embedJsonBlock(PRERENDER_DATA_ID, text);

afterEach(() => {
  document.getElementById(PRERENDER_DATA_ID)?.remove();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute(VERIFYING_USER_ATTRIBUTE);
  tokenStorage.clear();
  sessionActions().loggedOut();
  catalogueActions().hotelsLoaded([]);
  catalogueActions().themeLoaded(defaultColors);
});

describe('readPrerenderData', () => {
  it('reads the embedded data of the page being opened', () => {
    window.history.replaceState(null, '', '/hotel/aurora-fiori?utm_source=whatsapp');
    embed(JSON.stringify(DATA));
    expect(readPrerenderData()).toEqual(DATA);
  });

  it("ignores another page's data (a CDN's fallback file) and a damaged block", () => {
    window.history.replaceState(null, '', '/minhaConta');
    embed(JSON.stringify(DATA));
    expect(readPrerenderData()).toBeNull();
    document.getElementById(PRERENDER_DATA_ID)?.remove();
    window.history.replaceState(null, '', '/hotel/aurora-fiori');
    embed('{"path": "/hotel/aurora-fiori", ');
    expect(readPrerenderData()).toBeNull();
  });

  it('is null on a page without data', () => {
    expect(readPrerenderData()).toBeNull();
  });
});

describe('seedCatalogue', () => {
  function Menu() {
    const hotels = useHotels();
    const colors = useThemeColors();
    return <p data-primary={colors.primary}>{hotels.map((hotel) => hotel.nome).join(', ')}</p>;
  }

  it('is what a server render (and so hydration) sees, not the empty catalogue', () => {
    seedCatalogue(DATA.catalogue, '/hotel/aurora-fiori');
    // renderToString reads each store's server snapshot, as hydration does.
    const html = renderToString(<Menu />);
    expect(html).toContain(hotelSummaries[0]!.nome);
    expect(html).toContain(`data-primary="${themeGroup.cores.primary}"`);
  });
});

describe('loadMatchedRoutes', () => {
  it("loads the matched routes' lazy parts, and only theirs, before hydration", async () => {
    const Page = () => null;
    const loader = async () => null;
    const other = vi.fn(async () => Page);
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            path: 'hotel/:hotel',
            lazy: { Component: async () => Page, loader: async () => loader },
          },
          { path: 'hoteis', lazy: { Component: other } },
        ],
      },
    ];
    await loadMatchedRoutes(routes, '/hotel/aurora-fiori');
    const hotel = routes[0]!.children![0]!;
    expect(hotel.Component).toBe(Page);
    expect(hotel.loader).toBe(loader);
    expect(hotel.lazy).toBeUndefined();
    expect(other).not.toHaveBeenCalled();
  });
});

describe('startPrerenderedStartup', () => {
  it('is ready at once, and uncovers the page once the stored session is checked', async () => {
    const token = fixtureAccounts.find((a) => a.user.id === customerUser.id)!.token;
    tokenStorage.write(token);
    document.documentElement.setAttribute(VERIFYING_USER_ATTRIBUTE, '');
    let answer!: () => void;
    server.use(
      http.post(mainApiUrl(AUTH_PATHS.verify), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ usuario: customerUser, temporario: false });
      }),
    );

    const startup = startPrerenderedStartup();
    expect(startup.phase()).toBe('ready');
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(document.documentElement.hasAttribute(VERIFYING_USER_ATTRIBUTE)).toBe(true);
    answer();
    await vi.waitFor(() =>
      expect(document.documentElement.hasAttribute(VERIFYING_USER_ATTRIBUTE)).toBe(false),
    );
    expect(sessionSnapshot().user.id).toBe(customerUser.id);
  });
});
