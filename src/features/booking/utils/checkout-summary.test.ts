import { afterEach, describe, expect, it } from 'vitest';
import { GENERIC_USER } from '@/stores/session';
import { resetBooking } from '../testing/checkout-store';
import { holdGroup } from '../testing/held-group';
import { checkoutSummary } from './checkout-summary';

afterEach(resetBooking);

describe('the payment summary', () => {
  it('pays the rooms and the extras held with them, once', () => {
    const paying = holdGroup({
      rooms: 2,
      step: 'payment',
      guests: true,
      extras: [
        {
          id: 1,
          id_extra: 106,
          nome: 'Estacionamento coberto',
          dias: ['10/07/2030', '11/07/2030', '12/07/2030'],
          hora: null,
          quantidade: 1,
          valor: 75,
          cancelamento_gratis_horas: 0,
        },
        {
          id: 2,
          id_extra: 101,
          nome: 'Traslado rodoviária de Caldas Novas',
          dias: ['10/07/2030'],
          hora: '13:00',
          quantidade: 4,
          valor: 140.1,
          cancelamento_gratis_horas: 24,
        },
      ],
    });
    if (paying.step !== 'payment') throw new Error('not at the payment');
    // Added up in whole centavos (src/lib/money.ts), as the server charges it.
    expect(checkoutSummary(paying, GENERIC_USER).totalCentavos).toBe(201_510);
  });

  it('is the rooms alone without extras', () => {
    const paying = holdGroup({ rooms: 2, step: 'payment', guests: true });
    if (paying.step !== 'payment') throw new Error('not at the payment');
    expect(checkoutSummary(paying, GENERIC_USER).totalCentavos).toBe(180_000);
  });
});
