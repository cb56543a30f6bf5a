import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResultView } from '../utils/result-view';
import { readView, writeView } from '../utils/view-params';

/** A change to the view, made on the latest view (not on the one a component last rendered). */
export type ViewChange = (current: ResultView) => ResultView;

/**
 * The results' filters and order, kept in the page's query string (view-params.ts): a reload
 * and a shared link show the same list. Each change replaces the history entry, so Back leaves
 * the results instead of undoing filters one by one.
 *
 * Every change starts from the latest view written, not from the address of the last render:
 * on a slow phone the filters' write ('Ver 7 acomodações') had not landed when the order chosen
 * at once was written from the address read before it, and the order dropped the filters. The
 * router's own updater is no help: it is handed the params of the hook's last render too.
 */
export function useResultView(): [ResultView, (change: ViewChange) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  // The query strings written and not yet rendered, oldest first, and the latest one.
  const writes = useRef<{ seen: URLSearchParams; pending: string[] }>({
    seen: params,
    pending: [],
  });
  if (writes.current.seen !== params) {
    const landed = writes.current.pending.indexOf(params.toString());
    // Ours: the ones written after it are still on their way. Not ours (Back, Forward, a link):
    // the address is the truth again.
    writes.current = {
      seen: params,
      pending: landed < 0 ? [] : writes.current.pending.slice(landed + 1),
    };
  }
  const setView = useCallback(
    (change: ViewChange) => {
      const { pending, seen } = writes.current;
      const latest = new URLSearchParams(pending.at(-1) ?? seen.toString());
      const next = writeView(change(readView(latest)), latest);
      pending.push(next.toString());
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return [view, setView];
}
