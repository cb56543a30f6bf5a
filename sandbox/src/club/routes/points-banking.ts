import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { ContractRequest } from '../../../../src/api/contract/club';
import {
  POINTS_BANKING_PATHS,
  type PointsTransferOptions,
  type PointsTransferRequest,
  type PointsTransferResult,
} from '../../../../src/api/contract/points-banking';
import type { AppContext } from '../../context';
import { today } from '../../shared/calendar';
import { body, flag, integer } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { bankPoints, borrowPoints, transferOptions } from '../points-banking';
import { clubMember, contractNumber, namedContract, requireClubMember } from './club-member';

const optionsBody = schemaOf<ContractRequest>()(body({ numero_contrato: contractNumber }));
const transferBody = schemaOf<PointsTransferRequest>()(
  body({
    numero_contrato: contractNumber,
    pontos: integer('Informe quantos pontos (um número inteiro a partir de 1).', 1, 10_000_000),
    confirmar: flag('Informe se é uma simulação ou a confirmação.'),
  }),
);

/**
 * Banking and borrowing points (README "Banking and borrowing points"): the member's own
 * contracts, with their JWT; a preview (`confirmar: false`) writes nothing.
 */
export function pointsBankingRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const ownUser = { onRequest: [app.requireUser, requireClubMember] };
  const day = () => today(new Date(now()));

  app.post<{ Body: Static<typeof optionsBody> }>(
    POINTS_BANKING_PATHS.options,
    { ...ownUser, schema: { body: optionsBody } },
    async (request): Promise<PointsTransferOptions> => {
      const contract = namedContract(db, request.body.numero_contrato, clubMember(request));
      return transferOptions(db, contract, day());
    },
  );

  for (const [path, transfer] of [
    [POINTS_BANKING_PATHS.bank, bankPoints],
    [POINTS_BANKING_PATHS.borrow, borrowPoints],
  ] as const) {
    app.post<{ Body: Static<typeof transferBody> }>(
      path,
      { ...ownUser, schema: { body: transferBody } },
      async (request): Promise<PointsTransferResult> => {
        const { numero_contrato, pontos, confirmar } = request.body;
        const contract = namedContract(db, numero_contrato, clubMember(request));
        return transfer(db, contract, pontos, day(), confirmar);
      },
    );
  }
}
