import { ConfigError, loadConfig } from './config';
import { openDatabase } from './seed/open-database';
import { buildServer } from './server';

/** Starts the sandbox: opens (and on first start creates and seeds) the database, listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.dbFile, { siteUrl: config.siteUrl });
  const app = buildServer({ db, config, logger: { level: 'warn' } });

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    console.log(`Sandbox: ${signal} recebido, encerrando...`);
    app
      .close()
      .then(() => {
        db.close();
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  console.log(`Sandbox ouvindo em http://${config.host}:${config.port} (banco: ${config.dbFile})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
