import { paths } from '@/config/paths';

/** The checkout's routes, one per step of the machine (docs/architecture.md). */
export const checkoutPaths = {
  results: paths.hotelSearch.getHref(),
  extras: paths.checkoutExtras.getHref(),
  guests: paths.checkout.getHref(),
  review: paths.checkoutReview.getHref(),
  payment: paths.payment.getHref(),
  clubPayment: paths.clubCheckout.getHref(),
  completed: paths.bookingCompleted.getHref(),
} as const;
