import type { AdminEnvelope } from '@/api/contract/common';
import { ApiError, SERVER_ERROR_MESSAGE } from './api-error';

/** The admin API answers `{ tipo, resposta }`; anything but 'sucesso' is a failure. */
export function unwrapAdmin<T>(envelope: AdminEnvelope<T>): T {
  if (envelope?.tipo !== 'sucesso') throw new ApiError(SERVER_ERROR_MESSAGE, 200);
  return envelope.resposta;
}
