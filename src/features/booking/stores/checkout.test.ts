import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roomChoice } from '@/lib/room-choice';
import { searchCriteriaActions } from '@/stores/search-criteria';
import { PAID_GROUP } from '@/testing/fixtures/checkout';
import { choiceRow, holdGroup, roomGuests } from '../testing/held-group';
import { resetBooking } from '../testing/checkout-store';
import {
  CHECKOUT_STORAGE_KEY,
  checkoutActions,
  checkoutSnapshot,
  choicesSnapshot,
  completedSnapshot,
  type CompletedBooking,
} from './checkout';

const completed: CompletedBooking[] = [
  {
    numero_reserva: '2026000123',
    id_reservas_front: 88,
    hotel: 'Thermas Aurora',
    data_chegada: '10/07/2026',
    data_partida: '12/07/2026',
    total: 1280.5,
  },
];

afterEach(() => {
  resetBooking();
  checkoutActions().completedBookingsCleared();
});

const a = () => checkoutActions();

describe('the rates chosen on the results', () => {
  it('are kept per room; a change of that room’s guests, a removed room or new results drop them', () => {
    searchCriteriaActions().roomAdded();
    searchCriteriaActions().roomAdded();
    a().roomRateChosen(1, roomChoice(choiceRow(1), 'meia'));
    expect(choicesSnapshot()).toEqual([null, expect.objectContaining({ cod_pensao: 'meia' })]);
    a().roomRateChosen(0, roomChoice(choiceRow(0), 'cafe'));
    // Another coupon or other dates keep the choices; room 2's guests drop its choice only.
    searchCriteriaActions().couponEdited('VERAO10');
    searchCriteriaActions().childAdded(1);
    expect(choicesSnapshot().map((c) => c?.cod_pensao ?? null)).toEqual(['cafe', null]);
    a().roomRateChosen(1, roomChoice(choiceRow(1), 'sem'));
    searchCriteriaActions().roomRemoved();
    expect(choicesSnapshot().map((c) => c?.cod_pensao ?? null)).toEqual(['cafe']);
    a().choicesCleared();
    expect(choicesSnapshot()).toEqual([null]);
  });

  it('moving the group to a hotel drops the choices in other hotels', () => {
    searchCriteriaActions().roomAdded();
    searchCriteriaActions().roomAdded();
    a().roomRateChosen(0, roomChoice(choiceRow(0), 'cafe'));
    a().roomRateChosen(1, roomChoice(choiceRow(1, { id_hotel: 3, hotel_nome: 'Império' }), 'sem'));
    a().groupMovedToHotel(3);
    expect(choicesSnapshot().map((c) => c?.id_hotel ?? null)).toEqual([null, 3]);
  });
});

