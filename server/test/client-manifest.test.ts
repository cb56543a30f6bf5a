import { describe, expect, it } from 'vitest';
import {
  chunksOf,
  type ClientManifest,
  namedChunk,
  stylesOf,
} from '../src/prerender/client-manifest';

/** As `vite build` writes it: the entry, two pages, and the chunks they share. */
const MANIFEST: ClientManifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_format-F1.js': { file: 'assets/format-F1.js', imports: ['_react-R1.js'] },
  '_hold-H1.js': { file: 'assets/hold-H1.js', imports: ['_format-F1.js'] },
  'src/app/routes/hotel-search-link.tsx': {
    file: 'assets/hotel-search-link-L1.js',
    imports: ['_hold-H1.js', '_format-F1.js', '_react-R1.js'],
  },
  'src/app/routes/terms-of-use.tsx': { file: 'assets/terms-T1.js', imports: ['_format-F1.js'] },
  'src/app/routes/terms-of-use.loader.ts': { file: 'assets/terms-loader-T2.js' },
};

describe("a page's chunks, from the build's manifest", () => {
  it('lists the page and what it imports, once each, without the chunks the entry already loads', () => {
    expect(chunksOf(MANIFEST, ['src/app/routes/hotel-search-link.tsx'])).toEqual([
      '/assets/hotel-search-link-L1.js',
      '/assets/hold-H1.js',
      '/assets/format-F1.js',
    ]);
    expect(
      chunksOf(MANIFEST, [
        'src/app/routes/terms-of-use.tsx',
        'src/app/routes/terms-of-use.loader.ts',
      ]),
    ).toEqual(['/assets/terms-T1.js', '/assets/format-F1.js', '/assets/terms-loader-T2.js']);
  });

  it('lists nothing for a file the manifest does not know', () => {
    expect(chunksOf(MANIFEST, ['src/app/routes/nao-existe.tsx'])).toEqual([]);
  });
});

describe("the stylesheets a held tap's code brings", () => {
  const manifest: ClientManifest = {
    ...MANIFEST,
    'index.html': { ...MANIFEST['index.html']!, css: ['assets/index-S0.css'] },
    '_calendar-C1.js': { file: 'assets/calendar-C1.js', css: ['assets/calendar-S1.css'] },
    'src/features/search/components/date-range-picker.tsx': {
      file: 'assets/date-range-picker-D1.js',
      imports: ['_calendar-C1.js', '_react-R1.js'],
    },
  };

  it("lists the files' and their chunks' stylesheets, without the entry's (already on the page)", () => {
    expect(stylesOf(manifest, ['src/features/search/components/date-range-picker.tsx'])).toEqual([
      '/assets/calendar-S1.css',
    ]);
    expect(stylesOf(manifest, ['src/app/routes/hotel-search-link.tsx'])).toEqual([]);
  });
});

describe('a chunk by the name the build gave it', () => {
  it('is found by its group’s name, and missing from a build without that group', () => {
    const manifest: ClientManifest = {
      ...MANIFEST,
      '_held-search-S1.js': { file: 'assets/held-search-S1.js', name: 'held-search' },
    };
    expect(namedChunk(manifest, 'held-search')).toBe('/assets/held-search-S1.js');
    expect(namedChunk(MANIFEST, 'held-search')).toBeUndefined();
  });
});
