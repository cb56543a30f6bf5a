import { startTransition, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FilterPanel } from './filter-panel';
import {
  activeFilterCount,
  NO_FILTERS,
  ORDEM_LABELS,
  ORDENS,
  type FilterFacets,
  type Ordem,
  type ResultView,
} from './result-view';
import * as S from './filters.styles';

interface ResultControlsProps {
  view: ResultView;
  facets: FilterFacets;
  onChange: (view: ResultView) => void;
}

const rooms = (n: number) => `${n} ${n === 1 ? 'acomodação' : 'acomodações'}`;

/**
 * 'Filtrar' (the filters in a dialog: a sheet from the bottom on a phone), 'Ordenar por', and how
 * many room types the filters leave, announced as it changes.
 */
export function ResultControls({ view, facets, onChange }: ResultControlsProps) {
  const [open, setOpen] = useState(false);
  // The sheet opens at once, and its thirty-odd options render after, as a transition in slices:
  // in the tap's own task they held a 4x-throttled phone over 100 ms (`npm run bench:filters`).
  const [filled, setFilled] = useState(false);
  const openSheet = () => {
    setOpen(true);
    startTransition(() => setFilled(true));
  };
  const sortId = useId();
  const active = activeFilterCount(view.filtros);
  const clear = () => onChange({ ...view, filtros: NO_FILTERS });
  return (
    <S.Controls>
      <Button $variant="secondary" aria-haspopup="dialog" onClick={openSheet}>
        {active > 0 ? `Filtrar (${active})` : 'Filtrar'}
      </Button>
      <label htmlFor={sortId}>
        Ordenar por
        <select
          id={sortId}
          value={view.ordem}
          onChange={(event) => onChange({ ...view, ordem: event.currentTarget.value as Ordem })}
        >
          {ORDENS.map((ordem) => (
            <option key={ordem} value={ordem}>
              {ORDEM_LABELS[ordem]}
            </option>
          ))}
        </select>
      </label>
      {active > 0 && (
        <Button $variant="secondary" onClick={clear}>
          Limpar filtros
        </Button>
      )}
      <p role="status">
        {active > 0
          ? `${facets.shown} de ${rooms(facets.total)} com os filtros.`
          : `${rooms(facets.total)}.`}
      </p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Filtros"
        sheet
        footer={
          <S.SheetFooter>
            <Button $variant="secondary" onClick={clear} disabled={active === 0}>
              Limpar filtros
            </Button>
            <Button onClick={() => setOpen(false)}>
              {facets.shown === 0 ? 'Nenhuma acomodação' : `Ver ${rooms(facets.shown)}`}
            </Button>
          </S.SheetFooter>
        }
      >
        {filled ? (
          <FilterPanel
            filtros={view.filtros}
            facets={facets}
            onChange={(filtros) => onChange({ ...view, filtros })}
          />
        ) : (
          <p>Carregando os filtros...</p>
        )}
      </Modal>
    </S.Controls>
  );
}
