import type { FastifyRequest } from 'fastify';
import { USER_TYPE_CLUB_MEMBER } from '../../../../src/api/contract/user';
import type { Db } from '../../db/types';
import { userSession } from '../../http/auth';
import type { Session } from '../../http/sessions';
import { ownContract, type ContractRow } from '../../repositories/club-contracts';
import { DomainError } from '../../shared/domain-error';
import { asBody, bad, type Body } from '../../shared/input';

/**
 * Who may use the club's calls (product-rules §7): a registered member (type 14) and only their
 * own contracts. Shared by the contracts, the deposits and the contract bookings.
 */

export const CLUB_MESSAGES = {
  membersOnly: 'Área exclusiva para associados do Aurora VIP Club.',
  notFound: 'Contrato não encontrado.',
} as const;

/** Contract numbers look like DRVC-2021-00457; anything longer or stranger is refused. */
const CONTRACT_NUMBER = /^[A-Za-z0-9-]{1,30}$/;

/** The body's `numero_contrato`, or a 400 naming the field. */
export function contractNumberOf(body: Body): string {
  const numero = body.numero_contrato;
  if (typeof numero !== 'string' || !CONTRACT_NUMBER.test(numero.trim())) {
    throw bad('Informe o número do contrato (ex.: DRVC-2021-00457).');
  }
  return numero;
}

/** The caller's session when they are a club member; 403 for anyone else. */
export function clubMember(request: FastifyRequest): Session {
  const session = userSession(request);
  if (session.user.usuario_tipo_id !== USER_TYPE_CLUB_MEMBER || session.user.temporario === 1) {
    throw new DomainError('forbidden', CLUB_MESSAGES.membersOnly);
  }
  return session;
}

/** The contract named by `numero_contrato`: 400 when malformed, 404 when not the caller's. */
export function namedContract(db: Db, request: FastifyRequest, session: Session): ContractRow {
  const contract = ownContract(db, session.user.id, contractNumberOf(asBody(request.body)));
  if (!contract) throw new DomainError('not_found', CLUB_MESSAGES.notFound);
  return contract;
}
