import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ModalStylesPrewarm } from '@/components/ui/modal-styles-prewarm';
import { afterNextPaint } from '@/lib/after-next-paint';
import { FilterPanel, type FiltersUpdate } from './filter-panel';
import {
  activeFilterCount,
  filterFacets,
  NO_FILTERS,
  ORDEM_LABELS,
  ORDENS,
  type Ordem,
  type ResultFilters,
  type ResultView,
} from '../../../utils/result-view';
import * as S from './filters.styles';
import type { ViewChange } from '../../../hooks/use-result-view';

interface ResultControlsProps {
  view: ResultView;
  /** The room types the filters choose from (one requested room's). */
  rows: readonly LinhaDisponibilidade[];
  /** A change made on the latest view (use-result-view.ts), whatever `view` was at the tap. */
  onChange: (change: ViewChange) => void;
}

const rooms = (n: number) => `${n} ${n === 1 ? 'acomodação' : 'acomodações'}`;

/** After the list's update (a frame after the close, as a transition) has had its turn. */
const EMPTY_AFTER_CLOSE_MS = 500;

/**
 * 'Filtrar' (the filters in a dialog: a sheet from the bottom on a phone), 'Ordenar por', and how
 * many room types the filters leave, announced as it changes.
 *
 * While the sheet is open its filters are a draft: each tick updates the sheet's counts and its
 * 'Ver N acomodações' at once, and the list behind (covered by the sheet) and the address follow
 * when it closes, however it closes (nothing ticked is lost). Writing the address re-renders
 * every link of the page and re-laying out the list took 40-85 ms of a 4x-throttled phone per tick
 * (`npm run bench:filters`).
 */
export function ResultControls({ view, rows, onChange }: ResultControlsProps) {
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
  const warm = useWhenIdle();
  const sortId = useId();

  const applied = useMemo(() => filterFacets(rows, view.filtros), [rows, view.filtros]);
  const drafted = useMemo(
    () => (draft && draft !== view.filtros ? filterFacets(rows, draft) : applied),
    [rows, draft, view.filtros, applied],
  );
  const active = activeFilterCount(view.filtros);
  const draftActive = draft ? activeFilterCount(draft) : 0;

  return (
    <S.Controls>
      <Button $variant="secondary" aria-haspopup="dialog" onClick={openSheet}>
        {active > 0 ? `Filtrar (${active})` : 'Filtrar'}
      </Button>
      <label htmlFor={sortId}>
        Ordenar por
        <select
          id={sortId}
          value={ordem}
          onChange={(event) => sortBy(event.currentTarget.value as Ordem)}
        >
          {ORDENS.map((ordem) => (
            <option key={ordem} value={ordem}>
              {ORDEM_LABELS[ordem]}
            </option>
          ))}
        </select>
      </label>
      {active > 0 && (
        <Button
          $variant="secondary"
          onClick={() => onChange((current) => ({ ...current, filtros: NO_FILTERS }))}
        >
          Limpar filtros
        </Button>
      )}
      <p role="status">
        {active > 0
          ? `${applied.shown} de ${rooms(applied.total)} com os filtros.`
          : `${rooms(applied.total)}.`}
      </p>
      <Modal
        open={open}
        onClose={closeSheet}
        title="Filtros"
        sheet
        keepMounted
        footer={
          <S.SheetFooter>
            <Button $variant="secondary" onClick={clearDraft} disabled={draftActive === 0}>
              Limpar filtros
            </Button>
            <Button onClick={closeSheet}>
              {drafted.shown === 0 ? 'Nenhuma acomodação' : `Ver ${rooms(drafted.shown)}`}
            </Button>
          </S.SheetFooter>
        }
      >
        {draft && filled ? (
          <FilterPanel filtros={draft} facets={drafted} onChange={update} />
        ) : (
          <p>Carregando os filtros...</p>
        )}
      </Modal>
      {warm && <SheetStylesPrewarm />}
    </S.Controls>
  );
}

/** The sheet's and the panel's styles, inserted while the guest reads (see ModalStylesPrewarm). */
const SheetStylesPrewarm = memo(function SheetStylesPrewarm() {
  return (
    <>
      <ModalStylesPrewarm sheet />
      <div hidden>
        <S.SheetFooter />
        <S.Form as="div" />
      </div>
    </>
  );
});

/** True once the browser has had an idle moment after the first render. */
function useWhenIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a second later is as good.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 1000);
      return () => window.clearTimeout(timer);
    }
    // At most a second after the results: a guest may open the filters soon after they show,
    // and the list adds cards frame after frame meanwhile, leaving few idle moments.
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
