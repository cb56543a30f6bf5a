import { PIX_AUTOMATICO_PATHS, type PixAutomaticoView } from '@/api/contract/pix-automatico';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/pix-automatico/cancelar (extension): no charge from now on. */
export async function cancelPixAutomatico(numeroContrato: string): Promise<PixAutomaticoView> {
  const { data } = await mainApi.post<PixAutomaticoView>(PIX_AUTOMATICO_PATHS.cancel, {
    numero_contrato: numeroContrato,
  });
  return data;
}
