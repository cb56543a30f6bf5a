import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/http/api-error';

export type RemoteState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/**
 * Data read from an API for a page: loading, the API's error message, or the data; read again
 * when `key` changes or on `retry`, and an answer that arrives after the key changed is dropped.
 * A null key reads nothing (idle): a choice the read depends on is not made yet.
 */
export function useRemote<T>(load: () => Promise<T>, key: string | null) {
  // Kept with the key it answers, so that the render right after the key changed says
  // 'loading', not the previous key's data.
  const [kept, setKept] = useState<{ key: string | null; state: RemoteState<T> }>({
    key,
    state: key === null ? { status: 'idle' } : { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  // The latest loader, so callers need not memoise it: the key says when to read again.
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setKept({ key, state: { status: 'idle' } });
      return;
    }
    let live = true;
    setKept({ key, state: { status: 'loading' } });
    loadRef.current().then(
      (data) => live && setKept({ key, state: { status: 'ready', data } }),
      (error: unknown) =>
        live && setKept({ key, state: { status: 'error', message: errorMessage(error) } }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Reads again behind what is shown (places left after a hold): the answer replaces it, a
  // failure keeps it.
  const keyRef = useRef(key);
  keyRef.current = key;
  const refresh = useCallback(() => {
    const asked = keyRef.current;
    if (asked === null) return;
    loadRef.current().then(
      (data) => {
        if (keyRef.current === asked) setKept({ key: asked, state: { status: 'ready', data } });
      },
      () => undefined,
    );
  }, []);
  // Swaps in what an action answered (the server's figures), without reading again.
  const update = useCallback((change: (data: T) => T) => {
    setKept((current) =>
      current.state.status === 'ready'
        ? { key: current.key, state: { status: 'ready', data: change(current.state.data) } }
        : current,
    );
  }, []);
  const state: RemoteState<T> =
    kept.key === key ? kept.state : key === null ? { status: 'idle' } : { status: 'loading' };
  return { state, retry, refresh, update };
}
