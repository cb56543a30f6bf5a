// `npm run bundle-map [-- --top N]`: what the first route's JavaScript is made of. Builds the
// site with source maps into a folder of its own, takes the entry's chunks (the entry and what it
// imports statically: what every page loads first) and gives each source file and each package
// its share, gzip-compressed on its own (so the shares add up to a little more than the files,
// which compress together). `npm run size` says how much a page loads; this says what to cut.
// Issue 50 found React Router's unused components here (scripts/vite/react-router-tree-shaking.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { option } from './bench/option.mjs';

const TOP = Number(option('--top', '40'));
const outDir = mkdtempSync(join(tmpdir(), 'bundle-map-'));
try {
  const args = ['vite', 'build', '--sourcemap', '--outDir', outDir, '--logLevel', 'error'];
  const { status } = spawnSync('npx', args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);

  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  Object.entries(manifest).forEach(([key, chunk]) => chunk.isEntry && visit(key));

  /** Source file → the generated code it became, over all of the entry's chunks. */
  const codeOf = new Map();
  for (const file of files) {
    const code = readFileSync(join(outDir, file), 'utf8');
    const gzipped = gzipSync(code, { level: 9 }).length;
    console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KiB gz  ${file}`);
    // The bundler's own runtime has no source map.
    if (!existsSync(join(outDir, `${file}.map`))) continue;
    const lines = code.split('\n');
    const consumer = new SourceMapConsumer(
      JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')),
    );
    let last = null;
    consumer.eachMapping((mapping) => {
      if (last?.source && last.generatedLine === mapping.generatedLine) {
        const piece = lines[mapping.generatedLine - 1].slice(
          last.generatedColumn,
          mapping.generatedColumn,
        );
        const source = last.source.replace(/^.*?(?=node_modules\/|src\/)/, '');
        codeOf.set(source, (codeOf.get(source) ?? '') + piece);
      }
      last = mapping;
    });
  }

  const gz = (text) => gzipSync(text, { level: 9 }).length;
  const byPackage = new Map();
  const bySource = [];
  for (const [source, code] of codeOf) {
    const size = gz(code);
    const match = source.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const owner = match ? match[1] : 'o código do site (src/)';
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + size);
    if (!match) bySource.push([source, size]);
  }
  const print = (rows) =>
    rows
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .forEach(([name, size]) =>
        console.log(`${(size / 1024).toFixed(2).padStart(7)} KiB  ${name}`),
      );
  console.log('\nPor pacote (cada fonte comprimida à parte):');
  print([...byPackage]);
  console.log(`\nOs ${TOP} maiores arquivos do site:`);
  print(bySource);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
