import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  WAITLIST_PATHS,
  type WaitlistCancelRequest,
  type WaitlistChangeRequest,
  type WaitlistJoinRequest,
  type WaitlistRequestView,
} from '../../../../src/api/contract/deposit-waitlist';
import type { AppContext } from '../../context';
import type { ArrivalOrder } from '../../http/arrival-order';
import { findResort } from '../../repositories/week-deposits';
import { today } from '../../shared/calendar';
import { DomainError } from '../../shared/domain-error';
import { bad, wireDayOf } from '../../shared/input';
import { body, id, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { cancelRequest, changeExpiry, joinWaitlist, waitlistOf } from '../deposit-waitlist';
import { contractNumber, depositor, depositorHooks, namedContract, unitCode } from './club-member';

const WEEK = 'Informe a semana (data de check-in dd/MM/aaaa).';
const EXPIRY = 'Informe até quando esperar (dd/MM/aaaa).';
const requestId = id('Informe o pedido da lista de espera.');

const joinBody = schemaOf<WaitlistJoinRequest>()(
  body({
    numero_contrato: contractNumber,
    empreendimento_id: id('Informe o empreendimento.'),
    br: unitCode,
    inicio: textWith(WEEK, 40),
    expira_em: textWith(EXPIRY, 40),
    aceite: Type.Boolean({ erro: 'É preciso aceitar as regras do depósito.' }),
  }),
);
const changeBody = schemaOf<WaitlistChangeRequest>()(
  body({ pedido_id: requestId, expira_em: textWith(EXPIRY, 40) }),
);
const cancelBody = schemaOf<WaitlistCancelRequest>()(body({ pedido_id: requestId }));

/**
 * The week deposits' waitlist (README "Deposit waitlist"): a depositor's own requests, with
 * their JWT. The sweep ahead of every call has served the queue, so a list is up to date.
 */
export function depositWaitlistRoutes(
  app: FastifyInstance,
  { db, now }: AppContext,
  order: ArrivalOrder,
): void {
  const ownUser = { onRequest: depositorHooks(app) };
  const day = () => today(new Date(now()));

  // A place in the queue goes in arrival order (http/arrival-order.ts).
  app.post<{ Body: Static<typeof joinBody> }>(
    WAITLIST_PATHS.join,
    {
      onRequest: [order.arrive, ...ownUser.onRequest],
      onResponse: order.leave,
      onRequestAbort: order.leave,
      schema: { body: joinBody },
    },
    async (request): Promise<WaitlistRequestView> =>
      order.inTurn(request, () => {
        const session = depositor(request);
        const b = request.body;
        if (!b.aceite) throw bad('É preciso aceitar as regras do depósito.');
        const contract = namedContract(db, b.numero_contrato, session);
        if (contract.status !== 'ativo') {
          throw new DomainError(
            'conflict',
            `O contrato ${contract.numero_contrato} não está ativo.`,
          );
        }
        if (!findResort(db, b.empreendimento_id)) {
          throw new DomainError('not_found', 'Empreendimento não encontrado.');
        }
        return joinWaitlist(db, {
          contract,
          userId: session.user.id,
          resortId: b.empreendimento_id,
          br: b.br,
          start: wireDayOf(b.inicio, WEEK),
          expiry: wireDayOf(b.expira_em, EXPIRY),
          today: day(),
          nowMs: now(),
        });
      }),
  );

  app.post(WAITLIST_PATHS.list, ownUser, async (request): Promise<WaitlistRequestView[]> =>
    waitlistOf(db, depositor(request).user.id),
  );

  app.post<{ Body: Static<typeof changeBody> }>(
    WAITLIST_PATHS.changeExpiry,
    { ...ownUser, schema: { body: changeBody } },
    async (request): Promise<WaitlistRequestView> =>
      changeExpiry(
        db,
        depositor(request).user.id,
        request.body.pedido_id,
        wireDayOf(request.body.expira_em, EXPIRY),
        day(),
      ),
  );

  app.post<{ Body: Static<typeof cancelBody> }>(
    WAITLIST_PATHS.cancel,
    { ...ownUser, schema: { body: cancelBody } },
    async (request): Promise<WaitlistRequestView> =>
      cancelRequest(db, depositor(request).user.id, request.body.pedido_id, now()),
  );
}
