// Starts the sandbox (fresh database) and `vite preview` of the built site on given ports,
// waits until both answer, and returns a stop function. Used by the size and bench scripts.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
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

export async function serveStack({ sandboxPort, previewPort, dbName }) {
  const db = `.data/${dbName}.db`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  const children = [
    spawn('npm', ['run', 'sandbox'], {
      env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: db },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    }),
    spawn('npx', ['vite', 'preview', '--port', String(previewPort), '--strictPort'], {
      env: { ...process.env, SANDBOX_ORIGIN: `http://127.0.0.1:${sandboxPort}` },
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
    await waitFor(`http://127.0.0.1:${sandboxPort}/health`);
    await waitFor(`http://127.0.0.1:${previewPort}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${previewPort}`, stop };
}
