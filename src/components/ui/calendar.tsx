import { createContext, useContext, type ComponentProps } from 'react';
import { DayButton, DayPicker, type DayButtonProps } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import styled from 'styled-components';

/** What a day shows under its date (a price) and says to screen readers. */
export interface DayNote {
  /** The short line under the date: 'R$ 150', '1.377'; empty on a day without a price. */
  text: string;
  /** The day has no price: its number is greyed, and its name says why ('esgotado'). */
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
  /** Taller days hold a line under the date (a price). */
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
    <DayButton
      day={day}
      modifiers={modifiers}
      {...buttonProps}
      aria-label={note.label}
      data-muted={note.muted ? '' : undefined}
    >
      <DayNumber>{day.date.getDate()}</DayNumber>
      {/* The blocks show on two lines; the space keeps the text '6 160', not '6160', for voice
          control and for the name check (its name opens with the same words). */}
      {note.text && ' '}
      {/* A day without a line keeps an empty one, so its number stays in line with the row's. */}
      <DayLine aria-hidden="true">{note.text || '\u00a0'}</DayLine>
    </DayButton>
  );
}

const DayNumber = styled.span`
  display: block;
  line-height: 1.1;
`;

/**
 * 12 px at the least (a price must be readable), in the 46 px of a day: a narrow spacing fits
 * six digits ('12.109') in the phone's seven columns. The colour is the day's state's
 * (`--day-note-color`, set on the day below), so a price on a chosen day is as readable as its date.
 */
const DayLine = styled.span`
  display: block;
  font-size: 0.75rem;
  line-height: 1.15;
  white-space: nowrap;
  letter-spacing: -0.04em;
  font-weight: 400;
  color: var(--day-note-color);
`;

/**
 * Every state of a day in the theme's colours (the library's defaults are a pure blue).
 * Contrast (WCAG 1.4.3, 4.5:1) on white and on each fill: the chosen days are filled with the
 * primary colour and write in white, prices included; days in between are a light grey with
 * the text colour; a day with no price says so by its greyed number (its name says why).
 */
const Frame = styled.div<{ $dayHeight: number }>`
  display: flex;
  justify-content: center;

  /* On .rdp-root itself: the library's stylesheet sets its defaults there, which a variable on
     this wrapper would not override. */
  .rdp-root {
    --rdp-accent-color: var(--color-primary);
    --rdp-accent-background-color: var(--color-grey-100);
    --rdp-range_middle-background-color: var(--color-grey-100);
    --rdp-range_middle-color: var(--color-grey-900);
    --rdp-range_start-color: var(--color-white);
    --rdp-range_end-color: var(--color-white);
    --rdp-today-color: var(--color-primary);
    --rdp-selected-border: 2px solid var(--color-primary);
    --rdp-disabled-opacity: 1;
    --rdp-outside-opacity: 1;
    --rdp-day-height: ${({ $dayHeight }) => $dayHeight}px;
    --rdp-day-width: ${({ $dayHeight }) => ($dayHeight > 40 ? 46 : 40)}px;
    --rdp-day_button-height: ${({ $dayHeight }) => $dayHeight - 2}px;
    --rdp-day_button-width: ${({ $dayHeight }) => ($dayHeight > 40 ? 46 : 38)}px;
    --day-note-color: var(--color-green);
    color: var(--color-grey-900);
  }

  .rdp-months {
    flex-wrap: nowrap;
  }

  /* A taller day stacks its line (a price) under the date. */
  .rdp-day_button {
    flex-direction: ${({ $dayHeight }) => ($dayHeight > 40 ? 'column' : 'row')};
    border-radius: var(--radius-md);
  }

  /* The chosen day keeps the size of the others: the library enlarges it, which moved the row. */
  .rdp-selected {
    font-size: inherit;
  }

  /* Today: bold in the primary colour (the library's), its number underlined. */
  .rdp-today:not(.rdp-selected) .rdp-day_button {
    font-weight: 700;
  }

  .rdp-today:not(.rdp-selected) ${DayNumber} {
    text-decoration: underline;
    text-underline-offset: 3px;
  }

  .rdp-day_button:hover:not(:disabled) {
    border-color: var(--color-primary);
  }

  .rdp-day_button:focus-visible {
    outline: 3px solid var(--color-primary);
    outline-offset: 1px;
  }

  .rdp-day_button[data-muted] {
    --day-note-color: var(--color-grey-600);
    color: var(--color-grey-600);
  }

  /* A day that cannot be chosen (past, sold out, closed): greyed and struck through. */
  .rdp-disabled .rdp-day_button {
    color: var(--color-grey-600);
    cursor: not-allowed;
  }

  .rdp-disabled ${DayNumber} {
    text-decoration: line-through;
  }

  /* A single chosen day (the visit) is filled as the ends of a range are. */
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background-color: var(--color-primary);
    color: var(--color-white);
    --day-note-color: var(--color-white);
  }

  .rdp-range_middle .rdp-day_button {
    --day-note-color: var(--color-grey-900);
  }
`;
