import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type ServerConfig } from './config';
import { ConfigError } from './errors';
import { appStylesheetOf } from './prerender/app-stylesheet';
import { readClientManifest } from './prerender/client-manifest';
import { DEFAULT_API_PATHS, loadBundle, renderConfig } from './prerender/load-bundle';
import { createPrerenderer, type Prerenderer } from './prerender/prerenderer';
import { buildServer } from './server';

/** The public pages' renderer for this environment, or why there is none (logged). */
async function prerendererOf(config: ServerConfig): Promise<Prerenderer | undefined> {
  if (!config.prerender) return undefined;
  const bundleConfig = renderConfig(config.runtimeConfig, config.apiProxyOrigin);
  if (!bundleConfig) {
    console.warn('Pré-renderização desligada: APIs em caminhos relativos sem API_PROXY_ORIGIN.');
    return undefined;
  }
  const bundle = await loadBundle(config.siteDir, bundleConfig);
  if (!bundle) {
    console.warn('Pré-renderização desligada: o build não tem _prerender/ (npm run build).');
    return undefined;
  }
  const shell = readFileSync(join(config.siteDir, 'index.html'), 'utf8');
  return createPrerenderer(
    bundle,
    shell,
    { warn: console.warn, info: console.log },
    {
      appAfterPaint: config.prerenderAppAfterPaint,
      manifest: readClientManifest(config.siteDir),
      appStylesheet: appStylesheetOf(shell, config.siteDir),
      // The browser's main API (not the render's upstream): public/before-app.js checks a
      // stored session there before the app has come.
      sessionCheckUrl:
        (config.runtimeConfig.VITE_API_URL || DEFAULT_API_PATHS.VITE_API_URL!).replace(/\/+$/, '') +
        bundle.SESSION_CHECK_PATH,
    },
  );
}

/**
 * The abuse limits' shared counts (docs/deploy.md): ioredis with the settings
 * @fastify/rate-limit recommends (fail fast, so a Redis outage never holds a request up).
 */
async function rateLimitStore(url: string | undefined): Promise<unknown> {
  if (!url) return undefined;
  const { Redis } = await import('ioredis');
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
}

/** Serves the built site as production does (docs/deploy.md); settings from the environment. */
async function main(): Promise<void> {
  const config = loadConfig();
  const prerenderer = await prerendererOf(config);
  const app = buildServer({
    siteDir: config.siteDir,
    apiProxyOrigin: config.apiProxyOrigin,
    runtimeConfig: config.runtimeConfig,
    logger: { level: 'warn' },
    prerenderer,
    refreshToken: config.prerenderRefreshToken,
    rateLimitRedis: await rateLimitStore(config.rateLimitRedisUrl),
    trustProxy: config.trustProxy,
    searchRender: config.searchRender,
  });

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    console.log(`Servidor: ${signal} recebido, encerrando...`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  // After listening: until a page is rendered, it is served as the shell, as before.
  prerenderer?.start(config.prerenderIntervalMinutes * 60_000);
  const keys = Object.keys(config.runtimeConfig);
  console.log(
    `Site em http://${config.host}:${config.port} (${config.siteDir})` +
      (config.apiProxyOrigin ? `, APIs via ${config.apiProxyOrigin}` : '') +
      (keys.length ? `, config.js do ambiente: ${keys.join(', ')}` : ', config.js do build'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
