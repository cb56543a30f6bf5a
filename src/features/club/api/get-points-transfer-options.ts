import { POINTS_BANKING_PATHS, type PointsTransferOptions } from '@/api/contract/points-banking';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/pontos/opcoes (extension): what the contract may bank and borrow today. */
export async function getPointsTransferOptions(
  numeroContrato: string,
): Promise<PointsTransferOptions> {
  const { data } = await mainApi.post<PointsTransferOptions>(
    POINTS_BANKING_PATHS.options,
    { numero_contrato: numeroContrato },
    { idempotent: true },
  );
  return data;
}
