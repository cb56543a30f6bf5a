import type {
  LinhaDisponibilidade,
  PacoteParque,
  Pensao,
  TarifaNoite,
} from '@/api/contract/search';

/**
 * The rate chosen on the results for one requested room: a search row and a meal plan, with
 * what the pre-reservation needs. The search feature makes it; the checkout keeps it while the
 * guest chooses, and freezes it at the hold.
 */
export interface RoomChoice {
  id_hotel: number;
  hotel_nome: string;
  id_uh: number;
  uh_nome: string;
  id_allotx_tipo_uh: number;
  tarifa: string;
  array_tarifa: TarifaNoite[];
  /** Meal plan code: 'sem' | 'cafe' | 'meia' | 'inteira'. */
  cod_pensao: Pensao;
  qtd_noites: number;
  /** Original stay total of the plan, in reais. */
  valor_original: number;
  /** Stay total charged (promotional total of the plan), in reais. */
  valor_total: number;
  /**
   * Chosen as 'Hospedagem + Parque' (issue 29 part 3): the row's package, held with the room
   * (its tickets cost `packageTicketsPrice`); absent for the room alone.
   */
  pacote_parque?: PacoteParque;
  /**
   * What the member rate would take off this plan's total, in reais, for a visitor (the row's
   * `economia_cadastrados`): the guests step offers the account with it. Absent when none.
   */
  economia_cliente?: number;
}

/** What a package's park tickets cost, after its saving (whole reais). */
export const packageTicketsPrice = (pacote: PacoteParque): number =>
  pacote.valor_ingressos - pacote.desconto;

/** Which fields of a search row hold each meal plan's original and promotional totals. */
const PLAN_TOTALS = {
  sem: ['valor_sem', 'valor_hospedagem_promo'],
  cafe: ['valor_cafe', 'valor_cafe_promo'],
  meia: ['valor_meia', 'valor_meia_promo'],
  inteira: ['valor_inteira', 'valor_inteira_promo'],
} as const satisfies Record<
  Pensao,
  readonly [keyof LinhaDisponibilidade, keyof LinhaDisponibilidade]
>;

/**
 * The choice `row` makes with meal plan `pensao` (and its park package, `withPark`): only that
 * plan's totals count.
 */
export function roomChoice(
  row: LinhaDisponibilidade,
  pensao: Pensao,
  withPark = false,
): RoomChoice {
  const [original, promo] = PLAN_TOTALS[pensao];
  return {
    id_hotel: row.id_hotel,
    hotel_nome: row.hotel_nome,
    id_uh: row.id_uh,
    uh_nome: row.uh_nome,
    id_allotx_tipo_uh: row.id_allotx_tipo_uh,
    tarifa: row.tarifa,
    array_tarifa: row.array_tarifa,
    cod_pensao: pensao,
    qtd_noites: row.qtd_noites,
    valor_original: row[original],
    valor_total: row[promo],
    ...(withPark && row.pacote_parque ? { pacote_parque: row.pacote_parque } : {}),
    ...(row.economia_cadastrados?.[pensao]
      ? { economia_cliente: row.economia_cadastrados[pensao] }
      : {}),
  };
}

// --- A group is one hotel (docs/product-rules.md, "A group is one hotel") ----------------------

interface HotelOfChoice {
  id_hotel: number;
  hotel_nome: string;
}

/**
 * Why room `quarto` cannot take a rate of hotel `idHotel`, given the other rooms' choices (the
 * identificador names one hotel, and payment describes one hotel); null when it can.
 */
export function notCombinableReason(
  escolhas: readonly (HotelOfChoice | null)[],
  quarto: number,
  idHotel: number,
): string | null {
  const other = escolhas.findIndex((c, i) => i !== quarto && c !== null && c.id_hotel !== idHotel);
  if (other < 0) return null;
  return `Um grupo de quartos é de um só hotel, e o quarto ${other + 1} já está no ${escolhas[other]!.hotel_nome}.`;
}

/** The message when these choices span several hotels; null when they are one hotel's. */
export function mixedHotelsMessage(escolhas: readonly (HotelOfChoice | null)[]): string | null {
  const hotels = new Set(escolhas.flatMap((c) => (c ? [c.id_hotel] : [])));
  return hotels.size > 1
    ? 'Um grupo de quartos é de um só hotel: escolha todos os quartos no mesmo hotel ou faça uma reserva para cada hotel.'
    : null;
}
