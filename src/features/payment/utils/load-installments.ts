import type { ParcelamentoResponse } from '@/api/contract/payments';
import { onlyDigits } from '@/lib/documents';
import { formatCurrency, formatCentavos } from '@/lib/format';
import { getInstallments } from '../api/get-installments';
import { centavosOf } from '@/lib/money';

/** product-rules §9: the BIN is the first 6 digits of the card. */
export const BIN_LENGTH = 6;
/** product-rules §8/§9: a failed lookup is retried up to 3 times, 1000 ms apart. */
export const INSTALLMENT_RETRIES = 3;
export const INSTALLMENT_RETRY_DELAY_MS = 1000;

export interface InstallmentOption {
  /** Number of instalments: the payload's transacao_parcelas. */
  parcelas: number;
  /** '3 X R$ 412,34 sem juros', or the fallback '1 X R$ 1.237,02'. */
  label: string;
}

/** The BIN of a (possibly masked) card number, or null while fewer than 6 digits are typed. */
export function cardBin(cardNumber: string): string | null {
  const digits = onlyDigits(cardNumber);
  return digits.length >= BIN_LENGTH ? digits.slice(0, BIN_LENGTH) : null;
}

/** product-rules §8: after the retries, a single option paying the whole total at once. */
export function fallbackInstallments(total: number): InstallmentOption[] {
  return [{ parcelas: 1, label: `1 X ${formatCurrency(total)}` }];
}

/** The plans of the first brand that has any (a BIN belongs to one brand). */
function toOptions(response: ParcelamentoResponse): InstallmentOption[] {
  const brands = Object.values(response?.payment_methods?.credit_card ?? {});
  const plans = brands.find((brand) => brand.installment_plans?.length)?.installment_plans ?? [];
  return [...plans]
    .sort((a, b) => a.installments - b.installments)
    .map((plan) => ({
      parcelas: plan.installments,
      // Every plan up to 10 is interest-free (product-rules §9).
      label: `${plan.installments} X ${formatCentavos(plan.installment_value)} sem juros`,
    }));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface LoadInstallmentsInput {
  hotelId: number;
  /** Card number as typed (mask allowed); only its BIN leaves the browser. */
  cardNumber: string;
  /** Total in reais. */
  total: number;
}

/**
 * Looks the plans up by BIN and amount in cents. A failure (error or no plan) is retried up to
 * 3 times 1000 ms apart; then the single fallback option. Never rejects.
 */
export async function loadInstallments(
  { hotelId, cardNumber, total }: LoadInstallmentsInput,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<InstallmentOption[]> {
  const bin = cardBin(cardNumber);
  if (!bin) return [];
  const query = { bin, amountCents: centavosOf(total) };
  for (let attempt = 0; attempt <= INSTALLMENT_RETRIES; attempt += 1) {
    if (attempt > 0) await wait(INSTALLMENT_RETRY_DELAY_MS);
    try {
      const options = toOptions(await getInstallments(hotelId, query));
      if (options.length > 0) return options;
    } catch {
      // Retried below; the fallback covers a gateway that stays down.
    }
  }
  return fallbackInstallments(total);
}
