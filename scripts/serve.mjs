// `npm run serve` (after `npm run build`): the built site as production serves it (server/:
// security headers, caching, precompressed files) on http://127.0.0.1:4173, forwarding the API
// prefixes to the sandbox on :8787. Ctrl-C stops both. Environment variables pass through, so
// APP_CONFIG_* set here reach /config.js (docs/deploy.md).
import concurrently from 'concurrently';

const SITE_PORT = process.env.PORT ?? '4173';
const SANDBOX_PORT = process.env.SANDBOX_PORT ?? '8787';

const { result } = concurrently(
  [
    {
      name: 'sandbox',
      command: 'npm run sandbox',
      prefixColor: 'magenta',
      // Links in the sandbox's e-mails must open this site, not the dev server.
      env: {
        SANDBOX_PORT,
        SANDBOX_SITE_URL: process.env.SANDBOX_SITE_URL ?? `http://127.0.0.1:${SITE_PORT}`,
        // The production server forwards each client's address (docs/deploy.md, "Client
        // addresses"); the sandbox believes the header from it alone.
        SANDBOX_TRUSTED_PROXIES: process.env.SANDBOX_TRUSTED_PROXIES ?? '127.0.0.1',
      },
    },
    {
      name: 'site',
      command: 'npm run start --workspace server',
      prefixColor: 'cyan',
      env: { PORT: SITE_PORT, API_PROXY_ORIGIN: `http://127.0.0.1:${SANDBOX_PORT}` },
    },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name', handleInput: false },
);

result.then(
  () => process.exit(0),
  () => process.exit(0),
);
