import { memo, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Pensao, TipoCama } from '@/api/contract/search';
import { formatCurrency } from '@/lib/format';
import type { FilterFacets, Option, ResultFilters } from '../../../utils/result-view';
import * as S from './filters.styles';

/** A change of the filters, from the ones of the latest change (two quick ticks both count). */
export type FiltersUpdate = (current: ResultFilters) => ResultFilters;

interface FilterPanelProps {
  /** The filters as the panel opens (its boxes are then the browser's: see Checkbox). */
  filtros: ResultFilters;
  facets: FilterFacets;
  onChange: (update: FiltersUpdate) => void;
}

const rooms = (n: number) => `${n} ${n === 1 ? 'acomodação' : 'acomodações'}`;

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

interface CheckboxProps {
  label: string;
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * One option, with the room types it leaves: 'Aurora Resort (3)'. The count is part of the name
 * as seen, so voice control users can say what they read (WCAG 2.5.3).
 *
 * The box is the browser's own (`defaultChecked`): it is ticked in the tap's frame, and the
 * counts that follow render as a transition after it (result-controls.tsx). A controlled box
 * would be unticked by React until that transition committed. The panel is mounted anew on each
 * opening and on 'Limpar filtros', so its boxes start from the filters.
 */
function Checkbox({ label, count, checked, onChange }: CheckboxProps) {
  return (
    <li>
      <label data-empty={count === 0 && !checked}>
        <input
          type="checkbox"
          defaultChecked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>
          {label} <span className="count">({count})</span>
        </span>
      </label>
    </li>
  );
}

function OptionGroup<T extends number | string>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: Option<T>[];
  selected: readonly T[];
  onChange: (value: T, on: boolean) => void;
}) {
  if (options.length < 2 && selected.length === 0) return null;
  return (
    <fieldset>
      <legend>{legend}</legend>
      <ul>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            count={option.count}
            checked={selected.includes(option.value)}
            onChange={(on) => onChange(option.value, on)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** Whole reais typed by the guest ('1.500' and '1500' alike); '' is no bound. */
function readReais(text: string): number | null | 'invalid' {
  const plain = text
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/\./g, '');
  if (plain === '') return null;
  return /^\d{1,9}$/.test(plain) ? Number(plain) : 'invalid';
}

const asText = (value: number | null) => (value === null ? '' : String(value));

/**
 * The stay's price range, in whole reais. A bound applies as it is typed, once it reads; one that
 * does not read (or a minimum above the maximum) says why and leaves the list as it was.
 */
function PriceRange({
  min,
  max,
  range,
  shown,
  onChange,
}: {
  min: number | null;
  max: number | null;
  range: FilterFacets['precos'];
  shown: number;
  onChange: (min: number | null, max: number | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState({ min: asText(min), max: asText(max) });
  // 'Limpar filtros' (or a reload) sets the bounds from outside: the fields follow.
  useEffect(() => {
    setText((current) => {
      const same = readReais(current.min) === min && readReais(current.max) === max;
      return same ? current : { min: asText(min), max: asText(max) };
    });
  }, [min, max]);

  const lower = readReais(text.min);
  const upper = readReais(text.max);
  const error =
    lower === 'invalid' || upper === 'invalid'
      ? 'Use apenas números, em reais (por exemplo, 1500).'
      : lower !== null && upper !== null && lower > upper
        ? 'O valor mínimo deve ser menor que o máximo.'
        : null;

  const change = (next: { min: string; max: string }) => {
    setText(next);
    const a = readReais(next.min);
    const b = readReais(next.max);
    if (a === 'invalid' || b === 'invalid' || (a !== null && b !== null && a > b)) return;
    onChange(a, b);
  };

  const errorId = `${id}-erro`;
  const hintId = `${id}-dica`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset>
      <legend>Preço da estadia (R$)</legend>
      <div className="price">
        <label>
          Mínimo
          <input
            inputMode="numeric"
            autoComplete="off"
            value={text.min}
            aria-invalid={error !== null && lower !== null}
            aria-describedby={describedBy}
            onChange={(event) => change({ ...text, min: event.currentTarget.value })}
          />
        </label>
        <label>
          Máximo
          <input
            inputMode="numeric"
            autoComplete="off"
            value={text.max}
            aria-invalid={error !== null && upper !== null}
            aria-describedby={describedBy}
            onChange={(event) => change({ ...text, max: event.currentTarget.value })}
          />
        </label>
      </div>
      <p className="hint" id={hintId}>
        {range
          ? `Nestes resultados, de ${formatCurrency(range.min)} a ${formatCurrency(range.max)} pela estadia. `
          : ''}
        {min !== null || max !== null ? `${rooms(shown)} nesta faixa.` : ''}
      </p>
      {error && (
        <p className="error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The results' filters (issue 28 part 3). Each change applies at once; the list behind, the
 * counts and the sheet's button follow. A group whose data the API does not send is left out.
 * Memoised: closing the sheet re-renders its owner, not the thirty options (result-controls.tsx).
 */
export const FilterPanel = memo(function FilterPanel({
  filtros,
  facets,
  onChange,
}: FilterPanelProps) {
  const set = (patch: Partial<ResultFilters>) => onChange((current) => ({ ...current, ...patch }));
  /** Ticks or unticks `value` in the list `group`. */
  const toggle =
    <K extends 'hoteis' | 'pensoes' | 'capacidades' | 'camas'>(group: K) =>
    (value: ResultFilters[K][number], on: boolean) =>
      onChange((current) => ({
        ...current,
        [group]: toggled<ResultFilters[K][number]>(current[group], value, on),
      }));
  const form = useRef<HTMLFormElement>(null);
  // The sheet opened before its options were there (result-controls.tsx), and its focus went to
  // the first control then (the footer's button): the first option takes it now, as a dialog's
  // first control should.
  useLayoutEffect(() => {
    const dialog = form.current?.closest<HTMLElement>('[role="dialog"]');
    const active = document.activeElement;
    if (dialog?.contains(active) && !form.current?.contains(active)) {
      form.current?.querySelector<HTMLElement>('input')?.focus();
    }
  }, []);
  return (
    <S.Form
      ref={form}
      onSubmit={(event) => event.preventDefault()}
      aria-label="Filtros dos resultados"
    >
      <OptionGroup<number>
        legend="Hotel"
        options={facets.hoteis}
        selected={filtros.hoteis}
        onChange={toggle('hoteis')}
      />
      <PriceRange
        min={filtros.precoMin}
        max={filtros.precoMax}
        range={facets.precos}
        shown={facets.shown}
        onChange={(precoMin, precoMax) => set({ precoMin, precoMax })}
      />
      <OptionGroup<Pensao>
        legend="Plano de refeição"
        options={facets.pensoes}
        selected={filtros.pensoes}
        onChange={toggle('pensoes')}
      />
      {facets.cancelamentoGratis !== null && (
        <fieldset>
          <legend>Cancelamento</legend>
          <ul>
            <Checkbox
              label="Cancelamento grátis"
              count={facets.cancelamentoGratis}
              checked={filtros.cancelamentoGratis}
              onChange={(cancelamentoGratis) => set({ cancelamentoGratis })}
            />
          </ul>
        </fieldset>
      )}
      <OptionGroup<number>
        legend="Capacidade do quarto"
        options={facets.capacidades}
        selected={filtros.capacidades}
        onChange={toggle('capacidades')}
      />
      <OptionGroup<TipoCama>
        legend="Camas"
        options={facets.camas}
        selected={filtros.camas}
        onChange={toggle('camas')}
      />
      {facets.acessivel !== null && (
        <fieldset>
          <legend>Acessibilidade</legend>
          <ul>
            <Checkbox
              label="Quarto adaptado para mobilidade reduzida"
              count={facets.acessivel}
              checked={filtros.acessivel}
              onChange={(acessivel) => set({ acessivel })}
            />
          </ul>
        </fieldset>
      )}
    </S.Form>
  );
});
