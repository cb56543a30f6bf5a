import {
  POINTS_BANKING_PATHS,
  type PointsTransferRequest,
  type PointsTransferResult,
} from '@/api/contract/points-banking';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/pontos/guardar (extension): banks points, or previews it. */
export async function bankPoints(body: PointsTransferRequest): Promise<PointsTransferResult> {
  const { data } = await mainApi.post<PointsTransferResult>(POINTS_BANKING_PATHS.bank, body, {
    // A preview changes nothing; a confirmation is not sent twice by the client.
    idempotent: !body.confirmar,
  });
  return data;
}
