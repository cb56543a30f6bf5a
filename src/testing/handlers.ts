import { contentHandlers } from './handlers/content';
import { sessionHandlers } from './handlers/session';

/** Happy-path handlers shared by every unit/integration test. */
export const handlers = [...contentHandlers, ...sessionHandlers];
