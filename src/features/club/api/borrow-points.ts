import {
  POINTS_BANKING_PATHS,
  type PointsTransferRequest,
  type PointsTransferResult,
} from '@/api/contract/points-banking';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/pontos/antecipar (extension): borrows points, or previews it. */
export async function borrowPoints(body: PointsTransferRequest): Promise<PointsTransferResult> {
  const { data } = await mainApi.post<PointsTransferResult>(POINTS_BANKING_PATHS.borrow, body, {
    idempotent: !body.confirmar,
  });
  return data;
}
