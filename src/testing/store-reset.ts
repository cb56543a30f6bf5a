import type * as Zustand from 'zustand';

/**
 * The unit tests share one module graph per worker (vite.config.ts: `isolate: false`, for
 * speed), so the app's stores would carry one test file's state into the next. Every store is
 * made through this wrapper of zustand's `create` and `createStore` (vi.mock in setup.ts, as
 * zustand's testing guide does), which remembers its initial state; the setup puts each store
 * back to it before every test file, so a file starts as it did in a fresh module graph.
 */
const registry = globalThis as typeof globalThis & { __storeResets?: Set<() => void> };
// On the global object: a test that calls vi.resetModules() gets new store modules, and with
// them a new copy of this one; their resets must still reach the setup's resetStores().
const resets = (registry.__storeResets ??= new Set<() => void>());

export function resetStores(): void {
  resets.forEach((reset) => reset());
}

type StoreApi = { getInitialState: () => unknown; setState: (state: never, replace: true) => void };

function remember<T extends StoreApi>(store: T): T {
  const initial = store.getInitialState();
  resets.add(() => store.setState(initial as never, true));
  return store;
}

export function recordingZustand(actual: typeof Zustand): typeof Zustand {
  const create = ((creator?: unknown) =>
    typeof creator === 'function'
      ? remember(actual.create(creator as never) as unknown as StoreApi)
      : (later: unknown) =>
          remember(actual.create(later as never) as unknown as StoreApi)) as typeof actual.create;
  const createStore = ((creator?: unknown) =>
    typeof creator === 'function'
      ? remember(actual.createStore(creator as never) as unknown as StoreApi)
      : (later: unknown) =>
          remember(
            actual.createStore(later as never) as unknown as StoreApi,
          )) as typeof actual.createStore;
  return { ...actual, create, createStore };
}
