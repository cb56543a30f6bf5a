import { accountHandlers } from './handlers/account';
import { contentHandlers } from './handlers/content';
import { searchHandlers } from './handlers/search';
import { sessionHandlers } from './handlers/session';

/** Happy-path handlers shared by every unit/integration test. */
export const handlers = [
  ...contentHandlers,
  ...sessionHandlers,
  ...searchHandlers,
  ...accountHandlers,
];
