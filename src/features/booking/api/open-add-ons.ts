import {
  ADD_ON_PATHS,
  type AbrirAdicionaisRequest,
  type PedidoAdicionais,
} from '@/api/contract/add-ons';
import { mainApi } from '@/lib/http/clients';

/**
 * POST /reserva/adicionais: opens an add-on order for a paid booking (the offer's token, or a
 * reservation number of the logged-in user). Not retried: each call opens another order.
 */
export async function openAddOns(input: AbrirAdicionaisRequest): Promise<PedidoAdicionais> {
  const { data } = await mainApi.post<PedidoAdicionais>(ADD_ON_PATHS.open, input);
  return data;
}
