import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { UpsellRequest, UpsellResponse } from '../../../../src/api/contract/search';
import { body } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import type { AppContext } from '../../context';
import { upsellOffers } from '../upsell';
import { parseStay, stayDateFields } from '../../http/search-input';

const upsellBody = schemaOf<UpsellRequest>()(
  body({
    checkin: stayDateFields.data_chegada,
    checkout: stayDateFields.data_partida,
  }),
);

/** POST /site/upsell (services token, checked by the parent hook). */
export function upsellRoutes(app: FastifyInstance, { db }: AppContext): void {
  const offers = upsellOffers(db);

  app.post<{ Body: Static<typeof upsellBody> }>(
    '/site/upsell',
    { schema: { body: upsellBody } },
    async (request): Promise<UpsellResponse> => {
      const stay = parseStay(request.body.checkin, request.body.checkout);
      return offers(stay.arrival, stay.departure);
    },
  );
}
