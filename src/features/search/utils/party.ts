import type { Apartamento } from '@/api/contract/booking';
import type { QuartoCalendario } from '@/api/contract/price-calendar';

/** The site's new room: what is priced before the guest has set the rooms (2 adults). */
const DEFAULT_PARTY: QuartoCalendario[] = [{ qtd_adultos: 2, criancas: [] }];

/**
 * The party the calendar and the alternatives price (issue 28): the search's rooms, each by its
 * adults and children's ages, or the default room when none is set.
 */
export function partyOf(rooms: Apartamento[]): QuartoCalendario[] {
  if (rooms.length === 0) return DEFAULT_PARTY;
  return rooms.map((room) => ({
    qtd_adultos: room.qtd_adultos,
    criancas: room.criancas.map((child) => ({ idade: Number(child.idade) })),
  }));
}
