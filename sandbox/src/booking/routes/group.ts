import type { FastifyInstance } from 'fastify';
import type { GrupoReservaResponse } from '../../../../src/api/contract/checkout';
import type { AppContext } from '../../context';
import { groupKeyMatches } from '../../repositories/group-keys';
import { describeGroup, groupRooms } from '../group-lifecycle';
import { requireUserUnless, userSession } from '../../http/auth';
import { DomainError } from '../../shared/domain-error';
import { asBody, bad } from '../../http/search-input';

const NOT_FOUND = 'Grupo de reservas não encontrado.';

/**
 * POST /reserva/grupo (extension, README "Group lifecycle"): where a booking group is in its
 * lifecycle, its one deadline and the server's clock, and its last payment. Read with the
 * group's release key, or with the token of a user who owns one of its rooms; anyone else gets
 * 404, as if the group did not exist.
 */
export function groupRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const groupAsked = (value: unknown) => {
    const body = asBody(value, 'Dados do grupo inválidos.');
    const identificador = typeof body.identificador === 'string' ? body.identificador.trim() : '';
    if (identificador === '' || identificador.length > 200) {
      throw bad('Informe o identificador do grupo.');
    }
    return { identificador, chave: body.chave_grupo };
  };
  // The group's release key proves the right to read it; without it, an owner's session.
  const withKeyOrUser = requireUserUnless(app, (body) => groupAsked(body).chave !== undefined);

  app.post(
    '/reserva/grupo',
    { preHandler: withKeyOrUser },
    async (request): Promise<GrupoReservaResponse> => {
      const { identificador, chave } = groupAsked(request.body);
      const rooms = groupRooms(db, identificador);
      if (chave !== undefined) {
        if (rooms.length === 0 || !groupKeyMatches(db, identificador, chave)) {
          throw new DomainError('not_found', NOT_FOUND);
        }
      } else {
        const { user } = userSession(request);
        if (!rooms.some((r) => r.user_id === user.id))
          throw new DomainError('not_found', NOT_FOUND);
      }
      return describeGroup(db, identificador, rooms, now());
    },
  );
}
