import type { FastifyInstance } from 'fastify';
import type {
  CidadesResponse,
  EstadosResponse,
  ProfissoesResponse,
  StatusReservaResponse,
} from '../../../../src/api/contract/account';
import type { AppContext } from '../../context';
import { findState, listCities, listProfessions, listStates } from '../places';
import { RESERVATION_STATUSES } from '../../shared/reservation-statuses';
import { asBody, bad, integerOf } from '../../http/search-input';

/** Form lists (public): states, cities of a state, professions, reservation statuses. */
export function formRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.post('/formulario/estados', async (): Promise<EstadosResponse> => listStates());

  app.post('/formulario/cidades', async (request): Promise<CidadesResponse> => {
    const id = integerOf(asBody(request.body).id_estado);
    if (id === null || !findState(id)) throw bad('Estado inválido.');
    return listCities(id);
  });

  app.post('/formulario/profissoes', async (): Promise<ProfissoesResponse> => listProfessions());

  app.post('/formulario/status-reserva', async (): Promise<StatusReservaResponse> => [
    ...RESERVATION_STATUSES,
  ]);
}
