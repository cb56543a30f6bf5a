import { createContext, useContext, useState } from 'react';
import { DayButton, type DayButtonProps } from 'react-day-picker';
import styled from 'styled-components';
import type { TicketDay } from '@/api/contract/tickets';
import { Calendar } from '@/components/ui/calendar';
import { Spinner } from '@/components/ui/spinner';
import { addDays, formatIsoDay } from '@/lib/dates';
import { useSaleCalendar } from '../../hooks/use-sale-calendar';

/** How far ahead the calendar pages (the sale's season). */
const MONTHS_AHEAD_DAYS = 365;

export interface TicketCalendarProps {
  selected: Date | null;
  today: Date;
  onSelect: (day: Date) => void;
}

const DaysContext = createContext<ReadonlyMap<string, TicketDay>>(new Map());

const longDate = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** What a day says under its number, and to screen readers. */
export function dayNote(day: TicketDay | undefined): string {
  if (!day) return '';
  if (day.fechado) return 'fechado';
  if (day.esgotado) return 'esgotado';
  return day.valor_inteira === null ? '' : `R$ ${day.valor_inteira}`;
}

function spokenNote(day: TicketDay | undefined): string {
  if (!day) return '';
  if (day.fechado) return `, parque fechado${day.motivo_fechado ? `: ${day.motivo_fechado}` : ''}`;
  if (day.esgotado) return ', esgotado';
  const few = day.restantes <= 20 ? `, restam ${day.restantes} ingressos` : '';
  return day.valor_inteira === null ? few : `, adulto R$ ${day.valor_inteira},00${few}`;
}

/**
 * The day's name for screen readers and voice control. It opens with what the button shows
 * ('26 fechado', '4 R$ 150'), so a voice-control user can say what they see (WCAG 2.5.3), then
 * the full date and the details the screen cannot fit.
 */
export function dayButtonLabel(date: Date, day: TicketDay | undefined, selected: boolean): string {
  const shown = [String(date.getDate()), dayNote(day)].filter(Boolean).join(' ');
  return `${shown}: ${longDate.format(date)}${spokenNote(day)}${selected ? ', escolhido' : ''}`;
}

/**
 * The day's button with its price (or 'esgotado') under the date. Its name is built here from
 * the days in context, not by the picker's labels, so it always matches what the button shows.
 */
function PricedDayButton({ day, modifiers, ...buttonProps }: DayButtonProps) {
  const days = useContext(DaysContext);
  const info = modifiers.outside ? undefined : days.get(formatIsoDay(day.date));
  const note = dayNote(info);
  return (
    <DayButton
      day={day}
      modifiers={modifiers}
      {...buttonProps}
      aria-label={dayButtonLabel(day.date, info, Boolean(modifiers.selected))}
    >
      <DayNumber>{day.date.getDate()}</DayNumber>
      {/* The blocks show on two lines; the space keeps the text '6 R$ 160', not '6R$ 160',
          for voice control and for the name check (its name opens with the same words). */}
      {note && ' '}
      {note && (
        <DayNote aria-hidden="true" $soldOut={note === 'esgotado' || note === 'fechado'}>
          {note}
        </DayNote>
      )}
    </DayButton>
  );
}

/**
 * The visit day (issue 13): the site's calendar, each day with its adult price or 'esgotado'.
 * Sold-out and closed days, and days before today, cannot be chosen. Without the API's
 * calendar (an extension) the days show no figures and the purchase checks the places itself.
 */
export default function TicketCalendar({ selected, today, onSelect }: TicketCalendarProps) {
  const [month, setMonth] = useState(selected ?? today);
  const calendar = useSaleCalendar(month, today);
  const { days } = calendar;
  const blocked = (date: Date) => {
    const info = days.get(formatIsoDay(date));
    return info !== undefined && (info.fechado || info.esgotado);
  };
  return (
    <DaysContext.Provider value={days}>
      <Calendar
        mode="single"
        dayHeight={52}
        month={month}
        onMonthChange={setMonth}
        startMonth={today}
        endMonth={addDays(today, MONTHS_AHEAD_DAYS)}
        selected={selected ?? undefined}
        onSelect={(day) => {
          if (day) onSelect(day);
        }}
        disabled={[{ before: today }, { after: addDays(today, MONTHS_AHEAD_DAYS) }, blocked]}
        components={{ DayButton: PricedDayButton }}
      />
      <Legend>
        {calendar.status === 'loading' && (
          <Spinner size="small" label="Carregando preços e vagas" />
        )}
        {calendar.status === 'unavailable' ? (
          <span>
            Não foi possível mostrar preços e vagas por dia. Escolha a data: os valores aparecem em
            seguida.
          </span>
        ) : (
          <span>
            Preço do ingresso adulto em cada dia. Dias esgotados ou com o parque fechado não podem
            ser escolhidos.
          </span>
        )}
      </Legend>
    </DaysContext.Provider>
  );
}

const DayNumber = styled.span`
  display: block;
  line-height: 1.1;
`;

const DayNote = styled.span<{ $soldOut: boolean }>`
  display: block;
  font-size: 0.625rem;
  line-height: 1.1;
  white-space: nowrap;
  letter-spacing: -0.02em;
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.grey900 : theme.colors.green)};
  font-weight: ${({ $soldOut }) => ($soldOut ? 400 : 600)};
`;

const Legend = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.grey600};
`;
