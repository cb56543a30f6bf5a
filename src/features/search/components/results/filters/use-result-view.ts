import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResultView } from './result-view';
import { readView, writeView } from './view-params';

/**
 * The results' filters and order, kept in the page's query string (view-params.ts): a reload
 * and a shared link show the same list. Each change replaces the history entry, so Back leaves
 * the results instead of undoing filters one by one.
 */
export function useResultView(): [ResultView, (view: ResultView) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const setView = useCallback(
    (next: ResultView) =>
      setParams((current) => writeView(next, current), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [view, setView];
}
