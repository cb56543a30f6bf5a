import { createContext, useContext, type ComponentProps } from 'react';
import { DayButton, DayPicker, type DayButtonProps } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import styled from 'styled-components';

/** What a day shows under its date (a price, 'esgotado') and says to screen readers. */
export interface DayNote {
  /** The short line under the date: 'R$ 150', 'esgotado'. */
  text: string;
  /** Shown plainly, not as an offer: the day has no price. */
  muted?: boolean;
  /**
   * The button's whole name. It opens with what the button shows ('4 R$ 150'), so that a
   * voice-control user can say what they see (WCAG 2.5.3), then the full date and the details
   * the screen cannot fit.
   */
  label: string;
}

/** A day's note, or none (the picker's own name then). `selected`: in the selection. */
export type DescribeDay = (date: Date, selected: boolean) => DayNote | undefined;

const DescribeDayContext = createContext<DescribeDay>(() => undefined);

/**
 * The site's one calendar (product-rules §2, §4, §9): react-day-picker in pt-BR, weeks from Sunday, in
 * the theme's colours. The search's date range and the ticket sale's visit day are both this
 * picker; `describeDay` puts a line under each day (the ticket's price, the night's price).
 * Import it only from lazily loaded modules: with date-fns it stays off the first route.
 */
export function Calendar({
  dayHeight = 40,
  describeDay,
  components,
  ...props
}: ComponentProps<typeof DayPicker> & {
  /** Taller days hold a line under the date (a price or 'esgotado'). */
  dayHeight?: number;
  describeDay?: DescribeDay;
}) {
  const picker = (
    <DayPicker
      locale={ptBR}
      weekStartsOn={0}
      components={describeDay ? { ...components, DayButton: NotedDayButton } : components}
      {...props}
    />
  );
  return (
    <Frame $dayHeight={dayHeight}>
      {describeDay ? (
        <DescribeDayContext.Provider value={describeDay}>{picker}</DescribeDayContext.Provider>
      ) : (
        picker
      )}
    </Frame>
  );
}

/** The day's button with its note under the date; its name is the note's, so they always match. */
function NotedDayButton({ day, modifiers, ...buttonProps }: DayButtonProps) {
  const describe = useContext(DescribeDayContext);
  const note = modifiers.outside ? undefined : describe(day.date, Boolean(modifiers.selected));
  if (!note) return <DayButton day={day} modifiers={modifiers} {...buttonProps} />;
  return (
    <DayButton day={day} modifiers={modifiers} {...buttonProps} aria-label={note.label}>
      <DayNumber>{day.date.getDate()}</DayNumber>
      {/* The blocks show on two lines; the space keeps the text '6 R$ 160', not '6R$ 160',
          for voice control and for the name check (its name opens with the same words). */}
      {note.text && ' '}
      {note.text && (
        <DayLine aria-hidden="true" $muted={Boolean(note.muted)}>
          {note.text}
        </DayLine>
      )}
    </DayButton>
  );
}

const DayNumber = styled.span`
  display: block;
  line-height: 1.1;
`;

const DayLine = styled.span<{ $muted: boolean }>`
  display: block;
  font-size: 0.625rem;
  line-height: 1.1;
  white-space: nowrap;
  letter-spacing: -0.02em;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.grey900 : theme.colors.green)};
  font-weight: ${({ $muted }) => ($muted ? 400 : 600)};
`;

const Frame = styled.div<{ $dayHeight: number }>`
  --rdp-accent-color: ${({ theme }) => theme.colors.primary};
  --rdp-accent-background-color: ${({ theme }) => theme.colors.grey100};
  --rdp-range_middle-background-color: ${({ theme }) => theme.colors.grey100};
  --rdp-day-height: ${({ $dayHeight }) => $dayHeight}px;
  --rdp-day-width: ${({ $dayHeight }) => ($dayHeight > 40 ? 46 : 40)}px;
  --rdp-day_button-height: ${({ $dayHeight }) => $dayHeight - 2}px;
  --rdp-day_button-width: ${({ $dayHeight }) => ($dayHeight > 40 ? 44 : 38)}px;
  display: flex;
  justify-content: center;

  .rdp-months {
    flex-wrap: nowrap;
  }

  /* A taller day stacks its line (a price, 'esgotado') under the date. */
  .rdp-day_button {
    flex-direction: ${({ $dayHeight }) => ($dayHeight > 40 ? 'column' : 'row')};
  }
`;
