// Writes x.br and x.gz beside every compressible file of a built site, at maximum quality, as
// production serves them (server/ with preCompressed, or nginx brotli_static/gzip_static).
// Compressing once at build time lets the server send the smallest bytes without spending CPU
// per request. Runs after every `vite build` (the plugin in vite.config.ts), whatever --outDir
// it was given; also usable by hand: `node scripts/precompress.mjs [dir]` (default dist).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/;
// Too small to gain anything worth a second variant (one TCP packet either way).
const MIN_BYTES = 1024;
// config.js is replaced per deployment (docs/deploy.md): a stale .br of the build's copy would
// be served instead of the new file, so it is never precompressed.
const EXCLUDED = new Set(['config.js']);

async function* files(root) {
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressOne(path) {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return null;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  // A variant that is not smaller would only cost the client a decode.
  if (br.length < source.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
  return { before: source.length, after: Math.min(br.length, source.length) };
}

/** Precompresses every eligible file under `dir`; returns how many and the byte totals. */
export async function precompress(dir) {
  const paths = [];
  for await (const path of files(dir)) {
    const name = relative(dir, path).split('\\').join('/');
    if (COMPRESSIBLE.test(name) && !EXCLUDED.has(name)) paths.push(path);
  }
  // zlib runs on libuv's thread pool, so the files compress in parallel.
  const results = (await Promise.all(paths.map(compressOne))).filter(Boolean);
  return {
    files: results.length,
    before: results.reduce((sum, r) => sum + r.before, 0),
    after: results.reduce((sum, r) => sum + r.after, 0),
  };
}

export function describe(dir, { files: count, before, after }) {
  return (
    `Pré-compressão: ${count} arquivos em ${dir}, ${(before / 1024).toFixed(0)} KiB → ` +
    `${(after / 1024).toFixed(0)} KiB em brotli.`
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'dist';
  console.log(describe(dir, await precompress(dir)));
}
