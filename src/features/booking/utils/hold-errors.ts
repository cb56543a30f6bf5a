import { ApiError, errorMessage, isTransientFailure } from '@/lib/http/api-error';
import type { RoomChoice } from '@/lib/room-choice';

/** Which room of the group the hold stopped at, in the guest's words. */
function roomName(index: number, escolha: RoomChoice | undefined): string {
  const what = escolha ? ` (${escolha.uh_nome}, ${escolha.hotel_nome})` : '';
  return `o quarto ${index + 1}${what}`;
}

/**
 * What the guest reads when a hold is refused: never the API's developer text (a 400 names
 * fields and formats). A sold-out room is named, so the guest knows which one to change.
 */
export function holdFailureMessage(
  error: unknown,
  index: number,
  escolha: RoomChoice | undefined,
): string {
  if (!(error instanceof ApiError) || isTransientFailure(error)) return errorMessage(error);
  const room = roomName(index, escolha);
  switch (error.status) {
    case 409:
      return `Não deu tempo: ${room} acabou de esgotar para estas datas. Escolha outro quarto para ele.`;
    case 401:
      return 'Sua sessão expirou. Clique em Continuar de novo.';
    // Club-only hotel, contract not active: the API words these refusals for the member.
    case 403:
      return error.message;
    case 400:
      return `Não foi possível reservar ${room}: a escolha não confere mais com a pesquisa (preço, hóspedes ou datas). Faça a pesquisa de novo e escolha os quartos.`;
    default:
      return `Não foi possível reservar ${room}. Faça a pesquisa de novo e escolha os quartos.`;
  }
}

/** A pre-reservation was refused; the rooms held before it were released (or free themselves). */
export class HoldRefusedError extends Error {
  constructor(
    override readonly cause: unknown,
    index: number,
    escolha: RoomChoice | undefined,
  ) {
    super(holdFailureMessage(cause, index, escolha));
    this.name = 'HoldRefusedError';
  }
}
