import { DEPOSIT_CANCEL_PATHS, type MemberDeposit } from '@/api/contract/deposit-cancellation';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/meus (extension): the member's deposits, the latest week first. */
export async function listMyDeposits(): Promise<MemberDeposit[]> {
  const { data } = await mainApi.post<MemberDeposit[]>(
    DEPOSIT_CANCEL_PATHS.list,
    {},
    { idempotent: true },
  );
  return data;
}
