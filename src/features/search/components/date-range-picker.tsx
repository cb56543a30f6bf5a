import { Calendar } from '@/components/ui/calendar';
import { useMediaQuery } from '@/components/layout/use-media-query';
import { pickDay, type DateRange } from '../utils/date-range';

export interface DateRangePickerProps {
  range: DateRange;
  today: Date;
  onChange: (range: DateRange) => void;
}

/**
 * The search's calendar (product-rules §2, §4, §9): 2 months from 1000 px, 1 below, days before today
 * disabled. The selection is ours (`pickDay`), not DayPicker's: it only tells which day was
 * picked. Loaded lazily (with date-fns) so the first route stays small.
 */
export function DateRangePicker({ range, today, onChange }: DateRangePickerProps) {
  const wide = useMediaQuery('(min-width: 1000px)');
  return (
    <Calendar
      mode="range"
      numberOfMonths={wide ? 2 : 1}
      disabled={{ before: today }}
      defaultMonth={range.arrival ?? today}
      startMonth={today}
      selected={{ from: range.arrival ?? undefined, to: range.departure ?? undefined }}
      onSelect={(_selected, day) => {
        const next = pickDay(range, day, today);
        if (next !== range) onChange(next);
      }}
      autoFocus
    />
  );
}
