import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CLUB_PATHS,
  type ContractDetail,
  type ContractListResponse,
  type PointsStatement,
} from '../../../src/api/contract/club';
import { USER_TYPE_CLUB_MEMBER } from '../../../src/api/contract/user';
import type { AppContext } from '../context';
import { today } from '../domain/calendar';
import {
  contractDetail,
  contractSummaries,
  ownContract,
  pointsStatement,
} from '../domain/club-contracts';
import type { ContractRow } from '../domain/club-ledger';
import { authenticate, type Session } from '../domain/sessions';
import { HttpError } from '../http/errors';
import { bearerToken } from '../http/fixed-token';
import { asBody, bad } from '../http/search-input';

export const CLUB_MESSAGES = {
  membersOnly: 'Área exclusiva para associados do Aurora VIP Club.',
  notFound: 'Contrato não encontrado.',
} as const;

/** Contract numbers look like DRVC-2021-00457; anything longer or stranger is refused. */
const CONTRACT_NUMBER = /^[A-Za-z0-9-]{1,30}$/;

/**
 * The member's contracts (SPEC §7 `contrato-drvc`; shapes in api/contract/club.ts): type 14
 * only (403 for anyone else), and only their own contracts (404 for another member's).
 */
export function clubRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const keys = { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds };

  async function member(request: FastifyRequest): Promise<Session> {
    const session = await authenticate(db, keys, bearerToken(request.headers.authorization));
    if (session.user.usuario_tipo_id !== USER_TYPE_CLUB_MEMBER || session.user.temporario === 1) {
      throw new HttpError(403, CLUB_MESSAGES.membersOnly);
    }
    return session;
  }

  /** The contract named by `numero_contrato`: 400 when malformed, 404 when not the caller's. */
  function namedContract(request: FastifyRequest, session: Session): ContractRow {
    const numero = asBody(request.body).numero_contrato;
    if (typeof numero !== 'string' || !CONTRACT_NUMBER.test(numero.trim())) {
      throw bad('Informe o número do contrato (ex.: DRVC-2021-00457).');
    }
    const contract = ownContract(db, session.user.id, numero);
    if (!contract) throw new HttpError(404, CLUB_MESSAGES.notFound);
    return contract;
  }

  app.post(CLUB_PATHS.contracts, async (request): Promise<ContractListResponse> => {
    const session = await member(request);
    return contractSummaries(db, session.user.id, today(new Date(now())));
  });

  app.post(CLUB_PATHS.contract, async (request): Promise<ContractDetail> => {
    const session = await member(request);
    return contractDetail(db, namedContract(request, session), today(new Date(now())));
  });

  app.post(CLUB_PATHS.pointsStatement, async (request): Promise<PointsStatement> => {
    const session = await member(request);
    return pointsStatement(db, namedContract(request, session), today(new Date(now())));
  });
}
