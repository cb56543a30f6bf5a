import type { FastifyInstance } from 'fastify';
import type { GetParkResponse } from '../../../src/api/contract/services';
import type { AppContext } from '../context';
import { findPark } from '../domain/catalogue';
import { HttpError } from '../http/errors';
import { idParams, type IdParams } from '../http/schemas';

/** POST /site/parques/:id */
export function parkRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post<{ Params: IdParams }>(
    '/site/parques/:id',
    { schema: { params: idParams } },
    async (request): Promise<GetParkResponse> => {
      const park = findPark(db, request.params.id);
      if (!park) throw new HttpError(404, 'Parque não encontrado.');
      return park;
    },
  );
}
