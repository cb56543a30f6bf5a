import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW at the network edge: happy-path handlers here, edge cases with `server.use` in a test. */
export const server = setupServer(...handlers);
