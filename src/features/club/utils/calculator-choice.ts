import type { UnitCode } from '@/api/contract/club';
import type {
  CalculatorOptions,
  StayQuoteRequest,
  WeekQuoteRequest,
} from '@/api/contract/points-calculator';

/**
 * What the points calculator's visitor has chosen, kept in sessionStorage as they choose, so a
 * reload shows the same figures. Dates are dd/MM/yyyy, as the wire's.
 */
export type CalculatorMode = 'estadia' | 'semana';

export interface CalculatorChoice {
  modo: CalculatorMode;
  hotel: number | null;
  uh: number | null;
  adultos: number;
  chegada: string | null;
  partida: string | null;
  empreendimento: number | null;
  br: UnitCode | null;
  inicio: string | null;
}

export const EMPTY_CHOICE: CalculatorChoice = {
  modo: 'estadia',
  hotel: null,
  uh: null,
  adultos: 2,
  chegada: null,
  partida: null,
  empreendimento: null,
  br: null,
  inicio: null,
};

const KEY = 'calculadora-pontos';

export function readCalculatorChoice(): CalculatorChoice {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return EMPTY_CHOICE;
    const saved = JSON.parse(raw) as Partial<CalculatorChoice>;
    // Only the known fields, over the empty choice: an older shape is never half-read.
    const known = Object.fromEntries(
      Object.keys(EMPTY_CHOICE).flatMap((k) =>
        k in saved ? [[k, saved[k as keyof CalculatorChoice]]] : [],
      ),
    );
    return { ...EMPTY_CHOICE, ...known };
  } catch {
    return EMPTY_CHOICE;
  }
}

export function saveCalculatorChoice(choice: CalculatorChoice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Storage full or unavailable: the calculator still works, only a reload forgets.
  }
}

/** The stay's request once its room type and both dates are chosen, else null. */
export function stayRequestOf(c: CalculatorChoice): StayQuoteRequest | null {
  if (c.uh === null || c.chegada === null || c.partida === null) return null;
  return { uh_id: c.uh, chegada: c.chegada, partida: c.partida, adultos: c.adultos };
}

/** The week's request once its resort, unit and Saturday are chosen, else null. */
export function weekRequestOf(c: CalculatorChoice): WeekQuoteRequest | null {
  if (c.empreendimento === null || c.br === null || c.inicio === null) return null;
  return { empreendimento_id: c.empreendimento, br: c.br, inicio: c.inicio };
}

/** The chosen room type is one of the chosen hotel's, as the options list them. */
export function offersRoomType(options: CalculatorOptions, c: CalculatorChoice): boolean {
  const hotel = options.hoteis.find((h) => h.hotel_id === c.hotel);
  const type = hotel?.unidades.find((u) => u.uh_id === c.uh);
  return type !== undefined && c.adultos >= 1 && c.adultos <= type.max_adultos;
}

/** The chosen unit type is one of the chosen resort's. */
export function offersUnit(options: CalculatorOptions, c: CalculatorChoice): boolean {
  const resort = options.empreendimentos.find((r) => r.empreendimento_id === c.empreendimento);
  return resort?.unidades.some((u) => u.br === c.br) ?? false;
}
