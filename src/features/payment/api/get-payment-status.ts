import {
  PAYMENTS_PATHS,
  type ConsultaRequest,
  type ConsultaResponse,
} from '@/api/contract/payments';
import { paymentsApi } from '@/lib/http/clients';

/** POST /consulta/{id}: the current status of a transaction (PIX polling). */
export async function getPaymentStatus(hotelId: number, token: string): Promise<ConsultaResponse> {
  const body: ConsultaRequest = { transacao_token: token };
  const { data } = await paymentsApi.post<ConsultaResponse>(PAYMENTS_PATHS.status(hotelId), body);
  return data;
}
