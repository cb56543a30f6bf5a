import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrerenderer } from '../src/prerender/prerenderer';
import { makeSite, SITE } from './fixture';
import { bundle } from './prerender-stub';

/**
 * A prerendered page's styles (server/src/prerender/README.md): the app's stylesheet carried in
 * the page's own, so that one stylesheet stands before its first paint.
 */

let site: ReturnType<typeof makeSite>;
beforeAll(() => {
  site = makeSite();
});
afterAll(() => site.remove());

describe('prerendered pages', () => {
  it("carries the app's stylesheet in the page's own, which it links alone; other pages keep the app's link", async () => {
    const appTag = '<link rel="stylesheet" crossorigin href="/assets/style-S1.css">';
    const shell = SITE.index.replace('</head>', `${appTag}</head>`);
    const withAppStyles = createPrerenderer(
      bundle,
      shell,
      { warn: () => {}, info: () => {} },
      { appStylesheet: { tag: appTag, css: ':root{--space-md:16px}' } },
    );
    const server = site.server({ prerenderer: withAppStyles });
    await withAppStyles.refresh();
    const home = (await server.inject({ url: '/' })).body;
    expect(home).not.toContain('/assets/style-S1.css');
    const links = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
      ([, href]) => href,
    );
    expect(links).toHaveLength(1);
    const pageSheet = (await server.inject({ url: links[0]! })).body;
    expect(pageSheet.startsWith(':root{--space-md:16px}')).toBe(true);
    // A page the server did not render (the shell) links the app's stylesheet as index.html does.
    expect((await server.inject({ url: '/minha-conta' })).body).toContain(appTag);
    await server.close();
  });
});
