import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import {
  ORDER_TERMS_PATH,
  type OrderTermsRequest,
  type OrderTermsResponse,
} from '../../../../src/api/contract/payment-terms';
import type { AppContext } from '../../context';
import { bestInstallmentPlan } from '../../shared/installment-plans';
import { toReais } from '../../shared/money';
import { body, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import type { PayableKindOf } from '../settlement';

const orderBody = schemaOf<OrderTermsRequest>()(
  body({
    transacao_referencia: textWith('Informe a referência do pedido (transacao_referencia).', 64),
  }),
);

/**
 * POST /api/pagamento/condicoes (public): what the gateway will accept for an order it holds,
 * by card and by PIX, from the payable kind's own Due (the review asks before its rooms are
 * confirmed: the kind's quote). The site shows these and sends the PIX total as it is; the
 * amount is computed once, here. A reference is its own secret (random, never listed).
 */
export function orderTermsRoutes(
  app: FastifyInstance,
  { db, now }: AppContext,
  payableKindOf: PayableKindOf,
): void {
  app.post<{ Body: Static<typeof orderBody> }>(
    ORDER_TERMS_PATH,
    { schema: { body: orderBody } },
    async (request): Promise<OrderTermsResponse> => {
      const referencia = request.body.transacao_referencia.trim();
      const kind = payableKindOf(referencia);
      const nowMs = now();
      const due = kind.quote
        ? kind.quote(db, referencia, nowMs)
        : kind.amountDue(db, referencia, nowMs);
      const best = bestInstallmentPlan(due.totalCents);
      return {
        valor: toReais(due.totalCents),
        valor_pix: toReais(due.pixTotalCents),
        parcelas: due.methods.includes('cartao') ? best.parcelas : 1,
        valor_parcela: toReais(
          due.methods.includes('cartao') ? best.valorCentavos : due.totalCents,
        ),
      };
    },
  );
}
