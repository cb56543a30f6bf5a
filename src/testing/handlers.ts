import { accountHandlers } from './handlers/account';
import { checkoutHandlers } from './handlers/checkout';
import { clubHandlers, depositHandlers, termsHandlers } from './handlers/club';
import { contentHandlers } from './handlers/content';
import { extrasHandlers } from './handlers/extras';
import { paymentHandlers } from './handlers/payments';
import { reviewHandlers } from './handlers/reviews';
import { searchHandlers } from './handlers/search';
import { sessionHandlers } from './handlers/session';
import { ticketHandlers } from './handlers/tickets';

/** Happy-path handlers shared by every unit/integration test. */
export const handlers = [
  ...contentHandlers,
  ...sessionHandlers,
  ...searchHandlers,
  // Before the account handlers: /reserva/cancelar of a checkout room is answered here.
  ...checkoutHandlers,
  ...extrasHandlers,
  ...accountHandlers,
  ...paymentHandlers,
  ...ticketHandlers,
  ...clubHandlers,
  ...depositHandlers,
  ...termsHandlers,
  ...reviewHandlers,
];
