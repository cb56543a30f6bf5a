import { http, HttpResponse, type RequestHandler } from 'msw';
import { CLUB_PATHS, type ContractRequest } from '@/api/contract/club';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { env } from '@/config/env';
import { fixtureContracts, fixtureStatements } from '../fixtures/club';
import { fixtureAccounts } from '../fixtures/users';

const url = (path: string) => `${env.api.main}${path}`;
const refuse = (erro: string, status: number) => HttpResponse.json({ erro }, { status });

/** As the sandbox: 401 without a session, 403 for a user who is not a club member. */
function memberRefusal(request: Request) {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  const account = fixtureAccounts.find((a) => a.token === token);
  if (!account) return refuse('Token de autorização não encontrado ou inválido', 401);
  if (account.user.usuario_tipo_id !== USER_TYPE_CLUB_MEMBER) {
    return refuse('Área exclusiva para associados do Aurora VIP Club.', 403);
  }
  return null;
}

/** The club's calls of the main API (fixture member: clubMemberUser). */
export const clubHandlers: RequestHandler[] = [
  http.post(url(CLUB_PATHS.contracts), ({ request }) => {
    return memberRefusal(request) ?? HttpResponse.json(fixtureContracts);
  }),

  http.post(url(CLUB_PATHS.pointsStatement), async ({ request }) => {
    const refusal = memberRefusal(request);
    if (refusal) return refusal;
    const { numero_contrato } = (await request.json()) as ContractRequest;
    const statement = fixtureStatements[numero_contrato.toUpperCase()];
    return statement ? HttpResponse.json(statement) : refuse('Contrato não encontrado.', 404);
  }),
];
