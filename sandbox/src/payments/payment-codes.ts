/**
 * Pure helpers of the payment gateway simulator: card brand by BIN, Luhn, interest-free
 * instalments, the PIX "copia e cola" BR Code (EMV with CRC16) and the boleto digitable line.
 */

export type Brand = 'visa' | 'mastercard' | 'elo' | 'amex' | 'hipercard';

const ELO_PREFIXES = ['636368', '438935', '504175', '451416', '5067', '4576', '4011'];

/** Brand of a card from its first digits (Elo before Visa/Mastercard: its ranges overlap). */
export function brandOf(digits: string): Brand | null {
  if (ELO_PREFIXES.some((p) => digits.startsWith(p))) return 'elo';
  if (digits.startsWith('606282')) return 'hipercard';
  if (/^3[47]/.test(digits)) return 'amex';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return null;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export { installmentPlans, MAX_INSTALLMENTS } from '../shared/installment-plans';

// --- PIX BR Code ---------------------------------------------------------------------------

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as the BR Code requires; 4 hex upper-case. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string): string =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

/** ASCII upper-case without accents, as merchant name and city must be. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/**
 * A dynamic-style PIX BR Code: payload format 01, point of initiation 12 (single use), merchant
 * account (GUI br.gov.bcb.pix + a sandbox location URL), MCC 0000, BRL (986), the amount,
 * country BR, merchant name and city, the txid (field 62-05) and the CRC16 (field 63).
 */
export function pixBrCode(input: {
  amountCents: number;
  txid: string;
  merchant: string;
  city: string;
}): string {
  const amount = (input.amountCents / 100).toFixed(2);
  const account =
    field('00', 'br.gov.bcb.pix') + field('25', `pix.sandbox.aurora/v2/${input.txid}`);
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount) +
    field('58', 'BR') +
    field('59', plain(input.merchant, 25) || 'AURORA') +
    field('60', plain(input.city, 15) || 'CALDAS NOVAS') +
    field('62', field('05', input.txid.slice(0, 25))) +
    '6304';
  return body + crc16(body);
}

// --- Boleto ---------------------------------------------------------------------------------

/** Module 10 check digit of a digitable-line field (weights 2,1,2,1... from the right). */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let p = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (p > 9) p = Math.floor(p / 10) + (p % 10);
    sum += p;
  }
  return (10 - (sum % 10)) % 10;
}

/** Module 11 check digit of the barcode (weights 2..9 from the right; 0, 10, 11 -> 1). */
export function mod11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

const MS_PER_DAY = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7) / MS_PER_DAY;

/**
 * Due-date factor: days since 07/10/1997; it reached 9999 on 21/02/2025 and restarted at 1000
 * on 22/02/2025 (FEBRABAN), so it cycles through 1000-9999.
 */
export function dueFactor(dueUtcDay: number): string {
  const days = dueUtcDay - FACTOR_BASE;
  const factor = days >= 10_000 ? ((days - 10_000) % 9000) + 1000 : days;
  return String(factor).padStart(4, '0');
}

/**
 * A bank slip of bank 001 (currency 9): the 44-digit barcode and the 47-digit digitable line
 * `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D FFFFVVVVVVVVVV`, with its three mod-10 field digits
 * and the mod-11 general digit. `freeField` has 25 digits.
 */
export function boletoLine(input: { dueUtcDay: number; amountCents: number; freeField: string }): {
  barcode: string;
  line: string;
  digits: string;
} {
  if (!/^\d{25}$/.test(input.freeField)) throw new Error('free field must have 25 digits');
  const bank = '0019';
  const factor = dueFactor(input.dueUtcDay);
  const value = String(input.amountCents).padStart(10, '0');
  if (value.length > 10) throw new Error('amount too large for a boleto');
  const withoutDv = `${bank}${factor}${value}${input.freeField}`;
  const dv = mod11(withoutDv);
  const barcode = `${bank}${dv}${factor}${value}${input.freeField}`;
  const f1 = `${bank}${input.freeField.slice(0, 5)}`;
  const f2 = input.freeField.slice(5, 15);
  const f3 = input.freeField.slice(15, 25);
  const p1 = `${f1}${mod10(f1)}`;
  const p2 = `${f2}${mod10(f2)}`;
  const p3 = `${f3}${mod10(f3)}`;
  const digits = `${p1}${p2}${p3}${dv}${factor}${value}`;
  const line =
    `${p1.slice(0, 5)}.${p1.slice(5)} ${p2.slice(0, 5)}.${p2.slice(5)} ` +
    `${p3.slice(0, 5)}.${p3.slice(5)} ${dv} ${factor}${value}`;
  return { barcode, line, digits };
}
