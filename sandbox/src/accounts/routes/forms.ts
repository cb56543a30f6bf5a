import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type {
  CidadesRequest,
  CidadesResponse,
  EstadosResponse,
  ProfissoesResponse,
  StatusReservaResponse,
} from '../../../../src/api/contract/account';
import type { AppContext } from '../../context';
import { findState, listCities, listProfessions, listStates } from '../places';
import { RESERVATION_STATUSES } from '../../shared/reservation-statuses';
import { bad } from '../../shared/input';
import { body, idOrDigits } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';

const citiesBody = schemaOf<CidadesRequest>()(body({ id_estado: idOrDigits('Estado inválido.') }));

/** Form lists (public): states, cities of a state, professions, reservation statuses. */
export function formRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.post('/formulario/estados', async (): Promise<EstadosResponse> => listStates());

  app.post<{ Body: Static<typeof citiesBody> }>(
    '/formulario/cidades',
    { schema: { body: citiesBody } },
    async (request): Promise<CidadesResponse> => {
      const state = Number(request.body.id_estado);
      if (!findState(state)) throw bad('Estado inválido.');
      return listCities(state);
    },
  );

  app.post('/formulario/profissoes', async (): Promise<ProfissoesResponse> => listProfessions());

  app.post('/formulario/status-reserva', async (): Promise<StatusReservaResponse> => [
    ...RESERVATION_STATUSES,
  ]);
}
