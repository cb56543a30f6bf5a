import { hotelSummaries } from '@/testing/fixtures/content';
import { publicPaths, robotsTxt, sitemapXml } from '../public-pages';

describe('publicPaths', () => {
  it('lists home, the hotel list, each menu hotel by its slug, the park and the info pages', () => {
    const paths = publicPaths(hotelSummaries);
    expect(paths.slice(0, 5)).toEqual([
      '/',
      '/hoteis',
      '/hotel/thermas-aurora',
      '/hotel/villas-aurora',
      '/hotel/aurora-resort',
    ]);
    // The events centre (type 2) is no hotel page.
    expect(paths).not.toContain('/hotel/centro-de-eventos-aurora');
    expect(paths).toContain('/aurora-acqua-park');
    expect(paths).toContain('/informacoes/quem-somos');
    expect(paths).toContain('/informacoes/drvc');
  });
});

describe('sitemapXml and robotsTxt', () => {
  const site = 'https://reservas.aurora.example';

  it('writes one absolute URL per page', () => {
    const xml = sitemapXml(site, ['/', '/hotel/thermas-aurora']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://reservas.aurora.example/',
      'https://reservas.aurora.example/hotel/thermas-aurora',
    ]);
  });

  it('closes the private pages and names the sitemap', () => {
    const robots = robotsTxt(site);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/minhaConta$/m);
    expect(robots).toMatch(/^Disallow: \/hotelSearch$/m);
    expect(robots).toMatch(/^Disallow: \/pagamento$/m);
    expect(robots).not.toMatch(/^Disallow: \/hotel\/?$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/reservas\.aurora\.example\/sitemap\.xml$/m);
  });
});
