import type { FastifyInstance } from 'fastify';
import { nowOf } from '../../db/clock';
import type {
  GetValidBannerGroupResponse,
  GetValidPromoGroupResponse,
  GetValidThemeGroupResponse,
} from '../../../../src/api/contract/admin';
import type { AppContext } from '../../context';
import { findValidGroup } from '../../repositories/catalogue';
import { DomainError } from '../../shared/domain-error';

/** GET the currently valid banner, promotion and theme groups. */
export function contentGroupRoutes(app: FastifyInstance, { db }: AppContext): void {
  // Valid today by the sandbox's clock (db/clock.ts), as everything else it dates.
  const today = (): string => new Date(nowOf(db)).toISOString().slice(0, 10);
  app.get('/banner_group/getValidBannerGroup', async (): Promise<GetValidBannerGroupResponse> => {
    const group = findValidGroup(db, 'banner', today());
    if (!group) throw new DomainError('not_found', 'Nenhum grupo de banners válido.');
    return { tipo: 'sucesso', resposta: group };
  });

  app.get('/promocao_group/getValidPromoGroup', async (): Promise<GetValidPromoGroupResponse> => {
    const group = findValidGroup(db, 'promocao', today());
    if (!group) throw new DomainError('not_found', 'Nenhum grupo de promoções válido.');
    return { tipo: 'sucesso', resposta: group };
  });

  app.get('/theme_group/getValidThemeGroup', async (): Promise<GetValidThemeGroupResponse> => {
    const group = findValidGroup(db, 'tema', today());
    if (!group) throw new DomainError('not_found', 'Nenhum tema válido.');
    return { tipo: 'sucesso', resposta: group };
  });
}
