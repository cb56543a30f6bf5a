import type { FormaPagamento } from '@/api/contract/user';

/** product-rules §9: card is 1 (the default), PIX is 9. */
export const CARD_METHOD_ID = 1;
export const PIX_METHOD_ID = 9;

export interface PaymentMethodOption {
  id: number;
  label: string;
}

const CARD: PaymentMethodOption = { id: CARD_METHOD_ID, label: 'Cartão de crédito' };
const PIX: PaymentMethodOption = { id: PIX_METHOD_ID, label: 'PIX' };

const isBoleto = (method: FormaPagamento) => /boleto/i.test(method.descricao);

/** Said on the review when the user's boleto is left out because extras are held. */
export const NO_BOLETO_WITH_EXTRAS =
  'O boleto não está disponível para reservas com extras ou ingressos: as vagas não podem esperar a compensação.';

/** Whether the user's own methods include a boleto. */
export const offersBoleto = (userMethods: readonly FormaPagamento[] | null) =>
  (userMethods ?? []).some(isBoleto);

/**
 * The methods offered on the review (product-rules §5/§9, product-rules §10): card first, then PIX; boleto
 * (whatever its id) only when the user's forma_pagamento lists it. A logged-in user with a
 * list gets the methods of that list in this order; visitors (and users with an empty list)
 * get card and PIX. With extras held there is no boleto.
 */
export function offeredPaymentMethods(
  userMethods: readonly FormaPagamento[] | null,
  { withExtras = false }: { withExtras?: boolean } = {},
): PaymentMethodOption[] {
  if (!userMethods || userMethods.length === 0) return [CARD, PIX];
  const has = (id: number) => userMethods.some((m) => m.forma_pagamento_id === id);
  // Issue 29, 'boleto only where every item allows it': an extra's places (a transfer's seat,
  // a spa's slot) and the park's tickets cannot wait the working days a boleto takes to clear.
  const boleto = withExtras ? undefined : userMethods.find(isBoleto);
  const offered = [
    ...(has(CARD_METHOD_ID) ? [CARD] : []),
    ...(has(PIX_METHOD_ID) ? [PIX] : []),
    ...(boleto ? [{ id: boleto.forma_pagamento_id, label: 'Boleto bancário' }] : []),
  ];
  return offered.length > 0 ? offered : [CARD, PIX];
}
