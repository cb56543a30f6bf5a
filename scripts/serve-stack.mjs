// Starts the sandbox (fresh database) and the production server (server/) on the built site on
// given ports, waits until both answer, and returns a stop function. Used by the size and
// bench scripts, so they measure what production serves: precompressed files, cache and
// security headers, the API prefixes forwarded to the sandbox.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`Tempo esgotado esperando ${url}`);
}

/**
 * A server already on the port (left by a measurement stopped before its `stop` ran) would answer
 * instead of the one started here, and a bench would measure another build without a word.
 */
async function refuseIfTaken(port) {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) {
    throw new Error(
      `A porta ${port} já está em uso (um servidor de uma medição interrompida?): pare-o, ` +
        'senão ele seria medido no lugar deste build.',
    );
  }
}

/**
 * `previewPort` keeps its name from the days of `vite preview`: it is the site's port.
 * `siteDir` is the build to serve (default dist/).
 */
export async function serveStack({ sandboxPort, previewPort, dbName, siteDir = 'dist' }) {
  const dir = resolve(siteDir);
  if (!existsSync(resolve(dir, 'index.html'))) {
    throw new Error(`Nenhum site construído em ${dir}: rode o build antes.`);
  }
  await refuseIfTaken(sandboxPort);
  await refuseIfTaken(previewPort);
  const db = `.data/${dbName}.db`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  const origin = `http://127.0.0.1:${previewPort}`;
  const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
  const children = [
    spawn('npm', ['run', 'sandbox'], {
      env: {
        ...process.env,
        SANDBOX_PORT: String(sandboxPort),
        // The production server below forwards each client's address (docs/deploy.md).
        SANDBOX_TRUSTED_PROXIES: '127.0.0.1',
        SANDBOX_DB: db,
        SANDBOX_SITE_URL: origin,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    }),
    spawn('npm', ['run', 'start', '--workspace', 'server'], {
      env: {
        ...process.env,
        PORT: String(previewPort),
        SITE_DIR: dir,
        API_PROXY_ORIGIN: sandboxOrigin,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    }),
  ];
  const stop = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  // The servers go with this process however it ends: Ctrl+C, a closed pipe, an error.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  try {
    await waitFor(`${sandboxOrigin}/health`);
    await waitFor(`${origin}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
