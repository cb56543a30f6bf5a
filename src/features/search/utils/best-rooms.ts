import { PENSOES, type LinhaDisponibilidade, type Pensao } from '@/api/contract/search';

/**
 * The best rooms for the party (issue 28 part 4), from a finished search: per hotel, the
 * cheapest way to give every requested room a room type of that hotel, one hotel for the whole
 * group (product-rules §10). The search already applied the occupancy rules: a room's rows are the
 * room types that seat its guests (adults up to the type's maximum, adults and children up to its
 * capacity), priced for them (children from 11 pay the child tariff). What is left here:
 * - each room takes the cheapest meal plan among those asked (all four when none is);
 * - a room type goes to no more rooms than it has units free on every night (`disponiveis`);
 * - a hotel that cannot seat every room is not proposed.
 * Pure; the search feature's README, "Best rooms for the party", has the rules.
 */

export interface RoomPick {
  quarto: number;
  row: LinhaDisponibilidade;
  pensao: Pensao;
  /** The stay's total of this room, in reais (the plan's promotional total). */
  total: number;
}

export interface HotelSet {
  id_hotel: number;
  hotel_nome: string;
  /** One per requested room, in room order. */
  picks: RoomPick[];
  total: number;
  qtd_noites: number;
}

const PROMO_FIELD = {
  sem: 'valor_hospedagem_promo',
  cafe: 'valor_cafe_promo',
  meia: 'valor_meia_promo',
  inteira: 'valor_inteira_promo',
} as const satisfies Record<Pensao, keyof LinhaDisponibilidade>;

/** The cheapest plan of a row among `pensoes` (all when empty), and its stay total. */
function cheapestPlan(row: LinhaDisponibilidade, pensoes: readonly Pensao[]) {
  let best: { pensao: Pensao; total: number } | null = null;
  for (const pensao of pensoes.length > 0 ? pensoes : PENSOES) {
    const total = row[PROMO_FIELD[pensao]];
    if (total > 0 && (best === null || total < best.total)) best = { pensao, total };
  }
  return best;
}

/** The cheapest assignment for one hotel's rows, or null when some room cannot be seated. */
function bestForHotel(
  rows: readonly LinhaDisponibilidade[],
  roomCount: number,
  pensoes: readonly Pensao[],
): RoomPick[] | null {
  // Each room's options, cheapest first (so the search below finds a good bound early).
  const options: RoomPick[][] = Array.from({ length: roomCount }, () => []);
  for (const row of rows) {
    const plan = row.quarto < roomCount && row.disponiveis > 0 ? cheapestPlan(row, pensoes) : null;
    if (plan) options[row.quarto]!.push({ quarto: row.quarto, row, ...plan });
  }
  if (options.some((list) => list.length === 0)) return null;
  for (const list of options) list.sort((a, b) => a.total - b.total);

  // Depth-first over the rooms (at most 5, a handful of room types each), keeping the units.
  // In whole cents: sums of reais in floating point would make equal sets differ by a hair.
  const cents = (pick: RoomPick) => Math.round(pick.total * 100);
  let best: RoomPick[] | null = null;
  let bestTotal = Number.POSITIVE_INFINITY;
  const used = new Map<number, number>();
  const chosen: RoomPick[] = [];
  const visit = (room: number, sum: number) => {
    if (sum >= bestTotal) return;
    if (room === roomCount) {
      best = [...chosen];
      bestTotal = sum;
      return;
    }
    for (const pick of options[room]!) {
      const taken = used.get(pick.row.id_uh) ?? 0;
      if (taken >= pick.row.disponiveis) continue;
      used.set(pick.row.id_uh, taken + 1);
      chosen.push(pick);
      visit(room + 1, sum + cents(pick));
      chosen.pop();
      used.set(pick.row.id_uh, taken);
    }
  };
  visit(0, 0);
  return best;
}

/**
 * Per hotel that can seat every requested room, its cheapest set, the cheapest hotel first
 * (ties keep the API's order).
 */
export function bestRoomSets(
  rows: readonly LinhaDisponibilidade[],
  roomCount: number,
  pensoes: readonly Pensao[] = [],
): HotelSet[] {
  const byHotel = new Map<number, LinhaDisponibilidade[]>();
  for (const row of rows) {
    const list = byHotel.get(row.id_hotel);
    if (list) list.push(row);
    else byHotel.set(row.id_hotel, [row]);
  }
  const sets: HotelSet[] = [];
  for (const [id_hotel, list] of byHotel) {
    const picks = bestForHotel(list, roomCount, pensoes);
    if (!picks) continue;
    const total = picks.reduce((sum, pick) => sum + Math.round(pick.total * 100), 0) / 100;
    sets.push({
      id_hotel,
      hotel_nome: list[0]!.hotel_nome,
      picks,
      total,
      qtd_noites: list[0]!.qtd_noites,
    });
  }
  return sets.sort((a, b) => a.total - b.total);
}
