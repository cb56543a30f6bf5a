import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import styled from 'styled-components';
import { useMediaQuery } from '@/components/layout/use-media-query';
import { pickDay, type DateRange } from '../utils/date-range';

export interface DateRangePickerProps {
  range: DateRange;
  today: Date;
  onChange: (range: DateRange) => void;
}

/**
 * The calendar (SPEC §2, §4, §9): pt-BR, weeks from Sunday, 2 months from 1000 px, 1 below,
 * days before today disabled. The selection is ours (`pickDay`), not DayPicker's: it only
 * tells which day was picked. Loaded lazily (with date-fns) so the first route stays small.
 */
export function DateRangePicker({ range, today, onChange }: DateRangePickerProps) {
  const wide = useMediaQuery('(min-width: 1000px)');
  return (
    <Frame>
      <DayPicker
        mode="range"
        locale={ptBR}
        weekStartsOn={0}
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
    </Frame>
  );
}

const Frame = styled.div`
  --rdp-accent-color: ${({ theme }) => theme.colors.primary};
  --rdp-accent-background-color: ${({ theme }) => theme.colors.grey100};
  --rdp-range_middle-background-color: ${({ theme }) => theme.colors.grey100};
  --rdp-day-height: 40px;
  --rdp-day-width: 40px;
  --rdp-day_button-height: 38px;
  --rdp-day_button-width: 38px;
  display: flex;
  justify-content: center;

  .rdp-months {
    flex-wrap: nowrap;
  }
`;
