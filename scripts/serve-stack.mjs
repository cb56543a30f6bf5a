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
 * `previewPort` keeps its name from the days of `vite preview`: it is the site's port.
 * `siteDir` is the build to serve (default dist/).
 */
export async function serveStack({ sandboxPort, previewPort, dbName, siteDir = 'dist' }) {
  const dir = resolve(siteDir);
  if (!existsSync(resolve(dir, 'index.html'))) {
    throw new Error(`Nenhum site construído em ${dir}: rode o build antes.`);
  }
  const db = `.data/${dbName}.db`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  const origin = `http://127.0.0.1:${previewPort}`;
  const sandboxOrigin = `http://127.0.0.1:${sandboxPort}`;
  const children = [
    spawn('npm', ['run', 'sandbox'], {
      env: {
        ...process.env,
        SANDBOX_PORT: String(sandboxPort),
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
  try {
    await waitFor(`${sandboxOrigin}/health`);
    await waitFor(`${origin}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
