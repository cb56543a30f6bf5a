import { CLUB_PATHS, type ContractListResponse } from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/lista-contrato: the member's contracts with points and fees. */
export async function listContracts(): Promise<ContractListResponse> {
  const { data } = await mainApi.post<ContractListResponse>(
    CLUB_PATHS.contracts,
    {},
    {
      // A read: safe to repeat.
      idempotent: true,
    },
  );
  return data;
}
