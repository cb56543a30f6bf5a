import { CLUB_PATHS, type ContractDetail, type ContractRequest } from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc {numero_contrato}: the contract with its whole financial record. */
export async function getContract(numeroContrato: string): Promise<ContractDetail> {
  const body: ContractRequest = { numero_contrato: numeroContrato };
  const { data } = await mainApi.post<ContractDetail>(CLUB_PATHS.contract, body, {
    idempotent: true,
  });
  return data;
}
