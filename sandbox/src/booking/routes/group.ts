import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type {
  GrupoReservaRequest,
  GrupoReservaResponse,
} from '../../../../src/api/contract/checkout';
import { body, optional, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import type { AppContext } from '../../context';
import { groupKeyMatches } from '../../repositories/group-keys';
import { describeGroup, groupRooms } from '../group-lifecycle';
import { requireUserUnless, userSession } from '../../http/auth';
import { DomainError } from '../../shared/domain-error';

const NOT_FOUND = 'Grupo de reservas não encontrado.';

const groupBody = schemaOf<GrupoReservaRequest>()(
  body(
    {
      identificador: Type.String({
        pattern: '\\S',
        maxLength: 200,
        erro: 'Informe o identificador do grupo.',
      }),
      chave_grupo: optional(textWith(NOT_FOUND, 200)),
    },
    'Dados do grupo inválidos.',
  ),
);
type GroupBody = Static<typeof groupBody>;

/**
 * POST /reserva/grupo (extension, README "Group lifecycle"): where a booking group is in its
 * lifecycle, its one deadline and the server's clock, and its last payment. Read with the
 * group's release key, or with the token of a user who owns one of its rooms; anyone else gets
 * 404, as if the group did not exist.
 */
export function groupRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  // The group's release key proves the right to read it; without it, an owner's session.
  const withKeyOrUser = requireUserUnless(
    app,
    (body) => (body as GroupBody).chave_grupo !== undefined,
  );

  app.post<{ Body: GroupBody }>(
    '/reserva/grupo',
    { schema: { body: groupBody }, preHandler: withKeyOrUser },
    async (request): Promise<GrupoReservaResponse> => {
      const identificador = request.body.identificador.trim();
      const chave = request.body.chave_grupo;
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
