import type {
  DiaCalendario,
  EstadiaCalendario,
  MotivoSemPreco,
} from '@/api/contract/price-calendar';
import { formatCurrency, formatThousands } from '@/lib/format';
import { installmentText } from '@/lib/payment-terms/installment-text';

/**
 * What each day of the search's calendar says (issue 28): under the date, the night's lowest
 * price, or, once an arrival is chosen, the total of the stay that would end that day; to screen
 * readers, the same with the full date and the cents. Pure, for the picker and its tests.
 */

/** The line a day shows and the sentence behind it (without the date). */
export interface CalendarNote {
  /** Under the date: '320', '1.134'; empty on a day without a price (its number is greyed). */
  text: string;
  /** Not an offer: no price that day. */
  muted: boolean;
  /** 'a partir de R$ 320,00 por noite', '2 noites: a partir de R$ 640,00'. */
  sentence: string;
  /**
   * The server's terms of that price (issue 52): 'ou 10x de R$ 64,00 sem juros · R$ 608,00 no
   * PIX'; null without. A stay's are in its sentence too (its total is what the guest pays).
   */
  terms: string | null;
}

/**
 * Whole reais, never above the price (the cell says 'a partir de'), without 'R$': a stay's total
 * of 5 rooms reaches six digits, and a day is 44 px wide. The legend says the figures are reais.
 */
const shortPrice = (value: number) => formatThousands(Math.floor(value));

/**
 * Why a day has no price, said in its name and the line under the calendar. No word under the
 * date: 'esgotado' at a readable 12 px is wider than a phone's day (46 px); the greyed number
 * says 'no price'.
 */
const REASONS: Record<MotivoSemPreco, string> = {
  esgotado: 'esgotado',
  fechado: 'sem venda neste dia',
  // The results' words for the same reason (results-done.tsx, room-failure.ts).
  sem_acomodacao: 'nenhum tipo de quarto acomoda estes hóspedes',
};

/** A day's night: its lowest price for the party, or why it has none. */
export function nightNote(day: DiaCalendario): CalendarNote {
  if (day.valor !== null) {
    return {
      text: shortPrice(day.valor),
      muted: false,
      sentence: `a partir de ${formatCurrency(day.valor)} por noite`,
      terms: installmentText(day.parcelamento),
    };
  }
  return { text: '', muted: true, sentence: REASONS[day.motivo ?? 'esgotado'], terms: null };
}

const nights = (n: number) => `${n} ${n === 1 ? 'noite' : 'noites'}`;

/** A departure day from the chosen arrival: the stay's lowest total, or why there is none. */
export function stayNote(stay: EstadiaCalendario): CalendarNote {
  if (stay.valor !== null) {
    const terms = installmentText(stay.parcelamento);
    return {
      text: shortPrice(stay.valor),
      muted: false,
      sentence:
        `${nights(stay.noites)}: a partir de ${formatCurrency(stay.valor)}` +
        (terms ? `, ${terms}` : ''),
      terms,
    };
  }
  return {
    text: '',
    muted: true,
    sentence: `${nights(stay.noites)}: nenhum quarto livre para o grupo em todas as noites`,
    terms: null,
  };
}

const longDate = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * The day button's name: what it shows first ('12 320', for voice control, WCAG 2.5.3), then
 * the full date and the sentence.
 */
export function calendarDayLabel(date: Date, note: CalendarNote, selected: boolean): string {
  const shown = [String(date.getDate()), note.text].filter(Boolean).join(' ');
  return `${shown}: ${longDate.format(date)}, ${note.sentence}${selected ? ', escolhido' : ''}`;
}
