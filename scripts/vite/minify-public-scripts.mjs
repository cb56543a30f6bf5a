// The scripts of public/ are copied into the build as they are written, comments and all:
// before-app.js runs in the head of every prerendered page, so its bytes come before the first
// paint. Minified here (Vite's own minifier, oxc) before the build is precompressed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync } from 'vite';

export const PUBLIC_SCRIPTS = ['before-app.js'];

/** Minifies the public scripts in `outDir`; returns [name, bytes before, bytes after]. */
export function minifyPublicScripts(outDir) {
  return PUBLIC_SCRIPTS.map((name) => {
    const file = join(outDir, name);
    const source = readFileSync(file, 'utf8');
    const { code, errors } = minifySync(name, source);
    if (errors.length > 0) throw new Error(`${name}: ${errors[0].message}`);
    writeFileSync(file, code);
    return [name, source.length, code.length];
  });
}
