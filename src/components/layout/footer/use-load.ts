import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Runs `load` once on mount and again on `retry()`. Results that arrive after unmount (the
 * panel was closed) are dropped. `load` is read through a ref so an inline function from the
 * parent does not restart the request on every render.
 */
export function useLoad<T>(load: () => Promise<T>) {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    loadRef.current().then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
