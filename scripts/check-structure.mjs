#!/usr/bin/env node
/**
 * Prints the code's structure figures (docs/architecture.md, "Layers and imports") and fails
 * when one is off: imports running upward in the client (src/) and in the sandbox
 * (sandbox/src/), a feature importing another, import cycles, and source files over 400 lines
 * (migrations and seed data excepted). ESLint enforces the same rules file by file; this counts
 * them over the whole tree, so a note can say 'before' and 'after'.
 *
 *   node scripts/check-structure.mjs          figures, exit 1 when a rule is broken
 *   node scripts/check-structure.mjs --list   also every offending import, cycle and file
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const MAX_LINES = 400;
/** Data, not logic: long by nature. */
const LONG_BY_NATURE = [/^sandbox\/src\/db\/migrations\.ts$/, /^sandbox\/src\/seed\/.*-data\.ts$/];
const list = process.argv.includes('--list');

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx|mjs)$/.test(name)) out.push(path);
  }
  return out;
}

const rel = (path) => relative(ROOT, path).split('\\').join('/');

/** The file an import specifier names, or null when it is a package. */
function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = join(ROOT, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target) found.push(target);
  }
  return found;
}

// --- Layers ------------------------------------------------------------------------------------

const SHARED = ['lib', 'config', 'api', 'theme', 'components', 'stores', 'testing'];
/**
 * The sandbox's floors, bottom up (docs/architecture.md, "The sandbox"): a folder imports only
 * the floors below it, and a domain never imports a peer; what spans domains is a flow.
 */
const SANDBOX_DOMAINS = [
  'accounts',
  'booking',
  'club',
  'tickets',
  'payments',
  'content',
  'services',
  'extras',
  'faults',
  'external',
  'reviews',
];
const SANDBOX_FLOORS = [
  ['shared'],
  ['config.ts'],
  ['db'],
  ['context.ts'],
  ['repositories'],
  ['http'],
  SANDBOX_DOMAINS,
  ['flows'],
  ['apis', 'seed', 'reset.ts'],
  ['server.ts'],
  ['main.ts'],
];
const DOMAIN_FLOOR = SANDBOX_FLOORS.indexOf(SANDBOX_DOMAINS);

/** A file's layer (higher may import lower), or null outside the layered trees. */
function layerOf(path) {
  const p = rel(path);
  let m = p.match(/^src\/([^/]+)/);
  if (m) {
    if (SHARED.includes(m[1])) return { tree: 'src', rank: 0, name: m[1] };
    if (m[1] === 'features') return { tree: 'src', rank: 1, name: `features/${p.split('/')[2]}` };
    if (m[1] === 'app') return { tree: 'src', rank: 2, name: 'app' };
    return { tree: 'src', rank: 3, name: 'entry' };
  }
  m = p.match(/^sandbox\/src\/([^/]+)/);
  if (!m) return null;
  const floor = SANDBOX_FLOORS.findIndex((names) => names.includes(m[1]));
  if (floor < 0) throw new Error(`${p}: sandbox/src/${m[1]} is on no floor of check-structure.mjs`);
  return { tree: 'sandbox', rank: floor, name: m[1] };
}

const files = [...walk(join(ROOT, 'src')), ...walk(join(ROOT, 'sandbox', 'src'))];
const graph = new Map(files.map((file) => [file, importsOf(file)]));

const upward = { src: [], sandbox: [] };
const crossFeature = [];
const crossDomain = [];
for (const [file, targets] of graph) {
  const from = layerOf(file);
  if (!from) continue;
  for (const target of targets) {
    const to = layerOf(target);
    if (!to || to.tree !== from.tree) continue;
    if (to.rank > from.rank) upward[from.tree].push(`${rel(file)} -> ${rel(target)}`);
    if (from.rank === 1 && from.tree === 'src' && to.rank === 1 && to.name !== from.name) {
      crossFeature.push(`${rel(file)} -> ${rel(target)}`);
    }
    if (
      from.tree === 'sandbox' &&
      from.rank === DOMAIN_FLOOR &&
      to.rank === DOMAIN_FLOOR &&
      to.name !== from.name
    ) {
      crossDomain.push(`${rel(file)} -> ${rel(target)}`);
    }
  }
}

// --- Cycles (Tarjan's strongly connected components) ---------------------------------------

function cycles() {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(rel(member));
      } while (member !== node);
      if (component.length > 1) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}
const cyclic = cycles();

// --- Long files ----------------------------------------------------------------------------

const sources = [
  ...files,
  ...walk(join(ROOT, 'server', 'src')),
  ...walk(join(ROOT, 'server', 'test')),
  ...walk(join(ROOT, 'sandbox', 'test')),
  ...walk(join(ROOT, 'tests')),
  ...walk(join(ROOT, 'scripts')),
];
const long = sources
  .map((file) => ({ file: rel(file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
  .filter(({ file, lines }) => lines > MAX_LINES && !LONG_BY_NATURE.some((re) => re.test(file)))
  .sort((a, b) => b.lines - a.lines);

const rows = [
  ['imports upward in src/', upward.src],
  ['imports upward in sandbox/src/', upward.sandbox],
  ['a feature importing another', crossFeature],
  ['a sandbox domain importing another', crossDomain],
  ['import cycles', cyclic.map((c) => c.join(' -> '))],
  [`files over ${MAX_LINES} lines`, long.map(({ file, lines }) => `${file} (${lines})`)],
];
console.log(`${graph.size} modules in src/ and sandbox/src/; ${sources.length} source files`);
for (const [label, items] of rows) {
  console.log(`${String(items.length).padStart(5)}  ${label}`);
  if (list) for (const item of items) console.log(`         ${item}`);
}
const broken = rows.some(([, items]) => items.length > 0);
if (broken && !list) console.log('Run with --list to see each one.');
process.exit(broken ? 1 : 0);
