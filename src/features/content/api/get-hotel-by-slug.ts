import { ADMIN_PATHS, type GetHotelCompletoResponse } from '@/api/contract/admin';
import type { HotelCompleto } from '@/api/contract/hotel';
import { unwrapAdmin } from '@/lib/http/admin-envelope';
import { ApiError } from '@/lib/http/api-error';
import { adminApi } from '@/lib/http/clients';

/**
 * The complete hotel whose friendly slug (url_amigavel) is `slug` (admin API, GET).
 * Throws an ApiError with status 404 when the portal answers but nothing matches.
 */
export async function getHotelBySlug(slug: string): Promise<HotelCompleto> {
  const { data } = await adminApi.get<GetHotelCompletoResponse>(ADMIN_PATHS.hotelByEndPoint, {
    params: { url_amigavel: slug },
  });
  const hotel = unwrapAdmin(data);
  if (!hotel) throw new ApiError('Hotel não encontrado.', 404);
  return hotel;
}
