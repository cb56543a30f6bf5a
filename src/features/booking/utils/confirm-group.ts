import type {
  ConfirmarReservaGrupoRequest,
  ConfirmarReservaGrupoResponse,
} from '@/api/contract/checkout';
import { isTransientFailure } from '@/lib/http/api-error';
import { confirmRoom } from '../api/confirm-room';
import { GROUP_ROLLBACK_REASON } from './group-rules';
import { type GroupCredentials, releaseRooms } from './release-rooms';

export interface GroupRoomToConfirm {
  request: ConfirmarReservaGrupoRequest;
  /** The answer of an earlier attempt (kept in the checkout): such a room is not sent again. */
  confirmed: ConfirmarReservaGrupoResponse | null;
}

/**
 * product-rules §4: confirms each room of the group in order (status_reserva 0). Rooms already
 * confirmed by an earlier attempt are skipped, so a retry or a reload never confirms twice.
 * If ANY room is refused (a 4xx: expired, cancelled, invalid guests...), every room confirmed
 * in the group (now or before) is cancelled with 'Uma ou mais reservas desse grupo não foram
 * concluídas!' and the error is rethrown.
 *
 * A transient failure (no answer, or a 5xx, even after the client's retries) is rethrown
 * WITHOUT rolling back: the room may well be confirmed on the server, and nothing was
 * refused. The group stays held and confirming again is safe (idempotent per
 * id_reservas_front), so the visitor can simply try again, now or after a reload.
 */
export async function confirmGroup(
  rooms: readonly GroupRoomToConfirm[],
  {
    credentials,
    onConfirmed,
  }: {
    /** The group's release key and whether it is a contract booking (for the rollback). */
    credentials: GroupCredentials;
    /** Called as each room is confirmed, so the checkout remembers it at once. */
    onConfirmed?: (index: number, confirmation: ConfirmarReservaGrupoResponse) => void;
  },
): Promise<ConfirmarReservaGrupoResponse[]> {
  const done: (ConfirmarReservaGrupoResponse | null)[] = rooms.map((room) => room.confirmed);
  try {
    for (const [index, room] of rooms.entries()) {
      if (done[index]) continue;
      const confirmation = await confirmRoom(room.request);
      done[index] = confirmation;
      onConfirmed?.(index, confirmation);
    }
  } catch (error) {
    if (isTransientFailure(error)) throw error;
    const confirmed = done.filter((c): c is ConfirmarReservaGrupoResponse => c !== null);
    await releaseRooms(confirmed, credentials, GROUP_ROLLBACK_REASON);
    throw error;
  }
  return done as ConfirmarReservaGrupoResponse[];
}
