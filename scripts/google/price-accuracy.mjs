// The price accuracy check of Google Hotels (issue 30, docs/deploy.md "Google Hotels"), as
// Google runs it: for a sample of itineraries, the price our endpoint sends Google, then the
// landing page opened in Chromium, and the same room, meal plan and total looked for on it.
// Shared by `npm run check:google-prices` (50 itineraries or more, prints the match rate) and
// the browser journey tests/e2e/google-prices.spec.ts (a smaller sample, in npm test).
import { XMLParser } from 'fast-xml-parser';

/** The hotels with public prices (the search's, less the club's own Hotel Roma, 5). */
export const PRICED_HOTELS = [1, 3, 4, 6, 7, 11, 12, 13, 14, 15, 16, 18, 19];
const PLAN_LABELS = {
  sem: 'Sem café',
  cafe: 'Café da manhã',
  meia: 'Meia pensão',
  inteira: 'Pensão completa',
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['Result', 'RoomBundle', 'RoomData', 'PropertyDataSet'].includes(name),
});

/** A small seeded generator (mulberry32): the same seed draws the same sample. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The hotels' today (their zone), as YYYY-MM-DD, plus `days`. */
function hotelDay(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 'R$ 1.234,56', as the site writes a total (src/lib/format.ts). */
const reais = (value) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/\u00a0/g, ' ');

/** Asks the endpoint for one itinerary: the Result and the room names, or null when none. */
async function feedPrice(origin, hotel, checkin, nights) {
  const query = `<?xml version="1.0" encoding="UTF-8"?><Query><Checkin>${checkin}</Checkin><Nights>${nights}</Nights><PropertyList><Property>${hotel}</Property></PropertyList></Query>`;
  const response = await fetch(`${origin}/feeds/google/precos`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', 'user-agent': 'Google-HotelAdsPrices' },
    body: query,
  });
  if (response.status !== 200) {
    throw new Error(
      `${response.status} para ${hotel} ${checkin} ${nights}: ${await response.text()}`,
    );
  }
  const transaction = parser.parse(await response.text()).Transaction;
  const [result] = transaction.Result;
  if (result.Unavailable) return null;
  const names = new Map(
    (transaction.PropertyDataSet?.[0]?.RoomData ?? []).map((room) => [
      room.RoomID,
      room.Name.Text['@text'],
    ]),
  );
  return { result, names };
}

/**
 * Checks `count` priced itineraries drawn with `seed` (an itinerary nothing is on sale for is
 * counted apart and another drawn). Half are room-level prices (Google's room bundles: the
 * landing names the room and plan), half hotel-level (the landing shows the cheapest first).
 * `page` is a Playwright page on the site at `origin`.
 */
export async function checkPriceAccuracy({ page, origin, count, seed = 30, log = () => {} }) {
  const draw = random(seed);
  const pick = (list) => list[Math.floor(draw() * list.length)];
  const report = { checked: 0, matched: 0, unavailable: 0, mismatches: [] };
  for (let attempt = 0; report.checked < count && attempt < count * 4; attempt++) {
    const hotel = pick(PRICED_HOTELS);
    const checkin = hotelDay(1 + Math.floor(draw() * 60));
    const nights = 1 + Math.floor(draw() * 7);
    const feed = await feedPrice(origin, hotel, checkin, nights);
    if (!feed) {
      report.unavailable += 1;
      continue;
    }
    const roomLevel = report.checked % 2 === 0;
    const bundle = roomLevel ? pick(feed.result.RoomBundle) : null;
    const price = Number((bundle ?? feed.result).Baserate['#text']);
    const expected = {
      room: bundle ? feed.names.get(bundle.RoomID) : null,
      plan: bundle ? PLAN_LABELS[bundle.PackageID] : null,
      total: reais(price),
    };
    const landing = new URLSearchParams({
      hotel: String(hotel),
      chegada: checkin,
      noites: String(nights),
      adultos: '2',
      criancas: '0',
      ...(bundle ? { quarto: bundle.RoomID, plano: bundle.PackageID } : {}),
      idioma: 'pt-BR',
      moeda: 'BRL',
    });
    await page.goto(`${origin}/google/hotel?${landing}`);
    const first = page.getByRole('article').first();
    const shown = { room: null, total: null };
    try {
      await first.getByRole('table').waitFor({ timeout: 30_000 });
      shown.room = (await first.getByRole('heading').first().textContent())?.trim() ?? null;
      const rows = expected.plan
        ? first.getByRole('row', { name: new RegExp(`^${expected.plan}`) })
        : first.getByRole('row');
      // Each plan's total: the last amount of its price ('de R$ 1.200,00 por R$ 990,00').
      const totals = await rows.evaluateAll((list) =>
        list
          .map((row) => row.querySelector('td')?.firstElementChild?.textContent ?? '')
          .map(
            (text) =>
              text
                .match(/R\$\s?[\d.]+,\d{2}/g)
                ?.pop()
                ?.replace(/\s/, ' ') ?? '',
          )
          .filter(Boolean),
      );
      const amount = (text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
      // The plan clicked, or (a hotel-level price) the card's cheapest plan.
      const total = expected.plan
        ? totals[0]
        : totals.reduce((a, b) => (amount(b) < amount(a) ? b : a), totals[0]);
      shown.total = total ?? 'nenhum preço';
    } catch (error) {
      shown.total = `sem resultado (${error.message.split('\n')[0]})`;
    }
    const ok =
      shown.total === expected.total && (expected.room === null || shown.room === expected.room);
    report.checked += 1;
    if (ok) report.matched += 1;
    else report.mismatches.push({ hotel, checkin, nights, expected, shown });
    log(
      `${ok ? 'ok ' : 'ERRO'} hotel ${hotel} ${checkin} ${nights} noite(s) ${
        expected.room ? `${expected.room}, ${expected.plan}` : 'menor preço'
      }: Google ${expected.total}, página ${shown.total}`,
    );
  }
  return report;
}
