import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import {
  CLUB_PATHS,
  TERMS_PATHS,
  type ContractDetail,
  type ContractRequest,
  type ContractListResponse,
  type FinancialRecordPdfResponse,
  type PointsStatement,
  type TermsAcceptResponse,
  type TermsDocument,
  type TermsLinkRequest,
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
import { body } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import {
  clubLinkToken,
  clubMember,
  contractNumber,
  namedContract,
  requireClubMember,
} from './club-member';

const contractBody = schemaOf<ContractRequest>()(body({ numero_contrato: contractNumber }));
type ContractBody = Static<typeof contractBody>;

const BAD_LINK = 'Link de aceite inválido.';
const termsLinkBody = schemaOf<TermsLinkRequest>()(
  body({ confirma: clubLinkToken(BAD_LINK) }, BAD_LINK),
);
type TermsLinkBody = Static<typeof termsLinkBody>;
const byLink = { schema: { body: termsLinkBody } };

/**
 * The member's contracts (product-rules §7 `contrato-drvc`; shapes in api/contract/club.ts): type 14
 * only (403 for anyone else), and only their own contracts (404 for another member's).
 */
export function clubRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const ownUser = { onRequest: [app.requireUser, requireClubMember] };

  app.post(CLUB_PATHS.contracts, ownUser, async (request): Promise<ContractListResponse> => {
    const session = clubMember(request);
    return contractSummaries(db, session.user.id, today(new Date(now())));
  });

  app.post<{ Body: ContractBody }>(
    CLUB_PATHS.contract,
    { ...ownUser, schema: { body: contractBody } },
    async (request): Promise<ContractDetail> => {
      const session = clubMember(request);
      const contract = namedContract(db, request.body.numero_contrato, session);
      return contractDetail(db, contract, today(new Date(now())));
    },
  );

  app.post<{ Body: ContractBody }>(
    CLUB_PATHS.pointsStatement,
    { ...ownUser, schema: { body: contractBody } },
    async (request): Promise<PointsStatement> => {
      const session = clubMember(request);
      const contract = namedContract(db, request.body.numero_contrato, session);
      return pointsStatement(db, contract, today(new Date(now())));
    },
  );

  app.post<{ Body: ContractBody }>(
    CLUB_PATHS.financialRecordPdf,
    { ...ownUser, schema: { body: contractBody } },
    async (request): Promise<FinancialRecordPdfResponse> => {
      const session = clubMember(request);
      const contract = namedContract(db, request.body.numero_contrato, session);
      const detail = contractDetail(db, contract, today(new Date(now())));
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

  app.post<{ Body: TermsLinkBody }>(
    TERMS_PATHS.read,
    byLink,
    async (request): Promise<TermsDocument> => termsDocument(db, request.body.confirma),
  );

  app.post<{ Body: TermsLinkBody }>(
    TERMS_PATHS.accept,
    byLink,
    async (request): Promise<TermsAcceptResponse> => acceptTerms(db, request.body.confirma, now()),
  );
}
