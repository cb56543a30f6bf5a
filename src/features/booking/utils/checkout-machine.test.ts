import { describe, expect, it } from 'vitest';
import { holdsRooms, nextStep, routeAllowed, stepPath, transition } from './checkout-machine';

describe('checkout machine', () => {
  it('walks the happy path choosing → extras → guests → review → payment → completed', () => {
    let step = transition('choosing', 'holdPlaced');
    expect(step).toBe('extras');
    step = transition(step, 'extrasDone');
    expect(step).toBe('guests');
    step = transition(step, 'guestsSubmitted');
    expect(step).toBe('review');
    step = transition(step, 'groupConfirmed');
    expect(step).toBe('payment');
    expect(transition(step, 'paid')).toBe('completed');
  });

  it('lets the review go back to the guests, but not the payment', () => {
    expect(nextStep('review', 'guestsEdited')).toBe('guests');
    expect(nextStep('payment', 'guestsEdited')).toBeNull();
  });

  it('lets the guests go back to the extras, but not the review (rooms may be confirmed)', () => {
    expect(nextStep('guests', 'extrasEdited')).toBe('extras');
    expect(nextStep('review', 'extrasEdited')).toBeNull();
    expect(nextStep('payment', 'extrasEdited')).toBeNull();
    expect(nextStep('extras', 'guestsSubmitted')).toBeNull();
  });

  it('refuses skipping steps', () => {
    expect(nextStep('choosing', 'guestsSubmitted')).toBeNull();
    expect(nextStep('guests', 'groupConfirmed')).toBeNull();
    expect(nextStep('review', 'paid')).toBeNull();
    expect(() => transition('choosing', 'paid')).toThrow('Transição inválida');
  });

  it('expiry and abandon return every held step to choosing; completed is final', () => {
    for (const step of ['extras', 'guests', 'review', 'payment'] as const) {
      expect(nextStep(step, 'holdExpired')).toBe('choosing');
      expect(nextStep(step, 'abandoned')).toBe('choosing');
      expect(holdsRooms(step)).toBe(true);
    }
    expect(nextStep('completed', 'holdExpired')).toBeNull();
    expect(holdsRooms('choosing')).toBe(false);
    expect(holdsRooms('completed')).toBe(false);
  });

  it('maps steps to routes and guards them', () => {
    expect(stepPath('choosing')).toBe('/hotelSearch');
    expect(stepPath('extras')).toBe('/checkOut/extras');
    expect(stepPath('guests')).toBe('/checkOut');
    expect(stepPath('review')).toBe('/checkOut/revisao');
    expect(stepPath('payment')).toBe('/pagamento');
    expect(stepPath('completed')).toBe('/reserva-concluida');
    expect(routeAllowed('guests', 'guests')).toBe(true);
    expect(routeAllowed('guests', 'review')).toBe(true);
    expect(routeAllowed('guests', 'payment')).toBe(false);
    expect(routeAllowed('review', 'guests')).toBe(false);
    expect(routeAllowed('payment', 'review')).toBe(false);
    expect(routeAllowed('guests', 'choosing')).toBe(false);
  });
});
