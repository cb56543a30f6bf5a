import { type ComponentProps, Suspense, useId, useRef, useState } from 'react';
import { classed } from '@/theme/classed';
import styles from './date-field.module.css';
import { Spinner } from '@/components/ui/spinner';
import { formatWireDate, parseWireDate, today as todayOf } from '@/lib/dates';
import { useSearchCriteria, useSearchCriteriaActions } from '@/stores/search-criteria';
import type { DateRange } from '../utils/date-range';
import type { DateRangePicker as DateRangePickerType } from './date-range-picker';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { Popover } from './popover';
import { ErrorText, Field, FieldButton, FieldTitle } from './search-bar.styles';

// The calendar and date-fns stay out of the first route's JavaScript: fetched when first opened,
// or when the date field was tapped before the app came (preloadDatePicker).
const picker = preloadableLazy(
  () => import('./date-range-picker'),
  (module) => module.DateRangePicker,
);

/**
 * Runs the calendar's code now. A tap on the date field held before the app came
 * (src/main.tsx) fetched it at the tap (public/before-app.js, `data-opens="dates"`); run before
 * the replayed tap, the calendar then opens with its days instead of 'Carregando calendário'.
 */
export const preloadDatePicker = picker.preload;

interface DateFieldProps {
  error: string | null;
  onEdited: () => void;
}

/** 'Datas' (or 'dd/MM/yyyy – dd/MM/yyyy') opening the calendar; the X clears both dates. */
export function DateField({ error, onEdited }: DateFieldProps) {
  const { data_chegada, data_partida } = useSearchCriteria();
  const { datesPicked, datesCleared } = useSearchCriteriaActions();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const ids = { title: useId(), button: useId(), panel: useId(), error: useId() };

  const range: DateRange = {
    arrival: data_chegada ? parseWireDate(data_chegada) : null,
    departure: data_partida ? parseWireDate(data_partida) : null,
  };
  const text = data_chegada ? `${data_chegada} – ${data_partida ?? '...'}` : 'Datas';

  function onChange(next: DateRange) {
    if (!next.arrival) return;
    datesPicked(formatWireDate(next.arrival), next.departure && formatWireDate(next.departure));
    onEdited();
    // A complete stay: the calendar has done its job.
    if (next.departure) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <Field>
      <FieldTitle id={ids.title}>Chegada e partida</FieldTitle>
      <Row>
        <FieldButton
          ref={buttonRef}
          type="button"
          id={ids.button}
          aria-labelledby={`${ids.title} ${ids.button}`}
          aria-describedby={error ? ids.error : undefined}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? ids.panel : undefined}
          aria-invalid={error ? true : undefined}
          $invalid={Boolean(error)}
          // A tap held before the app came fetches the calendar's code at once (before-app.js).
          data-opens="dates"
          onClick={() => setOpen((value) => !value)}
        >
          {text}
        </FieldButton>
        {data_chegada && (
          <ClearButton
            type="button"
            aria-label="Limpar datas"
            onClick={() => {
              datesCleared();
              buttonRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </ClearButton>
        )}
      </Row>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        anchorRef={buttonRef}
        id={ids.panel}
        label="Escolha as datas da estadia"
      >
        <Suspense fallback={<Spinner label="Carregando calendário" />}>
          <Calendar range={range} onChange={onChange} />
        </Suspense>
      </Popover>
      <ErrorText id={ids.error} role="alert">
        {error}
      </ErrorText>
    </Field>
  );
}

/**
 * The calendar, from the hotel's today. Asked here, once the calendar is open, and not as the
 * field renders: the hotel clock's first call loads the browser's date data, about 100 ms in one
 * piece on a slow phone, which would otherwise land in the page's hydration (bench/README.md,
 * "TBT").
 */
function Calendar(props: Omit<ComponentProps<typeof DateRangePickerType>, 'today'>) {
  const DateRangePicker = picker.useComponent();
  return <DateRangePicker {...props} today={todayOf()} />;
}

const Row = classed('div', styles.Row);

const ClearButton = classed('button', styles.ClearButton);
