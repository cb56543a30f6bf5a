import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type {
  CadastroReservaRequest,
  CadastroReservaResponse,
} from '../../../../src/api/contract/checkout';
import type { AppContext } from '../../context';
import { issueToken } from '../../http/sessions';
import { bookingBuyerFields, parseBookingBuyer } from '../../shared/booking-buyer';
import { DomainError } from '../../shared/domain-error';
import { body, flag, optional } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { checkPassword, newPassword } from '../account-input';
import { DuplicateCpfError, registerFromBooking } from '../accounts';

/** The message of a CPF that already has an account: the site offers its login in place. */
export const CPF_HAS_ACCOUNT = 'Este CPF já tem cadastro. Entre com a sua senha para continuar.';

const bookingRegistrationBody = schemaOf<CadastroReservaRequest>()(
  body({
    ...bookingBuyerFields,
    senha: newPassword,
    consentimento_email_marketing: optional(
      flag('Consentimento de e-mail marketing inválido: use true ou false.'),
    ),
    consentimento_whatsapp_marketing: optional(
      flag('Consentimento de WhatsApp marketing inválido: use true ou false.'),
    ),
  }),
);

/**
 * POST /usuario/cadastro-reserva (issue 52 part 3): the account made at a booking's guests step,
 * from the buyer's data and a password, answered with its session (sandbox README, "An account
 * made in the booking"). The member price of the held rooms is the booking's own call
 * (`/reserva/grupo/preco-cliente`), made with this token.
 */
export function bookingRegistrationRoute(app: FastifyInstance, { db, config }: AppContext): void {
  app.post<{ Body: Static<typeof bookingRegistrationBody> }>(
    '/usuario/cadastro-reserva',
    { schema: { body: bookingRegistrationBody } },
    async (request): Promise<CadastroReservaResponse> => {
      const buyer = parseBookingBuyer(request.body);
      const senha = checkPassword(request.body.senha);
      try {
        const user = registerFromBooking(db, {
          ...buyer,
          senha,
          consentimentoEmail: request.body.consentimento_email_marketing === true,
          consentimentoWhatsapp: request.body.consentimento_whatsapp_marketing === true,
        });
        return {
          token_jwt: await issueToken(
            { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds },
            user.id,
          ),
        };
      } catch (error) {
        if (error instanceof DuplicateCpfError) throw new DomainError('conflict', CPF_HAS_ACCOUNT);
        throw error;
      }
    },
  );
}
