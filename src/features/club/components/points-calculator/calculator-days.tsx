import { Calendar } from '@/components/ui/calendar';
import { addDays, formatWireDate, parseWireDate, today as hotelToday } from '@/lib/dates';
import type { CalculatorChoice } from '../../utils/calculator-choice';

/** How far ahead a stay or a week may be quoted (the sandbox's QUOTE_MAX_DAYS for weeks). */
const DAYS_AHEAD = 730;

const parse = (wire: string | null) => (wire ? parseWireDate(wire) : null) ?? undefined;

/**
 * The site's calendar, for the calculator: a stay's arrival and departure, or a week's Saturday
 * (the other days cannot be chosen). Days before today cannot be chosen either.
 */
export function CalculatorDays({
  choice,
  choose,
}: {
  choice: CalculatorChoice;
  choose: (change: Partial<CalculatorChoice>) => void;
}) {
  const today = hotelToday();
  const limits = { startMonth: today, endMonth: addDays(today, DAYS_AHEAD) };
  const outside = [{ before: today }, { after: addDays(today, DAYS_AHEAD) }];
  if (choice.modo === 'semana') {
    const chosen = parse(choice.inicio);
    return (
      <Calendar
        mode="single"
        {...limits}
        defaultMonth={chosen ?? today}
        selected={chosen}
        onSelect={(day) => choose({ inicio: day ? formatWireDate(day) : null })}
        // Weeks run Saturday to Saturday: only Saturdays start one.
        disabled={[...outside, { dayOfWeek: [0, 1, 2, 3, 4, 5] }]}
      />
    );
  }
  const from = parse(choice.chegada);
  const to = parse(choice.partida);
  return (
    <Calendar
      mode="range"
      {...limits}
      defaultMonth={from ?? today}
      selected={from ? { from, to } : undefined}
      onSelect={(range) => {
        const arrival = range?.from;
        const departure = range?.to && arrival && range.to > arrival ? range.to : undefined;
        choose({
          chegada: arrival ? formatWireDate(arrival) : null,
          partida: departure ? formatWireDate(departure) : null,
        });
      }}
      disabled={outside}
    />
  );
}
