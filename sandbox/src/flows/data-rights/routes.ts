import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type {
  ConsentimentosRequest,
  SenhaRequest,
  ConsentimentosResponse,
  ExclusaoResponse,
  MeusDadosPdfResponse,
  MeusDadosResponse,
  ResumoMeusDadosResponse,
} from '../../../../src/api/contract/data-rights';
import type { AppContext } from '../../context';
import {
  anonymiseAccount,
  exportUserData,
  KEPT_AFTER_DELETION,
  unfinishedStays,
  UnfinishedStaysError,
} from './data-rights';
import { userDataPdf } from './data-rights-pdf';
import { consentsOf, listRequests } from '../../accounts/data-requests';
import { changeConsents } from '../../accounts/marketing-consents';
import { verifyPassword } from '../../accounts/passwords';
import { toResumo } from '../../booking/reservations';
import { userSession } from '../../http/auth';
import { revoke, type Session } from '../../http/sessions';
import { bad } from '../../shared/input';
import { body, flag, optional, orNull, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { DomainError } from '../../shared/domain-error';

/** The password typed again: absent or '' is asked for (400), a wrong one refused (403). */
const passwordFields = {
  senha: optional(orNull(textWith('Senha inválida.', 200))),
};
const passwordBody = schemaOf<SenhaRequest>()(body(passwordFields));
type PasswordBody = Static<typeof passwordBody>;

const CONSENT = {
  email: 'Informe o consentimento de e-mail (true ou false).',
  whatsapp: 'Informe o consentimento de WhatsApp (true ou false).',
};
const consentsBody = schemaOf<ConsentimentosRequest>()(
  body({
    ...passwordFields,
    email_marketing: optional(flag(CONSENT.email)),
    whatsapp_marketing: optional(flag(CONSENT.whatsapp)),
  }),
);
type ConsentsBody = Static<typeof consentsBody>;

export const WRONG_PASSWORD = 'Senha incorreta. Confirme com a senha que você usa para entrar.';

/**
 * 'Meus dados' (LGPD art. 18 and 19): the summary, the export (JSON and PDF), the marketing
 * consents and the deletion, always of the token's user. Every action asks for the password
 * again: missing 400, wrong 403 (not 401: the site ends the session on a 401).
 */
export function dataRightsRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const ownUser = { onRequest: app.requireUser };

  /** The session, once the password typed again matches the account's. */
  const confirmed = async (
    request: FastifyRequest<{ Body: PasswordBody }>,
  ): Promise<{ s: Session; body: PasswordBody }> => {
    const s = userSession(request);
    const body = request.body;
    const senha = body.senha;
    if (senha === undefined || senha === null || senha === '') throw bad('Informe sua senha.');
    if (!(await verifyPassword(senha, s.user.password_hash))) {
      throw new DomainError('forbidden', WRONG_PASSWORD);
    }
    return { s, body };
  };
  const withPassword = { ...ownUser, schema: { body: passwordBody } };

  app.post(
    '/usuario/meus-dados/resumo',
    ownUser,
    async (request): Promise<ResumoMeusDadosResponse> => {
      const s = userSession(request);
      return {
        consentimentos: consentsOf(s.user),
        reservas_futuras: unfinishedStays(db, s.user.id, now()).map((row) => toResumo(db, row)),
        solicitacoes: listRequests(db, s.user.id),
      };
    },
  );

  app.post<{ Body: PasswordBody }>(
    '/usuario/meus-dados',
    withPassword,
    async (request): Promise<MeusDadosResponse> => {
      const { s } = await confirmed(request);
      return exportUserData(db, s.user, 'json', now(), config.siteUrl);
    },
  );

  app.post<{ Body: PasswordBody }>(
    '/usuario/meus-dados/pdf',
    withPassword,
    async (request): Promise<MeusDadosPdfResponse> => {
      const { s } = await confirmed(request);
      const data = exportUserData(db, s.user, 'pdf', now(), config.siteUrl);
      return { arquivo: userDataPdf(data).toString('base64') };
    },
  );

  app.post<{ Body: ConsentsBody }>(
    '/usuario/consentimentos',
    { ...ownUser, schema: { body: consentsBody } },
    async (request): Promise<ConsentimentosResponse> => {
      const { s } = await confirmed(request);
      const email = request.body.email_marketing;
      const whatsapp = request.body.whatsapp_marketing;
      if (email === undefined) throw bad(CONSENT.email);
      if (whatsapp === undefined) throw bad(CONSENT.whatsapp);
      const user = changeConsents(db, s.user, email, whatsapp, now(), config.siteUrl);
      return { mensagem: 'Preferências de comunicação salvas.', consentimentos: consentsOf(user) };
    },
  );

  app.post<{ Body: PasswordBody }>(
    '/usuario/exclusao',
    withPassword,
    async (request): Promise<ExclusaoResponse> => {
      const { s } = await confirmed(request);
      try {
        anonymiseAccount(db, s.user, now(), config.siteUrl);
      } catch (error) {
        if (error instanceof UnfinishedStaysError) {
          throw new DomainError(
            'conflict',
            `Sua conta não pode ser excluída enquanto houver reservas em aberto: ${error.numeros.join(', ')}. ` +
              'Cancele-as em Minhas reservas ou mantenha a conta.',
          );
        }
        throw error;
      }
      revoke(db, s);
      return {
        mensagem: 'Sua conta foi excluída. Seus dados pessoais foram anonimizados.',
        mantidos: KEPT_AFTER_DELETION,
      };
    },
  );
}
