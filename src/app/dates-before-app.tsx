// The library's stylesheet as text, for the page's own (server render only: this file is).
import calendarStyles from 'react-day-picker/style.css?inline';
import styled, { createGlobalStyle } from 'styled-components';
import { Calendar } from '@/components/ui/calendar';
import { TWO_MONTHS_FROM_PX } from '@/features/search/components/date-range-picker';
import { Popover } from '@/features/search/components/popover';
import {
  DATES_BEFORE_APP_ID,
  DATES_BEFORE_APP_PANEL_ID,
} from '@/features/search/utils/dates-before-app';
import { SEARCH_CRITERIA_STORAGE_KEY } from '@/stores/search-criteria';
import { formatIsoDay } from '@/lib/dates';

const nothing = () => {};
const noAnchor = { current: null };

/**
 * The date field's calendar of a prerendered page before its app has come (issue 50): the app's
 * own calendar (components/ui/calendar.tsx, as date-range-picker.tsx opens it: from the hotels'
 * today, days before it disabled, as tall as while its prices load), written hidden by the server
 * beside the page with two months, of which a phone shows the first, its styles in the page's.
 * public/before-app.js shows it under the field on a tap and picks its days by the app's rules
 * (features/search/utils/date-range.ts); its other buttons ('Próximo mês') are held for the app's
 * calendar. The app takes over what was picked (features/search/utils/dates-before-app.ts).
 * `today` is the render's: the script checks it against the phone's clock in the hotels' zone and
 * leaves a calendar of another month closed (the app's opens then). Its handlers are the
 * script's: here nothing.
 */
export function DatesBeforeApp({ today }: { today: Date }) {
  return (
    <div
      id={DATES_BEFORE_APP_ID}
      hidden
      data-today={formatIsoDay(today)}
      data-kept={SEARCH_CRITERIA_STORAGE_KEY}
    >
      <CalendarStyles />
      <Popover
        open
        onClose={nothing}
        anchorRef={noAnchor}
        id={DATES_BEFORE_APP_PANEL_ID}
        label="Escolha as datas da estadia"
      >
        <Months data-months="">
          <Calendar
            mode="range"
            numberOfMonths={2}
            dayHeight={52}
            disabled={{ before: today }}
            month={today}
            startMonth={today}
            today={today}
          />
        </Months>
      </Popover>
    </div>
  );
}

/**
 * The calendar's stylesheet, in the page's: there from the first paint, so the calendar opens
 * styled at the tap (1.7 KB compressed). Linked apart, it was asked for last on a slow phone's
 * line, seconds after the paint. The app's calendar links the library's own file when it opens.
 */
const CalendarStyles = createGlobalStyle`${calendarStyles}`;

// A phone shows one month: the first, or the second when the script marks it (an arrival kept
// in it: the app's calendar opens on the arrival's month).
const Months = styled.div`
  @media (max-width: ${TWO_MONTHS_FROM_PX - 0.02}px) {
    .rdp-month + .rdp-month,
    &[data-second-month] .rdp-month {
      display: none;
    }

    &[data-second-month] .rdp-month + .rdp-month {
      display: block;
    }
  }
`;
