// The production server and the sandbox for one of the ready bench's scripts (waterfall.mjs,
// long-tasks.mjs): the APIs 250 ms late, the app requested after the paint, as `npm run bench`
// serves them, and `path` already prerendered (the server renders a page once, in the background).
import { serveStack } from '../../serve-stack.mjs';
import { apiDelayFaults } from './api-delay.mjs';

export async function serveBenchStack({ siteDir, path, sandboxPort, previewPort, dbName }) {
  process.env.SANDBOX_FAULTS = JSON.stringify(apiDelayFaults(250));
  process.env.PRERENDER_APP_AFTER_PAINT = '1';
  const stack = await serveStack({ sandboxPort, previewPort, dbName, siteDir });
  for (let tries = 0; tries < 120; tries++) {
    if ((await (await fetch(`${stack.origin}${path}`)).text()).includes('id="prerender-data"'))
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return stack;
}
