import { pixBrCode } from './payment-codes';

/** A PIX charge lives at least 15 minutes. */
export const PIX_SECONDS = 15 * 60;

export interface Merchant {
  id: number;
  nome: string;
  cidade: string;
}

/**
 * A PIX charge: one deadline for the guest, so it lives at least 15 minutes and never ends
 * before the hold of what it pays (`holdEndMs`, 0 when none), which it then extends to its own
 * end (README "Group lifecycle"). Whole seconds, as holds are stored, so both report the very
 * same instant.
 */
export function issuePix(
  merchant: Merchant,
  {
    token,
    valor,
    nowMs,
    holdEndMs,
  }: { token: string; valor: number; nowMs: number; holdEndMs: number },
): { expiraEm: number; qrCode: string } {
  const expiraEm = Math.ceil(Math.max(nowMs + PIX_SECONDS * 1000, holdEndMs) / 1000) * 1000;
  const qrCode = pixBrCode({
    amountCents: valor,
    txid: token,
    merchant: merchant.nome,
    city: merchant.cidade,
  });
  return { expiraEm, qrCode };
}
