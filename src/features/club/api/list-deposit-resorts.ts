import { DEPOSIT_PATHS, type DepositResort } from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/empreendimentos: the resorts a member may deposit a week at. */
export async function listDepositResorts(): Promise<DepositResort[]> {
  const { data } = await mainApi.post<DepositResort[]>(
    DEPOSIT_PATHS.resorts,
    {},
    { idempotent: true },
  );
  return data;
}
