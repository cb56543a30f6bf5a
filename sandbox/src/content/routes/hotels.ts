import type { FastifyInstance } from 'fastify';
import type { GetHotelResponse, ListHotelsResponse } from '../../../../src/api/contract/services';
import type { AppContext } from '../../context';
import { findHotelById, listHotels } from '../../repositories/catalogue';
import { DomainError } from '../../shared/domain-error';
import { idParams, type IdParams } from '../../http/schemas';

/** POST /site/hoteis/ (all 15 venues, tipo 2 included) and /site/hoteis/:id. */
export function serviceHotelRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/site/hoteis/', async (): Promise<ListHotelsResponse> => listHotels(db));

  app.post<{ Params: IdParams }>(
    '/site/hoteis/:id',
    { schema: { params: idParams } },
    async (request): Promise<GetHotelResponse> => {
      const hotel = findHotelById(db, request.params.id);
      if (!hotel) throw new DomainError('not_found', 'Hotel não encontrado.');
      return hotel;
    },
  );
}
