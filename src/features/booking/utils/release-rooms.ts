import type { PreReservaResponse } from '@/api/contract/checkout';
import { cancelGroupReservation } from '../api/cancel-group-reservation';

export interface GroupCredentials {
  /** The group's release key; null when the API gave none (the user's token is used). */
  chaveGrupo: string | null;
  /** A contract booking cancels through /reserva-drvc/cancelar. */
  contract: boolean;
}

/**
 * Cancels each of these held rooms with the group's release key (so a visitor needs no token)
 * and says whether every one was released. Never throws: a room left behind frees itself at
 * the hold's end on the server, and the caller says so instead of 'liberados'.
 */
export async function releaseRooms(
  lines: readonly Pick<PreReservaResponse, 'id_reservas_front'>[],
  { chaveGrupo, contract }: GroupCredentials,
  reason: string,
): Promise<boolean> {
  const results = await Promise.allSettled(
    lines.map((line) =>
      cancelGroupReservation(
        {
          id_reservas_front: line.id_reservas_front,
          observacoes: reason,
          ...(chaveGrupo ? { chave_grupo: chaveGrupo } : {}),
        },
        contract,
      ),
    ),
  );
  return results.every((result) => result.status === 'fulfilled');
}
