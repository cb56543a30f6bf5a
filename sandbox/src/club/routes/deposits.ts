import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  DEPOSIT_PATHS,
  type DepositAcceptanceRequest,
  type DepositAcceptRequest,
  type DepositConfirmRequest,
  type DepositRequestBody,
  type DepositUnitsRequest,
  type DepositWeeksRequest,
  type DepositAcceptanceDetails,
  type DepositAcceptanceResponse,
  type DepositConfirmResponse,
  type DepositRequestResponse,
  type DepositResort,
  type DepositUnit,
  type DepositWeeksResponse,
  type WeeklyDeposit,
} from '../../../../src/api/contract/club';
import type { AppContext } from '../../context';
import type { ArrivalOrder } from '../../http/arrival-order';
import { parseWireDate, today, toWire } from '../../shared/calendar';
import { ownContract, type ContractRow } from '../../repositories/club-contracts';
import type { Session } from '../../http/sessions';
import { findUserById } from '../../repositories/users';
import {
  acceptanceDetails,
  acceptDeposit,
  confirmDeposit,
  depositDetails,
} from '../deposit-confirmation';
import { depositWindow, requestDeposit, unitsOf, weeksOf } from '../week-deposits';
import { DomainError } from '../../shared/domain-error';
import { requireFixedToken } from '../../http/fixed-token';
import { bad } from '../../shared/input';
import { body, id, optional, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import {
  CLUB_MESSAGES,
  clubLinkToken,
  contractNumber,
  depositor,
  depositorHooks,
  unitCode,
} from './club-member';
import { findResort, listResorts } from '../../repositories/week-deposits';

const depositId = id('Informe o depósito.');
const resortId = id('Informe o empreendimento.');
const token = (label: string) => clubLinkToken(`${label} inválido.`);

const unitsBody = schemaOf<DepositUnitsRequest>()(body({ empreendimento_id: resortId }));
const weeksBody = schemaOf<DepositWeeksRequest>()(
  body({ numero_contrato: contractNumber, empreendimento_id: resortId, br: unitCode }),
);
const requestBody = schemaOf<DepositRequestBody>()(
  body({
    numero_contrato: contractNumber,
    empreendimento_id: resortId,
    br: unitCode,
    inicio: textWith('Informe a semana (data de check-in dd/MM/aaaa).', 40),
  }),
);
const acceptanceBody = schemaOf<DepositAcceptanceRequest>()(
  body({ pedido: token('Pedido'), deposito_semana_id: depositId }),
);
const acceptBody = schemaOf<DepositAcceptRequest>()(
  body({
    pedido: token('Pedido'),
    deposito_semana_id: depositId,
    aceite: optional(Type.Boolean({ erro: 'É preciso aceitar as regras do depósito.' })),
  }),
);
const confirmationBody = schemaOf<DepositConfirmRequest>()(
  body({ deposito_semana_id: depositId, hash: token('Link de confirmação') }),
);

/**
 * Week deposits (product-rules §7 `deposito-semana`; shapes and extensions in api/contract/club.ts):
 * the member's calls with their JWT, the public acceptance step named by the e-mailed order
 * code, and the two calls with the fixed deposits token.
 */
export function depositRoutes(app: FastifyInstance, ctx: AppContext, order: ArrivalOrder): void {
  memberDepositRoutes(app, ctx, order);
  depositAcceptanceRoutes(app, ctx);
}

/** The member's calls, with their JWT: resorts, units, weeks, and the request. */
function memberDepositRoutes(
  app: FastifyInstance,
  { db, config, now }: AppContext,
  order: ArrivalOrder,
): void {
  const day = () => today(new Date(now()));

  const ownUser = { onRequest: depositorHooks(app) };

  function contractOf(numero: string, session: Session): ContractRow {
    const contract = ownContract(db, session.user.id, numero);
    if (!contract) throw new DomainError('not_found', CLUB_MESSAGES.notFound);
    if (contract.status !== 'ativo') {
      throw new DomainError('conflict', `O contrato ${contract.numero_contrato} não está ativo.`);
    }
    return contract;
  }

  function resortOf(id: number): number {
    if (!findResort(db, id)) {
      throw new DomainError('not_found', 'Empreendimento não encontrado.');
    }
    return id;
  }

  app.post(DEPOSIT_PATHS.resorts, ownUser, async (request): Promise<DepositResort[]> => {
    depositor(request);
    return listResorts(db).map((r) => ({ resortId: r.id, resortName: r.nome, cidade: r.cidade }));
  });

  app.post<{ Body: Static<typeof unitsBody> }>(
    DEPOSIT_PATHS.units,
    { ...ownUser, schema: { body: unitsBody } },
    async (request): Promise<DepositUnit[]> =>
      unitsOf(db, resortOf(request.body.empreendimento_id)),
  );

  app.post<{ Body: Static<typeof weeksBody> }>(
    DEPOSIT_PATHS.weeks,
    { ...ownUser, schema: { body: weeksBody } },
    async (request): Promise<DepositWeeksResponse> => {
      const session = depositor(request);
      const body = request.body;
      contractOf(body.numero_contrato, session);
      const resortId = resortOf(body.empreendimento_id);
      const br = body.br;
      const window = depositWindow(day());
      return {
        janela: { inicio: toWire(window.first), fim: toWire(window.last) },
        semanas: weeksOf(db, resortId, br, day(), now()),
      };
    },
  );

  // The week's units go in arrival order (http/arrival-order.ts): a fair opening.
  app.post<{ Body: Static<typeof requestBody> }>(
    DEPOSIT_PATHS.request,
    {
      onRequest: [order.arrive, ...ownUser.onRequest],
      onResponse: order.leave,
      onRequestAbort: order.leave,
      schema: { body: requestBody },
    },
    async (request): Promise<DepositRequestResponse> =>
      order.inTurn(request, () => {
        const session = depositor(request);
        const body = request.body;
        const contract = contractOf(body.numero_contrato, session);
        const resortId = resortOf(body.empreendimento_id);
        const br = body.br;
        const start = parseWireDate(body.inicio);
        if (start === null) throw bad('Informe a semana (data de check-in dd/MM/aaaa).');
        const user = findUserById(db, session.user.id)!;
        const { row, email } = requestDeposit(db, {
          contract,
          user,
          resortId,
          br,
          start,
          today: day(),
          nowMs: now(),
          siteUrl: config.siteUrl,
        });
        return {
          deposito_semana_id: row.id,
          email,
          expira_em: new Date(row.expira_em).toISOString(),
        };
      }),
  );
}

/** The acceptance of an e-mailed deposit, then the two calls with the fixed deposits token. */
function depositAcceptanceRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const day = () => today(new Date(now()));

  // Public: the e-mailed acceptance link names the deposit by its random order code.
  app.post<{ Body: Static<typeof acceptanceBody> }>(
    DEPOSIT_PATHS.acceptanceDetails,
    { schema: { body: acceptanceBody } },
    async (request): Promise<DepositAcceptanceDetails> =>
      acceptanceDetails(db, request.body.pedido, request.body.deposito_semana_id, now()),
  );

  app.post<{ Body: Static<typeof acceptBody> }>(
    DEPOSIT_PATHS.accept,
    { schema: { body: acceptBody } },
    async (request): Promise<DepositAcceptanceResponse> => {
      const { pedido, deposito_semana_id: id, aceite } = request.body;
      if (aceite !== true) throw bad('É preciso aceitar as regras do depósito.');
      return acceptDeposit(db, pedido, id, now());
    },
  );

  // product-rules §7: the two calls with the fixed deposits token.
  app.register(async (fixed) => {
    fixed.addHook('onRequest', requireFixedToken(config.tokens.deposits));

    fixed.post<{ Body: Static<typeof confirmationBody> }>(
      DEPOSIT_PATHS.details,
      { schema: { body: confirmationBody } },
      async (request): Promise<WeeklyDeposit> =>
        depositDetails(db, request.body.deposito_semana_id, request.body.hash, now()),
    );

    fixed.post<{ Body: Static<typeof confirmationBody> }>(
      DEPOSIT_PATHS.confirm,
      { schema: { body: confirmationBody } },
      async (request): Promise<DepositConfirmResponse> => {
        confirmDeposit(
          db,
          request.body.deposito_semana_id,
          request.body.hash,
          day(),
          now(),
          config.siteUrl,
        );
        return { mensagem: 'Deposito efetuado com sucesso!' };
      },
    );
  });
}
