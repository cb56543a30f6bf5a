import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type {
  CadastroResponse,
  MensagemResponse,
  ValidarTokenSenhaRequest,
  ValidarTokenSenhaResponse,
  VerificaClienteRequest,
  VerificaClienteResponse,
  VerificaUsuarioRequest,
  VerificaUsuarioResponse,
} from '../../../../src/api/contract/account';
import type { Usuario } from '../../../../src/api/contract/user';
import type { AppContext } from '../../context';
import {
  DuplicateCpfError,
  findResetUser,
  NotClubClientError,
  registerUser,
  setPassword,
  updateProfile,
} from '../accounts';
import { onlyDigits } from '../../shared/documents';
import { findClubClients } from '../../repositories/club-clients';
import { verifyPassword } from '../passwords';
import { requireUserUnless, userSession } from '../../http/auth';
import { toUsuario } from '../users';
import { findUserByCpf } from '../../repositories/users';
import {
  bad,
  checkPassword,
  parseProfile,
  parseRegistration,
  passwordChangeBody,
  profileBody,
  registrationBody,
} from '../account-input';
import { body as objectBody } from '../../shared/request-fields';
import { DomainError } from '../../shared/domain-error';
import { schemaOf } from '../../shared/request-schema';

const INVALID_RESET = 'Link de recuperação inválido ou expirado.';

/** A lookup's CPF (digits, or written with its dots), named `label` in its messages. */
const cpfLookup = (label: string) =>
  Type.String({
    minLength: 1,
    maxLength: 20,
    erro: {
      required: `Informe o ${label}.`,
      minLength: `Informe o ${label}.`,
      invalido: `${label} inválido.`,
    },
  });
const userLookupBody = schemaOf<VerificaUsuarioRequest>()(
  objectBody({ usuario: cpfLookup('usuário') }),
);
const clientLookupBody = schemaOf<VerificaClienteRequest>()(objectBody({ cpf: cpfLookup('CPF') }));
const resetTokenBody = schemaOf<ValidarTokenSenhaRequest>()(
  objectBody({ token: Type.String({ maxLength: 200, erro: INVALID_RESET }) }),
);

/**
 * Registration, password recovery and change, and the profile (product-rules §3, §5, §6, §7). The
 * lookups and the registration are public; profile routes need the user's JWT.
 */
export function accountRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post<{ Body: Static<typeof userLookupBody> }>(
    '/usuario/verifica',
    { schema: { body: userLookupBody } },
    async (request): Promise<VerificaUsuarioResponse> => {
      const cpf = onlyDigits(request.body.usuario);
      const user = cpf.length === 11 ? findUserByCpf(db, cpf) : undefined;
      return { existe: user !== undefined && user.temporario === 0 };
    },
  );

  app.post<{ Body: Static<typeof clientLookupBody> }>(
    '/contrato-drvc/verifica-cliente',
    { schema: { body: clientLookupBody } },
    async (request): Promise<VerificaClienteResponse> => {
      const cpf = onlyDigits(request.body.cpf);
      return cpf.length === 11 ? findClubClients(db, cpf) : [];
    },
  );

  app.post<{ Body: Static<typeof registrationBody> }>(
    '/usuario/cadastrar',
    { schema: { body: registrationBody } },
    async (request): Promise<CadastroResponse> => {
      const input = parseRegistration(request.body);
      try {
        const user = registerUser(db, input);
        return { id: user.id, mensagem: 'Cadastro realizado com sucesso!' };
      } catch (error) {
        if (error instanceof DuplicateCpfError)
          throw new DomainError('conflict', 'CPF já cadastrado!');
        if (error instanceof NotClubClientError) {
          throw bad('CPF não encontrado entre os clientes do Aurora VIP Club.');
        }
        throw error;
      }
    },
  );

  app.post<{ Body: Static<typeof resetTokenBody> }>(
    '/usuario/recuperar-senha/validar',
    { schema: { body: resetTokenBody } },
    async (request): Promise<ValidarTokenSenhaResponse> => {
      const found = findResetUser(db, request.body.token);
      if (!found) throw bad(INVALID_RESET);
      return { nome: found.user.nome.split(' ')[0] ?? found.user.nome };
    },
  );

  // A reset link's token, or the logged-in user's session.
  const resetOrUser = requireUserUnless(
    app,
    (body) => (body as Static<typeof passwordChangeBody>).token !== undefined,
  );
  app.post<{ Body: Static<typeof passwordChangeBody> }>(
    '/usuario/alterar-senha',
    { schema: { body: passwordChangeBody }, preHandler: resetOrUser },
    async (request): Promise<MensagemResponse> => {
      const body = request.body;
      if (body.token !== undefined) {
        const found = findResetUser(db, body.token);
        if (!found) throw bad(INVALID_RESET);
        const senha = checkPassword(body.senha);
        setPassword(db, found.user.id, senha, found.resetId);
      } else {
        const session = userSession(request);
        if (!body.senha_atual) throw bad('Informe a senha atual.');
        if (!(await verifyPassword(body.senha_atual, session.user.password_hash))) {
          throw bad('Senha atual incorreta.');
        }
        setPassword(db, session.user.id, checkPassword(body.senha));
      }
      return { mensagem: 'Senha alterada com sucesso.' };
    },
  );

  app.post('/usuario/dados', { onRequest: app.requireUser }, async (request): Promise<Usuario> => {
    const session = userSession(request);
    return toUsuario(db, session.user);
  });

  app.post<{ Body: Static<typeof profileBody> }>(
    '/usuario/dados/editar',
    { schema: { body: profileBody }, onRequest: app.requireUser },
    async (request): Promise<Usuario> => {
      const session = userSession(request);
      const data = parseProfile(request.body);
      return toUsuario(db, updateProfile(db, session.user, data));
    },
  );
}
