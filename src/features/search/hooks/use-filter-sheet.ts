import { startTransition, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { FiltersUpdate } from '../components/results/filters/filter-panel';
import { NO_FILTERS, type Ordem, type ResultFilters, type ResultView } from '../utils/result-view';
import type { ViewChange } from './use-result-view';

/** After the list's update (a frame after the close, as a transition) has had its turn. */
const EMPTY_AFTER_CLOSE_MS = 500;

/**
 * The filters' sheet (result-controls.tsx): while it is open its filters are a draft, and the
 * list and the address follow when it closes, however it closes. Each step is timed to keep a
 * throttled phone's tasks short (the comments give the bench's figures, `npm run bench:filters`).
 */
export function useFilterSheet(view: ResultView, onChange: (change: ViewChange) => void) {
  const [draft, setDraft] = useState<ResultFilters | null>(null);
  // The sheet opens at once, and its thirty-odd options render after, as a transition: in the
  // tap's own task they held a 4x-throttled phone over 100 ms (`npm run bench:filters`).
  const [filled, setFilled] = useState(false);
  // The sheet itself opens as a transition too (a frame after the tap, the page answering
  // meanwhile): its shell, the focus moved into it and the page's scroll lock made one task of
  // 50-80 ms on the bench's phone.
  const [open, setOpen] = useState(false);
  const emptying = useRef<number | undefined>(undefined);
  const openSheet = () => {
    window.clearTimeout(emptying.current);
    startTransition(() => {
      setOpen(true);
      setDraft(view.filtros);
      // Closed a moment ago and not yet emptied: its boxes are the last draft's, not these.
      setFilled(false);
    });
  };
  // The options come once the sheet has painted: rendered with it, in the same commit (React
  // renders pending transitions together), the two held the phone 50-60 ms in one task.
  useEffect(() => {
    if (!open || filled) return;
    return afterNextPaint(() => startTransition(() => setFilled(true)));
  }, [open, filled]);
  useEffect(() => () => window.clearTimeout(emptying.current), []);
  // The sheet hides in the tap's frame (it stays in the page: Modal's keepMounted), and the
  // filters apply in the next one, as a transition (the address, the list): together they held
  // the phone 55-80 ms in one task, and removing the sheet's nodes in the tap 10-15 ms more. The
  // hidden options are emptied a moment later, apart from the list's update.
  const closeSheet = () => {
    setOpen(false);
    if (draft && draft !== view.filtros) {
      const filtros = draft;
      afterNextPaint(() => startTransition(() => onChange((current) => ({ ...current, filtros }))));
    }
    window.clearTimeout(emptying.current);
    emptying.current = window.setTimeout(
      () =>
        startTransition(() => {
          setDraft(null);
          setFilled(false);
        }),
      EMPTY_AFTER_CLOSE_MS,
    );
  };
  // A tick renders the counts as a transition, after the box is ticked (filter-panel.tsx); each
  // change applies to the latest draft, so quick ticks all count.
  const update = useCallback(
    (change: FiltersUpdate) =>
      startTransition(() => setDraft((current) => (current ? change(current) : current))),
    [],
  );
  // 'Limpar filtros' in the sheet starts its boxes afresh (they are the browser's own): the
  // options are emptied, and come again a frame later (unmounting and mounting thirty options in
  // one commit made a task of 50-60 ms on the bench's phone). The focus, on the button that clear
  // disables, waits on the dialog itself, and the first option takes it when it comes
  // (filter-panel.tsx).
  const clearDraft = (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
    startTransition(() => {
      setDraft(NO_FILTERS);
      setFilled(false);
    });
  };
  return { draft, filled, open, openSheet, closeSheet, update, clearDraft };
}

/**
 * 'Ordenar por': the order shows in the box at once, and the list follows a frame later.
 */
export function useShownOrder(view: ResultView, onChange: (change: ViewChange) => void) {
  // The order shows in the box at once; the list follows a frame later, as a transition (the
  // address written and the list reordered in the change's own task held the bench's phone 50-60
  // ms). Back, Forward or a shared link change the order from outside: the box follows.
  const [ordem, setOrdem] = useState(view.ordem);
  const [shownOrdem, setShownOrdem] = useState(view.ordem);
  if (shownOrdem !== view.ordem) {
    setShownOrdem(view.ordem);
    setOrdem(view.ordem);
  }
  const sortBy = (next: Ordem) => {
    setOrdem(next);
    // On the latest view: the filters applied a moment ago may not be in `view` yet.
    afterNextPaint(() =>
      startTransition(() => onChange((current) => ({ ...current, ordem: next }))),
    );
  };
  return { ordem, sortBy };
}
