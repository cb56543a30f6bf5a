import { ACCOUNT_PATHS, type VoucherRequest, type VoucherResponse } from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva/voucher (version 2): the voucher PDF of one reservation, base64. */
export async function getVoucher(numeroReserva: string): Promise<string> {
  const body: VoucherRequest = { numero_reserva: numeroReserva, versao: 2 };
  const { data } = await mainApi.post<VoucherResponse>(ACCOUNT_PATHS.voucher, body);
  return data.arquivo;
}
