import type { PreReservaRequest } from '@/api/contract/checkout';
import type { RoomChoice } from '@/lib/room-choice';
import type { SearchCriteria } from '@/stores/search-criteria';
import { preReservaRequest, roomsToHold } from '../utils/place-hold';

/** The pre-reservation requests these criteria and choices make (test helper). */
export function placeHoldRequests(
  criteria: SearchCriteria,
  escolhas: readonly (RoomChoice | null)[],
  identificador: string,
): PreReservaRequest[] {
  const stay = {
    data_chegada: criteria.data_chegada ?? '',
    data_partida: criteria.data_partida ?? '',
  };
  return (roomsToHold(criteria.apartamentos, escolhas, stay) ?? []).map((room) =>
    preReservaRequest(room, identificador, criteria.cupom, null),
  );
}
