import {
  ADMIN_PATHS,
  type GetValidPromoGroupResponse,
  type PromoGroup,
} from '@/api/contract/admin';
import { unwrapAdmin } from '@/lib/http/admin-envelope';
import { adminApi } from '@/lib/http/clients';

/** The promotion group valid today, shown on the home page (admin API, GET). */
export async function getPromoGroup(): Promise<PromoGroup> {
  const { data } = await adminApi.get<GetValidPromoGroupResponse>(ADMIN_PATHS.promoGroup);
  return unwrapAdmin(data);
}
