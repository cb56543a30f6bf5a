import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * What the tests of the real server render share (prerender-render.test.ts,
 * search-link-render.test.ts): the bundle built as `npm run build` builds it, and a sandbox of
 * its own.
 */
export const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** The server render's bundle and the shell, in `siteDir` (inside the repository, for its packages). */
export function buildPrerender(siteDir: string): void {
  mkdirSync(siteDir, { recursive: true });
  execFileSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/entry-prerender.tsx', '--outDir', join(siteDir, '_prerender')],
    { cwd: REPO, stdio: 'ignore' },
  );
  writeFileSync(join(siteDir, 'index.html'), readFileSync(join(REPO, 'index.html')));
}

/** A fresh sandbox process (`npm run sandbox`) on its own database (in `dir`) and port. */
export async function startSandbox(
  dir: string,
  port = 20_000 + (process.pid % 20_000),
): Promise<{ sandbox: ChildProcess; origin: string }> {
  const sandbox = spawn('npm', ['run', 'sandbox'], {
    cwd: REPO,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_DB: join(dir, 'sandbox.db'),
      SANDBOX_TEST_ENDPOINTS: '1',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${origin}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { sandbox, origin };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('o sandbox não iniciou');
}

/** npm runs the sandbox in a child of its own: the whole process group goes. */
export function stopSandbox(sandbox: ChildProcess | undefined): void {
  if (sandbox?.pid) process.kill(-sandbox.pid, 'SIGTERM');
}

/**
 * The APIs at `origin` behind a proxy a test controls: `before` runs as each request arrives (to
 * count or delay it), `rewrite` may change an answer's text.
 */
export function apiProxy(
  origin: string,
  {
    before,
    rewrite,
  }: {
    before?: (url: string) => Promise<void>;
    rewrite?: (url: string, text: string, ok: boolean) => string;
  },
): FastifyInstance {
  // Closing drops the connections still open (a search the server gave up waiting for), so a
  // test file's afterAll never waits on them.
  const proxy = Fastify({ forceCloseConnections: true });
  proxy.removeAllContentTypeParsers();
  proxy.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  proxy.all('/*', async (request, reply) => {
    await before?.(request.url);
    const response = await fetch(`${origin}${request.url}`, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).filter(
          ([key]) => !['host', 'content-length', 'connection'].includes(key),
        ),
      ) as Record<string, string>,
      body: ['GET', 'HEAD'].includes(request.method)
        ? undefined
        : new Uint8Array(request.body as Buffer),
    });
    const text = await response.text();
    return reply
      .code(response.status)
      .type(response.headers.get('content-type') ?? 'application/json')
      .send(rewrite ? rewrite(request.url, text, response.ok) : text);
  });
  return proxy;
}
