import { groupKeyMatches } from '../repositories/group-keys';
import type { Db } from '../db/types';
import { DomainError } from '../shared/domain-error';
import { optional, textWith } from '../shared/request-fields';

/**
 * The group a request names (`identificador`), proved by its release key (`chave_grupo`): the
 * extras' and park tickets' holds of a group or of an add-on order.
 */
export function ownGroupOf(
  db: Db,
  { identificador, chave_grupo }: { identificador: string; chave_grupo?: string },
): string {
  if (!groupKeyMatches(db, identificador, chave_grupo)) {
    throw new DomainError('not_found', 'Grupo de reservas não encontrado.');
  }
  return identificador;
}

/** The fields that name a group and prove it, in a body's schema. */
export const ownGroupFields = {
  identificador: textWith('Informe o grupo da reserva (identificador).', 80),
  chave_grupo: optional(textWith('Grupo de reservas não encontrado.', 200)),
};
