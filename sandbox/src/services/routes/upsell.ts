import type { FastifyInstance } from 'fastify';
import type { UpsellResponse } from '../../../../src/api/contract/search';
import type { AppContext } from '../../context';
import { upsellOffers } from '../upsell';
import { asBody, parseStay } from '../../http/search-input';

/** POST /site/upsell (services token, checked by the parent hook). */
export function upsellRoutes(app: FastifyInstance, { db }: AppContext): void {
  const offers = upsellOffers(db);

  app.post('/site/upsell', async (request): Promise<UpsellResponse> => {
    const body = asBody(request.body);
    const stay = parseStay(body.checkin, body.checkout);
    return offers(stay.arrival, stay.departure);
  });
}
