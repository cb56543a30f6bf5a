/**
 * Mask patterns for react-imask, shared by every form. In react-imask's pattern syntax `0` is
 * any digit; the product rules write the same masks with `9` (999.999.999-99).
 */
export const MASKS = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  /** dd/mm/yyyy */
  date: '00/00/0000',
  /** Mobile phone with area code: (99) 99999-9999. */
  phone: '(00) 00000-0000',
  cep: '00000-000',
  /** Up to 19 digits in groups of four (covers 13-19 digit cards). */
  cardNumber: '0000 0000 0000 0000 000',
  /** Card expiry MM/YY. */
  cardExpiry: '00/00',
  cardSecurityCode: '0000',
} as const;

export type MaskName = keyof typeof MASKS;
