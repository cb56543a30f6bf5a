import { ConfigError, loadConfig } from './config';
import { openDatabase, resetDatabase } from './seed/open-database';

/**
 * `npm run sandbox:reset`: wipes every table and re-seeds, in one transaction, so it is safe
 * even while the sandbox is running (it sees the old data or the new, never a mix).
 */
try {
  const config = loadConfig();
  const db = openDatabase(config.dbFile, { siteUrl: config.siteUrl });
  resetDatabase(db, { siteUrl: config.siteUrl });
  // Fold the WAL back into the main file so the reset database is a single, tidy file.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  console.log(`Sandbox: banco recriado com os dados de demonstração (${config.dbFile}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
