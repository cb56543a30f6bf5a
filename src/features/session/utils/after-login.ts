import { paths } from '@/config/paths';
import type { CheckoutStep } from '@/stores/booking-draft';

/** The checkout's step routes, where rooms are held and the countdown runs. */
const CHECKOUT_ROUTES: readonly string[] = [
  paths.checkout.getHref(),
  paths.checkoutReview.getHref(),
  paths.payment.getHref(),
];

/**
 * Where a successful login goes (SPEC §2: to /), or null to stay: a guest who logs in from the
 * middle of a checkout (its 'Entrar', or the header's) stays on the step, with the held group
 * and its countdown going on. A login asked by a logged-in-only page goes back to that page
 * (`returnTo`, set by the route guard).
 */
export function afterLoginPath(
  pathname: string,
  step: CheckoutStep,
  returnTo: string | null = null,
): string | null {
  if (returnTo) return returnTo;
  const inCheckout = step === 'guests' || step === 'review' || step === 'payment';
  if (inCheckout && CHECKOUT_ROUTES.includes(pathname)) return null;
  return paths.home.getHref();
}
