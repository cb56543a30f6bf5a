import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import {
  PAYMENT_TERMS_PATH,
  type PaymentTermsRequest,
  type PaymentTermsResponse,
} from '../../../../src/api/contract/payment-terms';
import { bestInstallmentPlan } from '../../shared/installment-plans';
import { toReais } from '../../shared/money';
import { body, integer } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';

const termsBody = schemaOf<PaymentTermsRequest>()(
  body({
    valor_centavos: integer(
      'Informe o valor em centavos (inteiro maior que zero).',
      1,
      1_000_000_000,
    ),
  }),
);

/**
 * POST /api/pagamento/parcelamento (public): 'ou 10x de R$ … sem juros' for an amount, by the
 * gateway's own rule (shared/installment-plans.ts), so the site never writes the number itself.
 */
export function paymentTermsRoutes(app: FastifyInstance): void {
  app.post<{ Body: Static<typeof termsBody> }>(
    PAYMENT_TERMS_PATH,
    { schema: { body: termsBody } },
    async (request): Promise<PaymentTermsResponse> => {
      const best = bestInstallmentPlan(request.body.valor_centavos);
      return { parcelas: best.parcelas, valor_parcela: toReais(best.valorCentavos) };
    },
  );
}