describe('the checkout, a union by step', () => {
  it('starts at choosing, holding nothing', () => {
    expect(checkoutSnapshot()).toEqual({ step: 'choosing' });
    expect(completedSnapshot()).toBeNull();
  });

  it('moves guests → review → payment → completed, each step with only what it has', () => {
    const held = holdGroup({ rooms: 2 });
    expect(held).toMatchObject({ step: 'guests', usuarioTemporarioCpf: null });
    expect(held).not.toHaveProperty('hospedes');
    expect(held.hold.grupo).toHaveLength(2);

    a().temporaryUserCreated('52998224725');
    a().guestsSubmitted([roomGuests('Ana'), roomGuests('Carla')]);
    const review = checkoutSnapshot();
    expect(review).toMatchObject({
      step: 'review',
      usuarioTemporarioCpf: '52998224725',
      forma_pagamento_id: 1,
      confirmacoes: [null, null],
      transacoes: [false, false],
    });

    a().paymentMethodChosen(9);
    a().roomConfirmed(1, { numero_reserva: 'N2', id_reservas_front: 2, reserva_id: 20 });
    a().paymentChoiceRegistered(1);
    expect(checkoutSnapshot()).toMatchObject({
      confirmacoes: [null, { numero_reserva: 'N2' }],
      transacoes: [false, true],
    });
    // Not every room confirmed: the machine refuses the payment.
    expect(() => a().groupConfirmed()).toThrow();
    a().confirmationsRolledBack();
    expect(checkoutSnapshot()).toMatchObject({ confirmacoes: [null, null] });
    a().roomConfirmed(0, { numero_reserva: 'N1', id_reservas_front: 1, reserva_id: 10 });
    a().roomConfirmed(1, { numero_reserva: 'N2', id_reservas_front: 2, reserva_id: 20 });
    a().groupConfirmed();
    const paying = checkoutSnapshot();
    expect(paying).toMatchObject({
      step: 'payment',
      forma_pagamento_id: 9,
      pagamentoPendente: false,
    });
    expect(paying).not.toHaveProperty('transacoes');

    a().paymentPending('2030-07-01T12:40:00.000Z');
    expect(checkoutSnapshot()).toMatchObject({
      pagamentoPendente: true,
      hold: { holdExpiresAt: '2030-07-01T12:40:00.000Z' },
    });
    a().bookingsCompleted(completed, PAID_GROUP);
    expect(checkoutSnapshot()).toEqual({ step: 'completed' });
    expect(completedSnapshot()).toEqual({ bookings: completed, group: PAID_GROUP });
  });

  it('editing the guests from the review keeps its method and confirmations', () => {
    holdGroup({ rooms: 1, step: 'review', guests: true });
    a().paymentMethodChosen(9);
    a().guestsSubmitted([roomGuests('Bia')]);
    expect(checkoutSnapshot()).toMatchObject({
      step: 'review',
      forma_pagamento_id: 9,
      hospedes: [{ adultos: [{ nome: 'Bia' }, { nome: 'Bruno' }] }],
    });
  });

  it('refuses guests when no group is held', () => {
    expect(() => a().guestsSubmitted([roomGuests()])).toThrow(/Passo inesperado/);
    expect(checkoutSnapshot()).toEqual({ step: 'choosing' });
  });

  it('a reset ends the flow and drops the choices, and keeps the confirmation list', () => {
    holdGroup({ rooms: 1 });
    a().bookingsCompleted(completed, PAID_GROUP);
    a().checkoutReset();
    expect(checkoutSnapshot()).toEqual({ step: 'choosing' });
    expect(choicesSnapshot()).toEqual([]);
    expect(completedSnapshot()?.bookings).toEqual(completed);
  });
});

describe('the checkout across a reload', () => {
  it('lives in sessionStorage (this tab only), never in localStorage', () => {
    holdGroup({ rooms: 1 });
    const stored = JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? '{}');
    expect(stored.state.checkout).toMatchObject({
      step: 'guests',
      hold: { identificador: '1-TESTTOKEN' },
    });
    expect(localStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
  });

  it('comes back at its step, flagged as reloaded only when a group is held', async () => {
    holdGroup({ rooms: 1, step: 'review', guests: true });
    vi.resetModules();
    let fresh = await import('./checkout');
    expect(fresh.checkoutSnapshot()).toMatchObject({ step: 'review' });
    expect(fresh.checkoutSnapshot()).toHaveProperty('hold.preReserva.length', 1);
    expect(renderHook(() => fresh.useReloaded()).result.current).toBe(true);
    fresh.checkoutActions().reloadNoticed();
    expect(renderHook(() => fresh.useReloaded()).result.current).toBe(false);
    fresh.checkoutActions().checkoutReset();

    vi.resetModules();
    fresh = await import('./checkout');
    expect(fresh.checkoutSnapshot()).toEqual({ step: 'choosing' });
    expect(renderHook(() => fresh.useReloaded()).result.current).toBe(false);
  });

  it('a draft of the previous shape (version 1) starts afresh', async () => {
    sessionStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({
        state: { draft: { step: 'review', cupom: 'X' }, completedBookings: [] },
        version: 1,
      }),
    );
    vi.resetModules();
    const fresh = await import('./checkout');
    expect(fresh.checkoutSnapshot()).toEqual({ step: 'choosing' });
    expect(fresh.choicesSnapshot()).toEqual([]);
  });
});
