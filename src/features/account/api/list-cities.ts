import {
  ACCOUNT_PATHS,
  type Cidade,
  type CidadesRequest,
  type CidadesResponse,
} from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /formulario/cidades: the cities of one state (nome, idcidades). */
export async function listCities(stateId: number): Promise<Cidade[]> {
  const body: CidadesRequest = { id_estado: stateId };
  const { data } = await mainApi.post<CidadesResponse>(ACCOUNT_PATHS.cities, body);
  return data;
}
