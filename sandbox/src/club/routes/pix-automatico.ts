import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  PIX_AUTOMATICO_PATHS,
  type PixAutomaticoAuthorizeRequest,
  type PixAutomaticoRequest,
  type PixAutomaticoView,
} from '../../../../src/api/contract/pix-automatico';
import type { AppContext } from '../../context';
import { today } from '../../shared/calendar';
import { bad } from '../../shared/input';
import { body } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { cancelMandate, pixAutomaticoOf, requestAuthorization } from '../pix-automatico';
import { clubMember, contractNumber, namedContract, requireClubMember } from './club-member';

const MAX = 'Informe o valor máximo por cobrança em reais (ex.: 1500.00), ou deixe sem limite.';
const contractBody = schemaOf<PixAutomaticoRequest>()(body({ numero_contrato: contractNumber }));
const authorizeBody = schemaOf<PixAutomaticoAuthorizeRequest>()(
  body({
    numero_contrato: contractNumber,
    valor_maximo: Type.Union([Type.Number({ minimum: 0, maximum: 10_000_000 }), Type.Null()], {
      erro: MAX,
    }),
    aceite: Type.Boolean({ erro: 'É preciso aceitar as regras do PIX Automático.' }),
  }),
);

/**
 * PIX Automático of a contract's fees (README "PIX Automático"): the member's own contracts, with
 * their JWT. The bank's side (the authorisation screen) is the gateway's: pix-automatico-bank.ts.
 */
export function pixAutomaticoRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const member = { onRequest: [app.requireUser, requireClubMember] };
  const day = () => today(new Date(now()));

  app.post<{ Body: Static<typeof contractBody> }>(
    PIX_AUTOMATICO_PATHS.status,
    { ...member, schema: { body: contractBody } },
    async (request): Promise<PixAutomaticoView> =>
      pixAutomaticoOf(
        db,
        namedContract(db, request.body.numero_contrato, clubMember(request)),
        day(),
      ),
  );

  app.post<{ Body: Static<typeof authorizeBody> }>(
    PIX_AUTOMATICO_PATHS.authorize,
    { ...member, schema: { body: authorizeBody } },
    async (request): Promise<PixAutomaticoView> => {
      const b = request.body;
      if (!b.aceite) throw bad('É preciso aceitar as regras do PIX Automático.');
      const cents = b.valor_maximo === null ? null : Math.round(b.valor_maximo * 100);
      if (cents !== null && Math.abs(cents - b.valor_maximo! * 100) > 1e-6) throw bad(MAX);
      const contract = namedContract(db, b.numero_contrato, clubMember(request));
      return requestAuthorization(db, contract, { maxCents: cents, today: day(), nowMs: now() });
    },
  );

  app.post<{ Body: Static<typeof contractBody> }>(
    PIX_AUTOMATICO_PATHS.cancel,
    { ...member, schema: { body: contractBody } },
    async (request): Promise<PixAutomaticoView> =>
      cancelMandate(
        db,
        namedContract(db, request.body.numero_contrato, clubMember(request)),
        now(),
        day(),
      ),
  );
}
