import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a prerendered page, true in every render
 * after that (and at once in a page the browser renders itself). What depends on the visitor's
 * browser (a cookie, say) renders only when this is true, so that hydration meets exactly the
 * HTML the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
