/**
 * The header that names the person behind a ticket API call (extension, tickets.ts). A file of
 * its own: the app's HTTP clients, on the first route, need this one constant, not the rest of
 * the ticket contract's.
 */
export const TICKETS_USER_HEADER = 'X-Usuario-Token';
