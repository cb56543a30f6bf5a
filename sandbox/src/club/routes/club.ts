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
import type { AppContext } from '../../context';
import { today } from '../../shared/calendar';
import { contractDetail, contractSummaries, pointsStatement } from '../club-contracts';
import { acceptTerms, sendTermsLink, termsDocument, termsStatus } from '../club-terms';
import { financialRecordPdf } from '../financial-record-pdf';
import { maskEmail } from '../../shared/mask-email';
import { findUserById } from '../../repositories/users';
import { asBody, bad } from '../../http/search-input';
import { clubMember, namedContract } from './club-member';

/** The e-mailed link's token: base64url. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * The member's contracts (product-rules §7 `contrato-drvc`; shapes in api/contract/club.ts): type 14
 * only (403 for anyone else), and only their own contracts (404 for another member's).
 */
export function clubRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const ownUser = { onRequest: app.requireUser };

  app.post(CLUB_PATHS.contracts, ownUser, async (request): Promise<ContractListResponse> => {
    const session = clubMember(request);
    return contractSummaries(db, session.user.id, today(new Date(now())));
  });

  app.post(CLUB_PATHS.contract, ownUser, async (request): Promise<ContractDetail> => {
    const session = clubMember(request);
    return contractDetail(db, namedContract(db, request, session), today(new Date(now())));
  });

  app.post(CLUB_PATHS.pointsStatement, ownUser, async (request): Promise<PointsStatement> => {
    const session = clubMember(request);
    return pointsStatement(db, namedContract(db, request, session), today(new Date(now())));
  });

  app.post(
    CLUB_PATHS.financialRecordPdf,
    ownUser,
    async (request): Promise<FinancialRecordPdfResponse> => {
      const session = clubMember(request);
      const detail = contractDetail(
        db,
        namedContract(db, request, session),
        today(new Date(now())),
      );
      return { arquivo: financialRecordPdf(detail, session.user.nome).toString('base64') };
    },
  );

  // The club terms (extension): the member's status and the e-mail, then the public link.
  app.post(TERMS_PATHS.status, ownUser, async (request): Promise<TermsStatus> => {
    const session = clubMember(request);
    return termsStatus(db, session.user.id);
  });

  app.post(TERMS_PATHS.send, ownUser, async (request): Promise<TermsSendResponse> => {
    const session = clubMember(request);
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
