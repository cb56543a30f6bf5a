import type { IngressosReservados } from '@/api/contract/stay-tickets';
import type { TicketCategory, TicketLineRequest } from '@/api/contract/tickets';
import type { HeldRoom } from '../stores/checkout';

/**
 * The park tickets offered with a stay (README, "Complete sua estadia"): the party's tickets
 * first proposed from the held rooms' guests, and what a day's choice costs. The server checks
 * the prices and the sale's rules (meia-entrada, companions) on every hold.
 */

/** The ticket sale's age bands (sandbox README, "Tickets"): free to 3, child 4 to 11. */
const FREE_CHILD_MAX_AGE = 3;
const CHILD_MAX_AGE = 11;
/** The most people one purchase may let in (the ticket sale's limit). */
export const MAX_TICKETS_PER_DAY = 30;

/** 'Cancelamento…' of a park ticket: the buyer's withdrawal (CDC art. 49), as the sale's. */
export const TICKET_CANCELLATION_RULE =
  'Cancelamento grátis em até 7 dias da compra, antes do dia da visita (CDC, art. 49).';

/** The party of the held group: its adults and its children's ages. */
export function partyOf(rooms: readonly HeldRoom[]): { adults: number; childAges: number[] } {
  return {
    adults: rooms.reduce((sum, room) => sum + room.qtd_adultos, 0),
    childAges: rooms.flatMap((room) => room.idades_criancas.map(Number)),
  };
}

/** The categories the party maps to: adult, paying child and free child (others: meia). */
export function mainCategories(categorias: readonly TicketCategory[]) {
  return {
    adult: categorias.find((c) => c.grupo === 'adulto'),
    child: categorias.find((c) => c.grupo === 'crianca' && c.cti_valor > 0),
    freeChild: categorias.find((c) => c.grupo === 'crianca' && c.cti_valor === 0),
  };
}

/** How many of each category the party needs, by age (cti_id -> quantity). */
export function partyQuantities(
  categorias: readonly TicketCategory[],
  party: { adults: number; childAges: number[] },
): Record<number, number> {
  const { adult, child, freeChild } = mainCategories(categorias);
  const quantities: Record<number, number> = {};
  const add = (category: TicketCategory | undefined, n = 1) => {
    if (category) quantities[category.cti_id] = (quantities[category.cti_id] ?? 0) + n;
  };
  add(adult, party.adults);
  for (const age of party.childAges) {
    if (age <= FREE_CHILD_MAX_AGE) add(freeChild);
    else if (age <= CHILD_MAX_AGE) add(child);
    else add(adult);
  }
  return quantities;
}

/** The lines of a day's choice, as the hold sends them (categories with a quantity). */
export function ticketLines(
  categorias: readonly TicketCategory[],
  quantities: Record<number, number>,
): TicketLineRequest[] {
  return categorias
    .filter((c) => (quantities[c.cti_id] ?? 0) > 0)
    .map((c) => ({ cti_id: c.cti_id, qtd: quantities[c.cti_id]!, valor_unitario: c.cti_valor }));
}

export const linesTotal = (lines: readonly TicketLineRequest[]) =>
  lines.reduce((sum, line) => sum + line.qtd * line.valor_unitario, 0);

export const linesPeople = (lines: readonly { qtd: number }[]) =>
  lines.reduce((sum, line) => sum + line.qtd, 0);

/** '2 × Adulto, 1 × Criança de 4 a 11 anos' for a day's held tickets. */
export const heldTicketsSummary = (tickets: Pick<IngressosReservados, 'ingressos'>) =>
  tickets.ingressos.map((line) => `${line.qtd} × ${line.cti_nome}`).join(', ');
