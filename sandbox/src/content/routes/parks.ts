import type { FastifyInstance } from 'fastify';
import type { GetParkResponse } from '../../../../src/api/contract/services';
import type { AppContext } from '../../context';
import { findPark } from '../../repositories/catalogue';
import { DomainError } from '../../shared/domain-error';
import { idParams, type IdParams } from '../../http/schemas';

/** POST /site/parques/:id */
export function parkRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post<{ Params: IdParams }>(
    '/site/parques/:id',
    { schema: { params: idParams } },
    async (request): Promise<GetParkResponse> => {
      const park = findPark(db, request.params.id);
      if (!park) throw new DomainError('not_found', 'Parque não encontrado.');
      return park;
    },
  );
}
