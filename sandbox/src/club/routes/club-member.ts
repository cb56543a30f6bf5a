import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { UnitCode } from '../../../../src/api/contract/club';
import { USER_TYPE_CLUB_MEMBER } from '../../../../src/api/contract/user';
import type { Db } from '../../db/types';
import { userSession } from '../../http/auth';
import type { Session } from '../../http/sessions';
import { ownContract, type ContractRow } from '../../repositories/club-contracts';
import { permissionsOf } from '../../repositories/users';
import { DomainError } from '../../shared/domain-error';
import Type from 'typebox';

/**
 * Who may use the club's calls (product-rules §7): a registered member (type 14) and only their
 * own contracts. Shared by the contracts, the deposits and the contract bookings.
 */

export const CLUB_MESSAGES = {
  membersOnly: 'Área exclusiva para associados do Aurora VIP Club.',
  notFound: 'Contrato não encontrado.',
} as const;

/** `numero_contrato`: contract numbers look like DRVC-2021-00457; anything else is refused. */
export const contractNumber = Type.String({
  pattern: '^\\s*[A-Za-z0-9-]{1,30}\\s*$',
  erro: 'Informe o número do contrato (ex.: DRVC-2021-00457).',
});

/** `br`: a resort's unit type, H, S or 1 to 4 bedrooms. */
export const unitCode = Type.Unsafe<UnitCode>({
  type: 'string',
  enum: ['H', 'S', '1', '2', '3', '4'],
  erro: 'Tipo de unidade inválido: use H, S ou 1 a 4.',
});

/** The token of a club e-mail's link (the terms' acceptance, a deposit's order): base64url. */
export const clubLinkToken = (message: string) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]{16,100}$', erro: message });

/** The same, where '' means every contract. */
export const contractNumberOrAll = Type.String({
  pattern: '^\\s*([A-Za-z0-9-]{1,30})?\\s*$',
  erro: 'Informe o número do contrato (ex.: DRVC-2021-00457).',
});

/** The caller's session when they are a club member; 403 for anyone else. */
export function clubMember(request: FastifyRequest): Session {
  const session = userSession(request);
  if (session.user.usuario_tipo_id !== USER_TYPE_CLUB_MEMBER || session.user.temporario === 1) {
    throw new DomainError('forbidden', CLUB_MESSAGES.membersOnly);
  }
  return session;
}

/**
 * An onRequest hook after requireUser: the club's calls answer 403 to anyone but a member
 * before their input is read.
 */
export async function requireClubMember(request: FastifyRequest): Promise<void> {
  clubMember(request);
}

/** The caller's contract numbered `numero`: 404 when not theirs. */
export function namedContract(db: Db, numero: string, session: Session): ContractRow {
  const contract = ownContract(db, session.user.id, numero);
  if (!contract) throw new DomainError('not_found', CLUB_MESSAGES.notFound);
  return contract;
}

/**
 * A deposit call's onRequest hooks: a session (401), then the deposit permission (403), both
 * before the input is read.
 */
export function depositorHooks(app: FastifyInstance): onRequestAsyncHookHandler[] {
  return [
    app.requireUser,
    async (request: FastifyRequest) => {
      depositor(request);
    },
  ];
}

/** A club member allowed to deposit weeks (the user's `deposito_semana` flag); 403 otherwise. */
export function depositor(request: FastifyRequest): Session {
  const session = clubMember(request);
  if (!permissionsOf(session.user).deposito_semana) {
    throw new DomainError('forbidden', 'Seu usuário não tem permissão para depositar semanas.');
  }
  return session;
}
