import { loadConfig } from './config';
import { ConfigError } from './errors';
import { buildServer } from './server';

/** Serves the built site as production does (docs/deploy.md); settings from the environment. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = buildServer({
    siteDir: config.siteDir,
    apiProxyOrigin: config.apiProxyOrigin,
    runtimeConfig: config.runtimeConfig,
    logger: { level: 'warn' },
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
