// The pages the Lighthouse benchmark audits, found from the seeded sandbox rather than
// hard-coded, so a change in the seed shows up as an error here instead of a silent 404.
const ADMIN_TOKEN = process.env.VITE_ADMIN_TOKEN ?? 'sandbox-admin-token';

/** The hotel page audited: the group's flagship, as the navigation lists it first. */
const HOTEL_SLUG = 'thermas-aurora';
/** The park page and an info page: public pages the production server prerenders too. */
const PARK_PATH = '/aurora-acqua-park';
const INFO_PATH = '/informacoes/quem-somos';
/** The search link: all hotels, 2 adults, arrival in 30 days, 3 nights (like bench:search). */
const ARRIVAL_IN_DAYS = 30;
const NIGHTS = 3;

async function getJson(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** dd/MM/yyyy of the day `offset` days from today (local time, as the site computes it). */
function wireDate(offset) {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + offset);
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** yyyy-MM-dd of the day `offset` days from today (Google's check-in). */
const isoDate = (offset) => wireDate(offset).split('/').reverse().join('-');

/** The shareable link of src/features/search/utils/search-link.ts: base64url of the query. */
function searchLinkPath(query) {
  const segment = Buffer.from(new URLSearchParams(query).toString(), 'utf8').toString('base64url');
  return `/hotelSearch/${segment}`;
}

/**
 * Checks against the sandbox that the hotel exists and returns the pages, plus the banner the
 * home page shows first on a phone, which the floor page reuses. Whether the search link
 * really shows priced rooms is checked in the browser (results-check.mjs).
 */
export async function discoverPages(sandboxOrigin) {
  const auth = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };
  const hotel = await getJson(
    `${sandboxOrigin}/admin/hoteis/getHotelCompletoByEndPoint?url_amigavel=${HOTEL_SLUG}`,
    auth,
  );
  if (hotel.tipo !== 'sucesso') throw new Error(`Hotel ${HOTEL_SLUG} não encontrado no sandbox`);

  const bannerGroup = await getJson(
    `${sandboxOrigin}/admin/banner_group/getValidBannerGroup`,
    auth,
  );
  // The Lighthouse phone (412 px wide) is below the 700 px breakpoint: the mobile crops.
  const banners = bannerGroup.resposta.banners;
  const banner = banners.find((b) => b.mobile) ?? banners[0];
  if (!banner) throw new Error('O sandbox não tem banners: a página inicial não teria imagem');

  const query = {
    inicio: wireDate(ARRIVAL_IN_DAYS),
    fim: wireDate(ARRIVAL_IN_DAYS + NIGHTS),
    id_hotel: '0',
    id_uh: '0',
    qtd_adulto: '2',
    qtd_crianca: '0',
  };
  return {
    banner,
    // Google's landing page for a price click on the flagship (server/src/prerender/google-routes.ts):
    // it leads to that search's link.
    googleLanding:
      `/google/hotel?hotel=${hotel.resposta.id}&chegada=${isoDate(ARRIVAL_IN_DAYS)}` +
      `&noites=${NIGHTS}&adultos=2&criancas=0`,
    pages: [
      { id: 'home', label: 'Início /', path: '/', public: true },
      {
        id: 'hotel',
        label: `Hotel /hotel/${HOTEL_SLUG}`,
        path: `/hotel/${HOTEL_SLUG}`,
        public: true,
      },
      { id: 'park', label: `Parque ${PARK_PATH}`, path: PARK_PATH, public: true },
      { id: 'info', label: `Informações ${INFO_PATH}`, path: INFO_PATH, public: true },
      {
        id: 'search',
        label: `Busca /hotelSearch/… (${query.inicio}–${query.fim}, todos os hotéis)`,
        path: searchLinkPath(query),
      },
    ],
  };
}
