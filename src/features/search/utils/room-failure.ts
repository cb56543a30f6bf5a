import type { LinhaDisponibilidade } from '@/api/contract/search';

/**
 * Why a requested room has no offer in a finished search (issue 28): no room type of the
 * hotels searched seats its guests (`lotacao`), or the ones that do are sold out or closed on
 * some night (`esgotado`). Null when it has offers.
 */
export type RoomFailure = 'lotacao' | 'esgotado';

export function roomFailure(
  quarto: number,
  rows: readonly LinhaDisponibilidade[],
  unpriced: readonly LinhaDisponibilidade[],
): RoomFailure | null {
  if (rows.some((row) => row.quarto === quarto)) return null;
  // The search lists a room type for a room only when it seats the room's guests.
  return unpriced.some((row) => row.quarto === quarto) ? 'esgotado' : 'lotacao';
}
