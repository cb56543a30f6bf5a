import { CLUB_PATHS, type ContractRequest, type PointsStatement } from '@/api/contract/club';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/extrato-utilizacao {numero_contrato}: every point movement. */
export async function getPointsStatement(numeroContrato: string): Promise<PointsStatement> {
  const body: ContractRequest = { numero_contrato: numeroContrato };
  const { data } = await mainApi.post<PointsStatement>(CLUB_PATHS.pointsStatement, body, {
    idempotent: true,
  });
  return data;
}
