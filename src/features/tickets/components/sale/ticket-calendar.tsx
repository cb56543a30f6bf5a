import { useState } from 'react';
import styled from 'styled-components';
import type { TicketDay } from '@/api/contract/tickets';
import { Calendar, type DayNote } from '@/components/ui/calendar';
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

const longDate = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * What a day shows under its number: its adult price. A closed or sold-out day shows none: it
 * is greyed and struck through (it cannot be chosen), and its name says why ('esgotado'); the
 * word at a readable 12 px is wider than a phone's day.
 */
export function dayNote(day: TicketDay | undefined): string {
  if (!day || day.fechado || day.esgotado) return '';
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
 * ('26', '4 R$ 150'), so a voice-control user can say what they see (WCAG 2.5.3), then
 * the full date and the details the screen cannot fit.
 */
export function dayButtonLabel(date: Date, day: TicketDay | undefined, selected: boolean): string {
  const shown = [String(date.getDate()), dayNote(day)].filter(Boolean).join(' ');
  return `${shown}: ${longDate.format(date)}${spokenNote(day)}${selected ? ', escolhido' : ''}`;
}

/** The day's line (its adult price) and name, for the calendar. */
function noteOf(date: Date, day: TicketDay | undefined, selected: boolean): DayNote {
  const text = dayNote(day);
  return {
    text,
    muted: day !== undefined && (day.fechado || day.esgotado),
    label: dayButtonLabel(date, day, selected),
  };
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
    <>
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
        describeDay={(date, isSelected) => noteOf(date, days.get(formatIsoDay(date)), isSelected)}
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
    </>
  );
}

const Legend = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  margin: var(--space-sm) 0 0;
  font-size: var(--font-size-sm);
  color: var(--color-grey-600);
`;
