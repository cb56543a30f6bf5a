import { checkoutPaths } from './checkout-paths';

/**
 * The checkout as an explicit state machine (docs/architecture.md, "The checkout"): a union of
 * steps, one route each, and pure transitions. The store's state is a union by these steps
 * (stores/checkout-state.ts), and every change of step goes through here.
 *
 *   choosing --holdPlaced--> extras --extrasDone--> guests --guestsSubmitted--> review
 *   guests --extrasEdited--> extras     review --guestsEdited--> guests
 *   review --groupConfirmed--> payment --paid--> completed
 *   any step but completed --holdExpired | abandoned--> choosing
 */
/** The steps of the checkout, one route each. */
export type CheckoutStep = 'choosing' | 'extras' | 'guests' | 'review' | 'payment' | 'completed';

export type CheckoutEvent =
  | 'holdPlaced'
  | 'extrasDone'
  | 'extrasEdited'
  | 'guestsSubmitted'
  | 'guestsEdited'
  | 'groupConfirmed'
  | 'paid'
  | 'holdExpired'
  | 'abandoned';

const TRANSITIONS: Record<CheckoutStep, Partial<Record<CheckoutEvent, CheckoutStep>>> = {
  choosing: { holdPlaced: 'extras' },
  extras: { extrasDone: 'guests', holdExpired: 'choosing', abandoned: 'choosing' },
  guests: {
    guestsSubmitted: 'review',
    extrasEdited: 'extras',
    holdExpired: 'choosing',
    abandoned: 'choosing',
  },
  review: {
    guestsEdited: 'guests',
    groupConfirmed: 'payment',
    holdExpired: 'choosing',
    abandoned: 'choosing',
  },
  payment: { paid: 'completed', holdExpired: 'choosing', abandoned: 'choosing' },
  completed: {},
};

/** The next step, or null when `event` is not allowed in `step`. */
export function nextStep(step: CheckoutStep, event: CheckoutEvent): CheckoutStep | null {
  return TRANSITIONS[step][event] ?? null;
}

/** Like nextStep, but refuses loudly: a refused transition is a programming error. */
export function transition(step: CheckoutStep, event: CheckoutEvent): CheckoutStep {
  const next = nextStep(step, event);
  if (!next) throw new Error(`Transição inválida: ${event} em ${step}`);
  return next;
}

/** Steps in which rooms are held on the server (the countdown runs). */
export function holdsRooms(step: CheckoutStep): boolean {
  return step === 'extras' || step === 'guests' || step === 'review' || step === 'payment';
}

/** The route of each step; a contract group pays at the club checkout. */
export function stepPath(step: CheckoutStep, contract = false): string {
  switch (step) {
    case 'choosing':
      return checkoutPaths.results;
    case 'extras':
      return checkoutPaths.extras;
    case 'guests':
      return checkoutPaths.guests;
    case 'review':
      return checkoutPaths.review;
    case 'payment':
      return contract ? checkoutPaths.clubPayment : checkoutPaths.payment;
    case 'completed':
      return checkoutPaths.completed;
  }
}

/** The steps a route may show. /checkOut also serves a review that goes back to edit guests. */
export const ROUTE_STEPS = {
  extras: ['extras'],
  guests: ['guests', 'review'],
  review: ['review'],
  payment: ['payment'],
} as const satisfies Record<string, readonly CheckoutStep[]>;

export type CheckoutRoute = keyof typeof ROUTE_STEPS;

/** Whether `route` may be shown in `step`; otherwise the guard sends to stepPath(step). */
export function routeAllowed(route: CheckoutRoute, step: CheckoutStep): boolean {
  return (ROUTE_STEPS[route] as readonly CheckoutStep[]).includes(step);
}
