import {
  ADMIN_PATHS,
  type BannerGroup,
  type GetValidBannerGroupResponse,
} from '@/api/contract/admin';
import { unwrapAdmin } from '@/lib/http/admin-envelope';
import { adminApi } from '@/lib/http/clients';

/** The banner group valid today, for the header carousel (admin API, GET). */
export async function getBannerGroup(): Promise<BannerGroup> {
  const { data } = await adminApi.get<GetValidBannerGroupResponse>(ADMIN_PATHS.bannerGroup);
  return unwrapAdmin(data);
}
