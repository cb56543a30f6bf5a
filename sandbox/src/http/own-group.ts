import { groupKeyMatches } from '../repositories/group-keys';
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { bad } from './search-input';

/**
 * The group a request names (`identificador`), proved by its release key (`chave_grupo`): the
 * extras' and park tickets' holds of a group or of an add-on order.
 */
export function ownGroupOf(db: Db, body: Record<string, unknown>): string {
  const identificador = body.identificador;
  if (typeof identificador !== 'string' || identificador.length > 80) {
    throw bad('Informe o grupo da reserva (identificador).');
  }
  if (!groupKeyMatches(db, identificador, body.chave_grupo)) {
    throw new DomainError('not_found', 'Grupo de reservas não encontrado.');
  }
  return identificador;
}
