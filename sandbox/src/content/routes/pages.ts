import type { FastifyInstance } from 'fastify';
import type { GetPageResponse } from '../../../../src/api/contract/services';
import type { AppContext } from '../../context';
import { findPage } from '../../repositories/catalogue';
import { DomainError } from '../../shared/domain-error';
import { idParams, type IdParams } from '../../http/schemas';

/** POST /site/pagina/:id */
export function pageRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post<{ Params: IdParams }>(
    '/site/pagina/:id',
    { schema: { params: idParams } },
    async (request): Promise<GetPageResponse> => {
      const page = findPage(db, request.params.id);
      if (!page) throw new DomainError('not_found', 'Página não encontrada.');
      return page;
    },
  );
}
