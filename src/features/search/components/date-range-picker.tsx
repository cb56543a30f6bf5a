import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { Calendar, type DayNote } from '@/components/ui/calendar';
import { useMediaQuery } from '@/components/layout/use-media-query';
import { Spinner } from '@/components/ui/spinner';
import { compareDays, formatWireDate } from '@/lib/dates';
import { useSearchCriteria } from '@/stores/search-criteria';
import { useUserType } from '@/stores/session';
import { usePriceCalendar, type PriceCalendarState } from '../hooks/use-price-calendar';
import { calendarDayLabel, nightNote, stayNote, type CalendarNote } from '../utils/calendar-notes';
import { pickDay, type DateRange } from '../utils/date-range';
import { forgetMonthsAhead, monthsAheadBeforeApp } from '../utils/dates-before-app';
import { roomSummary } from '../utils/room-summary';

// Loaded apart, as the results load it: one chunk for both, preloaded by neither.
const HotelRatingLink = lazy(() => import('./results/hotel-rating-link'));

/** From this width the calendar shows 2 months, 1 below (also the server's, before the app). */
export const TWO_MONTHS_FROM_PX = 1000;

export interface DateRangePickerProps {
  range: DateRange;
  today: Date;
  onChange: (range: DateRange) => void;
}

/**
 * What a day says: before the arrival is chosen (and on the days up to it), the night's lowest
 * price; after it, the total of the stay that would end that day.
 */
function noteOf(date: Date, range: DateRange, prices: PriceCalendarState): CalendarNote | null {
  const wire = formatWireDate(date);
  if (range.arrival && compareDays(date, range.arrival) > 0) {
    const stay = prices.staysReady ? prices.stays.get(wire) : undefined;
    return stay ? stayNote(stay) : null;
  }
  const day = prices.days.get(wire);
  return day ? nightNote(day) : null;
}

/**
 * The search's calendar (product-rules §2, §4, §9): 2 months from 1000 px, 1 below, days before today
 * disabled. The selection is ours (`pickDay`), not DayPicker's: it only tells which day was
 * picked. Each day shows the lowest nightly price for the party, or the stay's total once an
 * arrival is chosen (issue 28; loaded in the background, never waited for). Loaded lazily (with
 * date-fns) so the first route stays small.
 */
export function DateRangePicker({ range, today, onChange }: DateRangePickerProps) {
  const wide = useMediaQuery(`(min-width: ${TWO_MONTHS_FROM_PX}px)`);
  const months = wide ? 2 : 1;
  const { id_hotel, apartamentos } = useSearchCriteria();
  const clubMember = useUserType() === USER_TYPE_CLUB_MEMBER;
  // Moved on before the app ('Próximo mês' in the server's calendar, which showed today's month):
  // it opens where the guest was going.
  const [month, setMonth] = useState(() => {
    const ahead = monthsAheadBeforeApp();
    return ahead
      ? new Date(today.getFullYear(), today.getMonth() + ahead, 1)
      : (range.arrival ?? today);
  });
  useEffect(forgetMonthsAhead, []);
  // The day under the pointer or the focus: its sentence in full below the calendar.
  const [pointed, setPointed] = useState<Date | null>(null);
  const prices = usePriceCalendar({
    month,
    months,
    today,
    hotelId: id_hotel,
    rooms: apartamentos,
    arrival: range.arrival,
    enabled: !clubMember,
  });
  const priced = prices.status === 'loading' || prices.status === 'ready';

  const describeDay = (date: Date, selected: boolean): DayNote | undefined => {
    if (compareDays(date, today) < 0) return undefined;
    const note = noteOf(date, range, prices);
    if (!note) return undefined;
    return { text: note.text, muted: note.muted, label: calendarDayLabel(date, note, selected) };
  };
  const pointedNote = pointed && noteOf(pointed, range, prices);
  const party = roomSummary(apartamentos).replace('Quartos', '1 quarto, 2 adultos');

  return (
    <>
      <Calendar
        mode="range"
        numberOfMonths={months}
        // Set once: the days keep their size (and the focused day its button) as prices come.
        dayHeight={prices.status === 'off' ? 40 : 52}
        disabled={{ before: today }}
        month={month}
        onMonthChange={setMonth}
        startMonth={today}
        selected={{ from: range.arrival ?? undefined, to: range.departure ?? undefined }}
        onSelect={(_selected, day) => {
          const next = pickDay(range, day, today);
          if (next !== range) onChange(next);
        }}
        onDayMouseEnter={(day) => setPointed(day)}
        onDayFocus={(day) => setPointed(day)}
        describeDay={describeDay}
        autoFocus
      />
      {id_hotel !== 0 && (
        // The chosen hotel's reviews (issue 53), linking to them.
        <Rating>
          <Suspense fallback={null}>
            <HotelRatingLink hotelId={id_hotel} named />
          </Suspense>
        </Rating>
      )}
      {priced && (
        <Legend>
          {prices.status === 'loading' && <Spinner size="small" label="Carregando preços" />}
          <span>
            {range.arrival
              ? `Depois da chegada, cada dia mostra o total da estadia até ele, em reais, a partir de, para ${party}.`
              : `Valores em reais, a partir de, por noite, para ${party}, sem cupom.`}
          </span>
          {/* The same sentence is in the day button's name: shown here, not said twice. */}
          {pointedNote && (
            <Pointed aria-hidden="true">
              {`${formatWireDate(pointed)}: ${pointedNote.sentence}`}
              {/* A night's terms here only; a stay's are in its sentence. */}
              {pointedNote.terms && !range.arrival && <Terms>{pointedNote.terms}</Terms>}
            </Pointed>
          )}
        </Legend>
      )}
    </>
  );
}

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-xs) var(--space-sm);
  max-width: 660px;
  margin: var(--space-sm) auto 0;
  font-size: var(--font-size-sm);
  color: var(--color-grey-600);
`;

// Its line is kept while the summary is asked, so nothing below moves when it comes.
const Rating = styled.p`
  min-height: 1.5em;
  max-width: 660px;
  margin: var(--space-sm) auto 0;
  font-size: var(--font-size-sm);
`;

const Pointed = styled.strong`
  flex-basis: 100%;
  color: var(--color-grey-900);
`;

const Terms = styled.span`
  display: block;
  font-weight: normal;
  color: var(--color-grey-600);
`;
