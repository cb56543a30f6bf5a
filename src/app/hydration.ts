import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { EarlySessionCheck } from '@/features/session/api/verify-session';
import { restoreSession } from '@/features/session/utils/restore-session';
import { READY } from './app';
import type { Startup } from './bootstrap';
import { VERIFYING_USER_ATTRIBUTE } from './prerender-data';

type LazyRoute = RouteObject & { lazy?: unknown };

/**
 * Loads the code of the routes the page matches before hydration: a lazy route not loaded yet
 * would render the route spinner where the server wrote the page. The routes keep what was
 * loaded, as if they had never been lazy.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = (route as LazyRoute).lazy;
      if (!lazy) return;
      if (typeof lazy === 'function') {
        Object.assign(route, await (lazy as () => Promise<object>)());
      } else {
        const entries = Object.entries(lazy as Record<string, () => Promise<unknown>>);
        const values = await Promise.all(entries.map(([, load]) => load()));
        entries.forEach(([key], i) => Object.assign(route, { [key]: values[i] }));
      }
      delete (route as LazyRoute).lazy;
    }),
  );
}

/**
 * Start-up of a prerendered page (product-rules §2, product-rules §10 "Start-up screens"). The catalogue came
 * with the page, so the site is ready at once; a stored session is still checked, behind the
 * 'Verificando usuário' that public/before-app.js uncovered before the first paint, and
 * uncovered again when the check is done.
 */
export function startPrerenderedStartup(): Startup {
  void restoreSession(takeEarlySessionCheck()).finally(() => {
    document.documentElement.removeAttribute(VERIFYING_USER_ATTRIBUTE);
  });
  return READY;
}

declare global {
  interface Window {
    /** The stored session's check, sent by public/before-app.js before the app came. */
    __earlySessionCheck?: Promise<EarlySessionCheck | null>;
  }
}

/** The early check's answer, taken once: a later start asks for itself. */
function takeEarlySessionCheck(): Promise<EarlySessionCheck | null> | undefined {
  const early = window.__earlySessionCheck;
  delete window.__earlySessionCheck;
  return early;
}
