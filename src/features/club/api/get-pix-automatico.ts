import { PIX_AUTOMATICO_PATHS, type PixAutomaticoView } from '@/api/contract/pix-automatico';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/pix-automatico (extension): the contract's mandate and what it will charge. */
export async function getPixAutomatico(numeroContrato: string): Promise<PixAutomaticoView> {
  const { data } = await mainApi.post<PixAutomaticoView>(
    PIX_AUTOMATICO_PATHS.status,
    { numero_contrato: numeroContrato },
    { idempotent: true },
  );
  return data;
}
