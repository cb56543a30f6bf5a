import type { FastifyInstance } from 'fastify';
import type {
  CadastroResponse,
  MensagemResponse,
  ValidarTokenSenhaResponse,
  VerificaClienteResponse,
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
import { asBody, bad, checkPassword, parseProfile, parseRegistration } from '../account-input';
import { DomainError } from '../../shared/domain-error';

const INVALID_RESET = 'Link de recuperação inválido ou expirado.';

/** A CPF-ish string field of a lookup: its digits ('' when absent or not a string). */
function cpfField(value: unknown, label: string): string {
  if (value === undefined || value === null) throw bad(`Informe o ${label}.`);
  if (typeof value !== 'string' && typeof value !== 'number') throw bad(`${label} inválido.`);
  const text = String(value);
  if (text.length > 20) throw bad(`${label} inválido.`);
  return onlyDigits(text);
}

/**
 * Registration, password recovery and change, and the profile (product-rules §3, §5, §6, §7). The
 * lookups and the registration are public; profile routes need the user's JWT.
 */
export function accountRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/usuario/verifica', async (request): Promise<VerificaUsuarioResponse> => {
    const cpf = cpfField(asBody(request.body).usuario, 'usuário');
    const user = cpf.length === 11 ? findUserByCpf(db, cpf) : undefined;
    return { existe: user !== undefined && user.temporario === 0 };
  });

  app.post('/contrato-drvc/verifica-cliente', async (request): Promise<VerificaClienteResponse> => {
    const cpf = cpfField(asBody(request.body).cpf, 'CPF');
    return cpf.length === 11 ? findClubClients(db, cpf) : [];
  });

  app.post('/usuario/cadastrar', async (request): Promise<CadastroResponse> => {
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
  });

  app.post(
    '/usuario/recuperar-senha/validar',
    async (request): Promise<ValidarTokenSenhaResponse> => {
      const token = asBody(request.body).token;
      const found = typeof token === 'string' && token.length <= 200 && findResetUser(db, token);
      if (!found) throw bad(INVALID_RESET);
      return { nome: found.user.nome.split(' ')[0] ?? found.user.nome };
    },
  );

  // A reset link's token, or the logged-in user's session.
  const resetOrUser = requireUserUnless(app, (body) => asBody(body).token !== undefined);
  app.post(
    '/usuario/alterar-senha',
    { preHandler: resetOrUser },
    async (request): Promise<MensagemResponse> => {
      const body = asBody(request.body);
      if (body.token !== undefined) {
        const found =
          typeof body.token === 'string' &&
          body.token.length <= 200 &&
          findResetUser(db, body.token);
        if (!found) throw bad(INVALID_RESET);
        const senha = checkPassword(body.senha);
        setPassword(db, found.user.id, senha, found.resetId);
      } else {
        const session = userSession(request);
        if (typeof body.senha_atual !== 'string' || body.senha_atual === '') {
          throw bad('Informe a senha atual.');
        }
        if (
          body.senha_atual.length > 200 ||
          !(await verifyPassword(body.senha_atual, session.user.password_hash))
        ) {
          throw bad('Senha atual incorreta.');
        }
        setPassword(db, session.user.id, checkPassword(body.senha));
      }
      return { mensagem: 'Senha alterada com sucesso.' };
    },
  );

  app.post('/usuario/dados', { preHandler: app.requireUser }, async (request): Promise<Usuario> => {
    const session = userSession(request);
    return toUsuario(db, session.user);
  });

  app.post(
    '/usuario/dados/editar',
    { preHandler: app.requireUser },
    async (request): Promise<Usuario> => {
      const session = userSession(request);
      const data = parseProfile(request.body);
      return toUsuario(db, updateProfile(db, session.user, data));
    },
  );
}
