import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, precompress } from '../../../scripts/precompress.mjs';
import { loadConfig } from '../config';
import { renderConfigScript } from '../config-script';
import { ConfigError } from '../errors';
import { composeDocument, stylesheetOf } from './document';
import { appStylesheetOf } from './app-stylesheet';
import { readClientManifest } from './client-manifest';
import { loadBundle, renderConfig } from './load-bundle';
import { pageChunksOf } from './prerenderer';
import { HOTEL_LIST_FEED_PATH } from './routes';

/**
 * For a bare CDN (docs/deploy.md): the same prerendered pages the production server keeps, written
 * once as files into the built site for this environment (the same variables as the server:
 * SITE_DIR, API_PROXY_ORIGIN or absolute API URLs, APP_CONFIG_*), beside its config.js:
 * - each public page as `<path>/index.html`, the home page as `index.html`;
 * - the shell the other pages start from as `200.html` (the CDN's fallback for unknown paths);
 * - the pages' stylesheets under `assets/prerender/`, sitemap.xml, robots.txt and Google's hotel
 *   list (`feeds/google/hotels.xml`).
 * All or nothing: a page that fails stops the command before anything is written, so a CDN never
 * gets a half site. Run it again when the content changes (the CMS webhook's job).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const bundleConfig = renderConfig(config.runtimeConfig, config.apiProxyOrigin);
  if (!bundleConfig) {
    throw new ConfigError(
      'API_PROXY_ORIGIN',
      'é obrigatória quando as APIs estão em caminhos relativos (/api): daqui é preciso chegar a elas.',
    );
  }
  const siteDir = config.siteDir;
  const shellFile = join(siteDir, '200.html');
  // A second run starts from the shell, not from the home page the first one wrote.
  if (!existsSync(shellFile)) copyFileSync(join(siteDir, 'index.html'), shellFile);
  const shell = readFileSync(shellFile, 'utf8');

  const bundle = await loadBundle(siteDir, bundleConfig);
  const manifest = readClientManifest(siteDir);
  // As the server's pages: the app's stylesheet at the start of each page's own.
  const appStylesheet = appStylesheetOf(shell, siteDir);
  const pageShell = appStylesheet ? shell.replace(appStylesheet.tag, '') : shell;
  if (!bundle) throw new Error(`${siteDir} não tem _prerender/: rode \`npm run build\`.`);
  const catalogue = await bundle.loadCatalogue();
  const paths = bundle.pathsOf(catalogue);

  const files = new Map<string, string>();
  for (const path of paths) {
    const page = await bundle.renderPage(path, catalogue);
    const stylesheet = stylesheetOf((appStylesheet?.css ?? '') + page.css);
    files.set(stylesheet.href, stylesheet.css);
    const file = path === '/' ? '/index.html' : `${path}/index.html`;
    // The same document the server keeps, the app after the first paint included.
    const document = composeDocument(pageShell, page, stylesheet, bundle.PRERENDER_DATA_ID, {
      appAfterPaint: config.prerenderAppAfterPaint,
      modulePreloads: await pageChunksOf(bundle, manifest, path),
    });
    files.set(file, document);
  }
  const { siteUrl } = bundle.siteFacts();
  files.set('/sitemap.xml', bundle.sitemapXml(siteUrl, paths));
  files.set('/robots.txt', bundle.robotsTxt(siteUrl));
  files.set(HOTEL_LIST_FEED_PATH, await bundle.hotelListFeed(catalogue));
  if (Object.keys(config.runtimeConfig).length > 0) {
    files.set('/config.js', renderConfigScript(config.runtimeConfig));
  }

  for (const [file, body] of files) {
    const target = join(siteDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, body);
  }
  // The .br and .gz beside index.html were the shell's: written again for the new files.
  console.log(describe(siteDir, await precompress(siteDir)));
  console.log(
    `Pré-renderização estática: ${paths.length} páginas em ${siteDir} (${siteUrl}); ` +
      '200.html é a página para caminhos desconhecidos.',
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
