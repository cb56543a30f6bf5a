import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CLUB_PATHS,
  TERMS_PATHS,
  type ContractDetail,
  type ContractListResponse,
  type FinancialRecordPdfResponse,
  type PointsStatement,
  type TermsAcceptResponse,
  type TermsDocument,
  type TermsSendResponse,
  type TermsStatus,
} from '../../../../src/api/contract/club';
import type { ReservaResumo } from '../../../../src/api/contract/account';
import { USER_TYPE_CLUB_MEMBER } from '../../../../src/api/contract/user';
import type { AppContext } from '../../context';
import { today } from '../../shared/calendar';
import {
  contractDetail,
  contractSummaries,
  contractsOf,
  ownContract,
  pointsStatement,
} from '../club-contracts';
import type { ContractRow } from '../club-ledger';
import { acceptTerms, sendTermsLink, termsDocument, termsStatus } from '../club-terms';
import { contractReservations } from '../contract-reservations';
import { financialRecordPdf } from '../financial-record-pdf';
import { maskEmail } from '../../shared/mask-email';
import { findUserById } from '../../repositories/users';
import { userSession } from '../../http/auth';
import type { Session } from '../../http/sessions';
import { DomainError } from '../../shared/domain-error';
import { asBody, bad, type Body } from '../../http/search-input';

export const CLUB_MESSAGES = {
  membersOnly: 'Área exclusiva para associados do Aurora VIP Club.',
  notFound: 'Contrato não encontrado.',
} as const;

/** The e-mailed link's token: base64url. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

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

/**
 * The member's contracts (product-rules §7 `contrato-drvc`; shapes in api/contract/club.ts): type 14
 * only (403 for anyone else), and only their own contracts (404 for another member's).
 */
export function clubRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const ownUser = { preHandler: app.requireUser };

  function member(request: FastifyRequest): Session {
    const session = userSession(request);
    if (session.user.usuario_tipo_id !== USER_TYPE_CLUB_MEMBER || session.user.temporario === 1) {
      throw new DomainError('forbidden', CLUB_MESSAGES.membersOnly);
    }
    return session;
  }

  /** The contract named by `numero_contrato`: 400 when malformed, 404 when not the caller's. */
  function namedContract(request: FastifyRequest, session: Session): ContractRow {
    const contract = ownContract(db, session.user.id, contractNumberOf(asBody(request.body)));
    if (!contract) throw new DomainError('not_found', CLUB_MESSAGES.notFound);
    return contract;
  }

  app.post(CLUB_PATHS.contracts, ownUser, async (request): Promise<ContractListResponse> => {
    const session = member(request);
    return contractSummaries(db, session.user.id, today(new Date(now())));
  });

  app.post(CLUB_PATHS.contract, ownUser, async (request): Promise<ContractDetail> => {
    const session = member(request);
    return contractDetail(db, namedContract(request, session), today(new Date(now())));
  });

  app.post(CLUB_PATHS.pointsStatement, ownUser, async (request): Promise<PointsStatement> => {
    const session = member(request);
    return pointsStatement(db, namedContract(request, session), today(new Date(now())));
  });

  app.post(
    CLUB_PATHS.financialRecordPdf,
    ownUser,
    async (request): Promise<FinancialRecordPdfResponse> => {
      const session = member(request);
      const detail = contractDetail(db, namedContract(request, session), today(new Date(now())));
      return { arquivo: financialRecordPdf(detail, session.user.nome).toString('base64') };
    },
  );

  // The member's contract bookings (product-rules §7 `relatorio-drvc/reservas`), all contracts or one.
  app.post(CLUB_PATHS.reservations, ownUser, async (request): Promise<ReservaResumo[]> => {
    const session = member(request);
    const body = asBody(request.body);
    const all = body.numero_contrato === undefined || body.numero_contrato === '';
    const contracts = all ? contractsOf(db, session.user.id) : [namedContract(request, session)];
    return contractReservations(db, session.user.id, contracts);
  });

  // The club terms (extension): the member's status and the e-mail, then the public link.
  app.post(TERMS_PATHS.status, ownUser, async (request): Promise<TermsStatus> => {
    const session = member(request);
    return termsStatus(db, session.user.id);
  });

  app.post(TERMS_PATHS.send, ownUser, async (request): Promise<TermsSendResponse> => {
    const session = member(request);
    const user = findUserById(db, session.user.id)!;
    sendTermsLink(db, user, now(), config.siteUrl);
    return { email: maskEmail(user.email) };
  });

  function linkToken(request: FastifyRequest): string {
    const token = asBody(request.body).confirma;
    if (typeof token !== 'string' || !LINK_TOKEN.test(token)) throw bad('Link de aceite inválido.');
    return token;
  }

  app.post(TERMS_PATHS.read, async (request): Promise<TermsDocument> =>
    termsDocument(db, linkToken(request)),
  );

  app.post(TERMS_PATHS.accept, async (request): Promise<TermsAcceptResponse> =>
    acceptTerms(db, linkToken(request), now()),
  );
}
