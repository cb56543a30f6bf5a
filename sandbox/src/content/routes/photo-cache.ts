import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from '../../config';
import { renderPhoto, type PhotoFormat } from '../../shared/photo-image';
import type { ImageSpec } from '../../shared/svg-image';

/**
 * Where made photographs are kept, shared by every database of this checkout: the same spec
 * always makes the same picture, and encoding one (AVIF above all) takes a tenth of a second to
 * a second, so each is made once per machine, on its first request. Bump VERSION when the
 * drawing or the encoders' settings change.
 */
const DIR = join(REPO_ROOT, '.data', 'photo-cache');
const VERSION = 1;
const inFlight = new Map<string, Promise<Buffer>>();
// One picture made at a time, on one libvips thread: a first visit to a page of many photos
// (the browser tests on a fresh machine) must not take every core from the browser and the
// APIs. A picture waits for the ones before it instead.
sharp.concurrency(1);
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(make: () => Promise<T>): Promise<T> {
  const made = queue.then(make, make);
  queue = made.catch(() => undefined);
  return made;
}

export function photo(spec: ImageSpec, width: number, format: PhotoFormat): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify([VERSION, spec, width, format]))
    .digest('hex')
    .slice(0, 32);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const made = readOrMake(key, spec, width, format).finally(() => inFlight.delete(key));
  inFlight.set(key, made);
  return made;
}

async function readOrMake(
  key: string,
  spec: ImageSpec,
  width: number,
  format: PhotoFormat,
): Promise<Buffer> {
  const file = join(DIR, `${key}.${format}`);
  try {
    return await readFile(file);
  } catch {
    const bytes = await oneAtATime(() => renderPhoto(spec, width, format));
    // Written aside, then renamed: a second sandbox never reads half a file.
    await mkdir(DIR, { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  }
}
