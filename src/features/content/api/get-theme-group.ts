import {
  ADMIN_PATHS,
  type GetValidThemeGroupResponse,
  type ThemeGroup,
} from '@/api/contract/admin';
import { unwrapAdmin } from '@/lib/http/admin-envelope';
import { adminApi } from '@/lib/http/clients';

/** The group's colour theme valid today, loaded once at start-up (admin API, GET). */
export async function getThemeGroup(): Promise<ThemeGroup> {
  const { data } = await adminApi.get<GetValidThemeGroupResponse>(ADMIN_PATHS.themeGroup);
  return unwrapAdmin(data);
}
