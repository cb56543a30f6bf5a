import type { CartaoClaro, PagamentoStatus } from '../../../src/api/contract/payments';
import type { Db } from '../db/types';
import { wallClock } from '../shared/calendar';
import { onlyDigits } from '../shared/documents';
import { invalid } from '../shared/domain-error';
import { type Brand, brandOf, luhnValid } from './payment-codes';
import { decryptWithGatewayKey } from './payment-keys';

/**
 * Card payments: the card arrives encrypted with the gateway's public key and is decrypted in
 * memory only (never stored, never logged); the database keeps the brand and last four digits.
 */

export const CARD_MESSAGES = {
  undecryptable: 'Cartão inválido ou não criptografado.',
  clearCard: 'Os dados do cartão não podem conter o número completo nem o código de segurança.',
} as const;

/** Documented test cards (README): outcome by number; any other valid card is approved. */
const TEST_CARDS: Record<string, { status: PagamentoStatus; erro: string }> = {
  '4000000000000002': { status: 'recusado', erro: 'Transação não autorizada pelo emissor.' },
  '4000000000009995': { status: 'recusado', erro: 'Saldo insuficiente.' },
  '4000000000000119': { status: 'erro', erro: 'Falha de comunicação com a operadora.' },
};

export interface CardOutcome {
  status: PagamentoStatus;
  erro: string;
  bandeira: Brand | '';
  ultimos4: string;
}

/** What the site sends of a card: the encrypted hash and the masked fields beside it. */
export interface CardSent {
  cartao_hash?: unknown;
  dados_cartao?: unknown;
}

/** Decides a card payment from the decrypted card. */
export function chargeCard(card: CartaoClaro, nowMs: number): CardOutcome {
  const number = onlyDigits(card.cardNumber);
  const ultimos4 = number.slice(-4);
  const refuse = (erro: string, bandeira: Brand | '' = ''): CardOutcome => ({
    status: 'recusado',
    erro,
    bandeira,
    ultimos4,
  });
  if (!luhnValid(number)) return refuse('Número do cartão inválido.');
  const bandeira = brandOf(number);
  if (!bandeira) return refuse('Bandeira não aceita.');
  if (card.holderName.trim() === '') return refuse('Nome do titular inválido.', bandeira);
  const month = Number(card.expirationMonth);
  const year = Number(
    card.expirationYear.length === 2 ? `20${card.expirationYear}` : card.expirationYear,
  );
  if (
    !/^\d{1,2}$/.test(card.expirationMonth) ||
    month < 1 ||
    month > 12 ||
    !/^\d{2,4}$/.test(card.expirationYear)
  ) {
    return refuse('Validade do cartão inválida.', bandeira);
  }
  const now = wallClock(nowMs);
  if (year * 12 + month < now.year * 12 + now.month) {
    return refuse('Cartão vencido.', bandeira);
  }
  const cvvLength = bandeira === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.securityCode)) {
    return refuse('Código de segurança inválido.', bandeira);
  }
  const test = TEST_CARDS[number];
  if (test) return { ...test, bandeira, ultimos4 };
  return { status: 'aprovado', erro: '', bandeira, ultimos4 };
}

function parseClearCard(json: string): CartaoClaro | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const keys = ['cardNumber', 'holderName', 'expirationMonth', 'expirationYear', 'securityCode'];
  if (!keys.every((k) => typeof v[k] === 'string')) return null;
  return v as unknown as CartaoClaro;
}

/**
 * The card of a card payment, decrypted: the masked fields must hide the number and code, and
 * their last four digits match the encrypted card's.
 */
export function decryptCard(db: Db, { cartao_hash, dados_cartao }: CardSent): CartaoClaro {
  if (typeof dados_cartao !== 'object' || dados_cartao === null || Array.isArray(dados_cartao)) {
    throw invalid('Informe dados_cartao.');
  }
  const d = dados_cartao as Record<string, unknown>;
  const masked = typeof d.cardNumber === 'string' ? d.cardNumber : '';
  if (masked.replace(/\D/g, '').length > 4 || d.securityCode !== '***') {
    throw invalid(CARD_MESSAGES.clearCard);
  }
  if (typeof cartao_hash !== 'string' || cartao_hash === '') {
    throw invalid(CARD_MESSAGES.undecryptable);
  }
  const clear = decryptWithGatewayKey(db, cartao_hash);
  const parsed = clear === null ? null : parseClearCard(clear);
  if (!parsed) throw invalid(CARD_MESSAGES.undecryptable);
  const visible = masked.replace(/\D/g, '');
  if (visible.length === 4 && !onlyDigits(parsed.cardNumber).endsWith(visible)) {
    throw invalid('Os dados do cartão não conferem com o cartão criptografado.');
  }
  return parsed;
}

/** A PIX or boleto carries no card. */
export function refuseCardData({ cartao_hash, dados_cartao }: CardSent): void {
  if (cartao_hash !== undefined && cartao_hash !== '') {
    throw invalid('cartao_hash só é enviado em pagamentos com cartão.');
  }
  if (dados_cartao !== undefined && dados_cartao !== null) {
    throw invalid('dados_cartao só é enviado em pagamentos com cartão.');
  }
}
