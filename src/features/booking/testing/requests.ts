import type { PreReservaRequest } from '@/api/contract/checkout';
import type { BookingDraft } from '@/stores/booking-draft';
import { preReservaRequest, roomsToHold } from '../utils/place-hold';

/** The pre-reservation requests a draft makes (test helper). */
export function placeHoldRequests(draft: BookingDraft, identificador: string): PreReservaRequest[] {
  const stay = { data_chegada: draft.data_chegada ?? '', data_partida: draft.data_partida ?? '' };
  return (roomsToHold(draft, stay) ?? []).map((room) =>
    preReservaRequest(room, identificador, draft.cupom, null),
  );
}
