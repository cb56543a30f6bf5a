import {
  TICKETS_PATHS,
  type CategoriasRequest,
  type CategoriasResponse,
} from '@/api/contract/tickets';
import { ticketsApi } from '@/lib/http/clients';

/**
 * POST /pos/categorias. With a visit day (yyyy-MM-dd, an extension) the answer carries that
 * day's prices and places; an API that ignores it answers the flat prices and no `dia`.
 */
export async function getCategories(dataVisita?: string): Promise<CategoriasResponse> {
  const body: CategoriasRequest = dataVisita ? { data_visita: dataVisita } : {};
  const { data } = await ticketsApi.post<CategoriasResponse>(TICKETS_PATHS.categories, body, {
    // A read: safe to repeat.
    idempotent: true,
  });
  return { categorias: data.categorias, dia: data.dia ?? null };
}
