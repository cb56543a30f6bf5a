import { describe, expect, it } from 'vitest';
import { installmentReference } from '../src/club/club-installment-payments';
import { payableKindOf } from '../src/flows/settlement/payable-kinds';
import { TICKET_REFERENCE_PREFIX } from '../src/tickets/ticket-vouchers';

/**
 * The one seam where a payment settles what it pays: the gateway and the arrival of PIX or
 * boleto money both ask payableKindOf. The kinds' behaviour is proven through HTTP in
 * payments.test.ts, tickets.test.ts and club.test.ts; this pins which kind a reference names.
 */
describe('payableKindOf', () => {
  it('names a ticket purchase, a club instalment, and otherwise a group of rooms', () => {
    expect(payableKindOf(`${TICKET_REFERENCE_PREFIX}ABC123`).name).toBe('ingressos');
    expect(payableKindOf(installmentReference(42)).name).toBe('parcela');
    expect(payableKindOf('1-Zx8yTOKENabcdefghijklmn').name).toBe('grupo');
  });
});
