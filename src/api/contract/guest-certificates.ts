/**
 * Guest certificates (issue 51), main reservations API: a member books with a contract for
 * someone else. Extensions with the member's bearer token (sandbox README "Guest certificates").
 * The confirmation of a contract booking (`/reserva-drvc`) takes `certificado_hospede: true`
 * (src/api/contract/checkout.ts) to book its room for a guest.
 */

export const GUEST_CERTIFICATE_PATHS = {
  /** The contract's allowance in the use year of an arrival. */
  allowance: '/contrato-drvc/certificados',
} as const;

export interface CertificateAllowanceRequest {
  /** `contratos_id` of one of the member's contracts. */
  contrato_id: number;
  /** The arrival, dd/MM/yyyy: the use year it falls in is the one counted. */
  chegada: string;
}

export interface CertificateAllowance {
  numero_contrato: string;
  /** The fee per room booked for a guest, in centavos (paid in the financial record). */
  taxa_centavos: number;
  /** Certificates per contract per use year. */
  limite: number;
  /** Counted in that use year: issued, or on a room still held. */
  usados: number;
  restantes: number;
  /** The use year (dd/MM/yyyy); null when the contract does not cover the arrival. */
  ano_uso: { inicio: string; fim: string } | null;
  /** The rules in words. */
  regras: string[];
}
