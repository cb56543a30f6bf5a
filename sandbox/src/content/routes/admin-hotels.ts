import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type {
  GetAllHoteisCompletosResponse,
  GetHotelCompletoResponse,
} from '../../../../src/api/contract/admin';
import type { AppContext } from '../../context';
import { findHotelBySlug, listHotelsCompletos } from '../../repositories/catalogue';
import { DomainError } from '../../shared/domain-error';

const slugQuery = Type.Object({ url_amigavel: Type.String({ minLength: 1, maxLength: 120 }) });

/** GET a venue by friendly slug, or every venue with full details. */
export function adminHotelRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Querystring: Static<typeof slugQuery> }>(
    '/hoteis/getHotelCompletoByEndPoint',
    { schema: { querystring: slugQuery } },
    async (request): Promise<GetHotelCompletoResponse> => {
      const hotel = findHotelBySlug(db, request.query.url_amigavel.trim());
      if (!hotel) throw new DomainError('not_found', 'Hotel não encontrado.');
      return { tipo: 'sucesso', resposta: hotel };
    },
  );

  app.get('/hoteis/getAllHoteisCompletos', async (): Promise<GetAllHoteisCompletosResponse> => {
    return { tipo: 'sucesso', resposta: listHotelsCompletos(db) };
  });
}
