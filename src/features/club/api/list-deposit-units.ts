import { DEPOSIT_PATHS, type DepositUnit, type DepositUnitsRequest } from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /deposito-semana/unidades {empreendimento_id}: the resort's unit types (br codes). */
export async function listDepositUnits(resortId: number): Promise<DepositUnit[]> {
  const body: DepositUnitsRequest = { empreendimento_id: resortId };
  const { data } = await mainApi.post<DepositUnit[]>(DEPOSIT_PATHS.units, body, {
    idempotent: true,
  });
  return data;
}
