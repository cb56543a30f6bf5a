import type { PoliticaCancelamento } from '../../../src/api/contract/cancellation';

/**
 * 'Hospedagem + Parque' in the guest's words (README "Packages"): its name and its one
 * cancellation rule, the stricter of its two parts, said at the search, the hold, the review,
 * the voucher and Minhas reservas.
 */

export const PACKAGE_NAME = 'Hospedagem + Parque';

export const PACKAGE_RULE = `Pacote ${PACKAGE_NAME}: cancelamento com devolução integral em até 7 dias da compra e antes do dia no parque (CDC, art. 49), a regra mais estrita das duas partes. Depois disso, o pacote não é reembolsável, nem em parte.`;

/** The package's policy, said at the hold, the review, the voucher and Minhas reservas. */
export const PACKAGE_POLICY: PoliticaCancelamento = {
  tipo: 'nao_reembolsavel',
  multa: '100% do valor pago, depois de 7 dias da compra ou do início do dia no parque',
  texto: PACKAGE_RULE,
};
