import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (`<site>/.vite/manifest.json`), keyed by source file. */
interface ManifestChunk {
  file: string;
  /** The chunk's name: a group's of scripts/vite/chunk-groups.mjs for a chunk it made. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  /** The stylesheets the chunk brings (a library's CSS, such as the calendar's). */
  css?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

/** The built site's manifest; undefined for a build without one (no page preloads then). */
export function readClientManifest(siteDir: string): ClientManifest | undefined {
  const file = join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ClientManifest;
}

/**
 * The chunk URLs the given source files need (each chunk and what it imports, depth first),
 * without the entry's own chunks, which the shell already loads.
 */
export function chunksOf(manifest: ClientManifest, files: readonly string[]): string[] {
  const seen = new Set<string>();
  const closure = (key: string, into: string[]) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    into.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  const entry: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);
  const urls: string[] = [];
  for (const file of files) closure(file, urls);
  return urls;
}

/**
 * The stylesheet URLs the given source files bring, with those of the chunks they import,
 * without the entry's own (already on the page).
 */
export function stylesOf(manifest: ClientManifest, files: readonly string[]): string[] {
  const byChunk = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const styles = new Set<string>();
  for (const url of chunksOf(manifest, files)) {
    for (const css of byChunk.get(url)?.css ?? []) styles.add(`/${css}`);
  }
  return [...styles];
}

/** The URL of the chunk the build named `name` (a group of scripts/vite/chunk-groups.mjs). */
export function namedChunk(manifest: ClientManifest, name: string): string | undefined {
  return namedChunkFiles(manifest, name)[0];
}

/** The URLs of that chunk and of every chunk it imports, itself first; none if there is none. */
export function namedChunkFiles(manifest: ClientManifest, name: string): string[] {
  const urls: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || urls.includes(`/${chunk.file}`)) return;
    urls.push(`/${chunk.file}`);
    (chunk.imports ?? []).forEach(visit);
  };
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.name === name);
  if (key) visit(key);
  return urls;
}
