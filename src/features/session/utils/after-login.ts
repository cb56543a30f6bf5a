import { paths } from '@/config/paths';

/** The checkout's step routes, where rooms are held and the countdown runs. */
const CHECKOUT_ROUTES: readonly string[] = [
  paths.checkoutExtras.getHref(),
  paths.checkout.getHref(),
  paths.checkoutReview.getHref(),
  paths.payment.getHref(),
];

/**
 * Where a successful login goes (docs/product-rules.md, "Login dialog": to /), or null to stay:
 * a guest who logs in from the middle of a checkout (its 'Entrar', or the header's) stays on
 * the step, with the held group and its countdown going on. A checkout route is on screen only
 * while its step holds rooms (its guard redirects otherwise), so the path says enough. A login asked by a logged-in-only page goes back to that page
 * (`returnTo`, set by the route guard).
 */
export function afterLoginPath(pathname: string, returnTo: string | null = null): string | null {
  if (returnTo) return returnTo;
  if (CHECKOUT_ROUTES.includes(pathname)) return null;
  return paths.home.getHref();
}
