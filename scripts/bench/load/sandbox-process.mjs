// A sandbox of its own for the load benchmark: fresh database file, own port, no inherited
// sandbox settings (a fault-injection variable left in the shell would skew the figures).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

async function waitForHealth(child, base, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`O sandbox terminou (código ${child.exitCode}).`);
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`O sandbox não respondeu em ${base}/health a tempo.`);
}

/**
 * Deletes `dbFile` (and its WAL files), starts the sandbox on 127.0.0.1:`port` with it (and the
 * SANDBOX_ settings in `env`), waits
 * for /health. Returns the base URL, the absolute database path and an async stop().
 */
export async function startSandbox({ root, port, dbFile, env: extra = {} }) {
  const db = join(root, dbFile);
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('SANDBOX_')),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      ...extra,
      SANDBOX_DB: db,
      SANDBOX_PORT: String(port),
      SANDBOX_HOST: '127.0.0.1',
    },
    // stderr stays visible: a 5xx under load is logged there with its stack.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    await waitForHealth(child, base, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dbPath: db, stop };
}
