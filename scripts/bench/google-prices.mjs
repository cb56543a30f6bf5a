#!/usr/bin/env node
/**
 * Google Hotels' price endpoint under its largest queries (issue 30: under 1 s at p95 for 14
 * hotels x 30 check-in days x 3 lengths of stay):
 * - range: the 14 hotels of the hotel list, 30 check-in days, the 7 lengths we price
 *   (RANGE_NIGHTS: more than the 3 asked), one Query each;
 * - range, 3 lengths: the same as three queries of one length each (Nights 1, 2 and 3), in turn;
 * - live: one itinerary for the 14 hotels, with every room and meal plan as room bundles.
 * Each POSTed to the production server (the bundle, the API call to the sandbox, the XML), in
 * turn, after a warm-up; prints p50/p95/p99 and the answer's size.
 *
 *   npm run bench:google               builds the site into dist-bench-google/ first
 *   npm run bench:google -- --no-build the site already built in dist/
 *   BENCH_RUNS (60)
 */
import { serveStack } from '../serve-stack.mjs';
import { buildBenchSite } from './site-build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const HOTELS = [1, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15, 16, 18, 19];
const siteDir = process.argv.includes('--no-build') ? 'dist' : 'dist-bench-google';
if (siteDir !== 'dist') buildBenchSite(siteDir);

const day = (offset) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};
const properties = `<PropertyList>${HOTELS.map((id) => `<Property>${id}</Property>`).join('')}</PropertyList>`;
const range = (nights) =>
  `<?xml version="1.0" encoding="UTF-8"?><Query><FirstDate>${day(10)}</FirstDate><LastDate>${day(39)}</LastDate>${nights ? `<Nights>${nights}</Nights>` : ''}${properties}</Query>`;
const live = `<?xml version="1.0" encoding="UTF-8"?><Query><Checkin>${day(20)}</Checkin><Nights>3</Nights><DeadlineMs>1000</DeadlineMs>${properties}</Query>`;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const { origin, stop } = await serveStack({
  sandboxPort: 8793,
  previewPort: 4178,
  dbName: 'bench-google',
  siteDir,
});

async function ask(xml) {
  const started = performance.now();
  const response = await fetch(`${origin}/feeds/google/precos`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml' },
    body: xml,
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${response.status}: ${body.slice(0, 200)}`);
  return {
    ms: performance.now() - started,
    bytes: body.length,
    // What travelled (gzip, as Google asks for it): Node's fetch sends Accept-Encoding: gzip.
    wire: Number(response.headers.get('content-length') ?? body.length),
    results: body.split('<Result>').length - 1,
  };
}

try {
  const cases = [
    ['range: 14 hotéis x 30 dias x 7 estadias (1 consulta)', [range(null)]],
    [
      'range: 14 hotéis x 30 dias x 3 estadias (3 consultas em sequência)',
      [range(1), range(2), range(3)],
    ],
    ['live: 14 hotéis, 1 itinerário, quartos e planos', [live]],
  ];
  for (const [name, queries] of cases) {
    for (let i = 0; i < 5; i++) for (const xml of queries) await ask(xml);
    const times = [];
    let last;
    for (let run = 0; run < RUNS; run++) {
      let total = 0;
      for (const xml of queries) {
        last = await ask(xml);
        total += last.ms;
      }
      times.push(total);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms` +
        ` (${RUNS} vezes; última resposta ${last.results} resultados, ${(last.bytes / 1024).toFixed(0)} KiB, ${(last.wire / 1024).toFixed(0)} KiB com gzip)`,
    );
  }
} finally {
  stop();
}
