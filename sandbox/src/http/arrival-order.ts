import type { FastifyRequest } from 'fastify';

/**
 * Serves some routes' calls in the order they arrived (issue 51, "a fair opening": when a week
 * enters the deposit window, many members ask for it at once). Between a call's arrival and its
 * handler run asynchronous steps (the session's JWT verified, the body read) that finish in any
 * order, so without this the last units would go to whoever's steps finished first, not to who
 * asked first.
 *
 * Each call takes a ticket in its route's first hook (`arrive`, synchronous, before the session
 * is checked). Its handler does its deciding work through `inTurn`, which waits until every call
 * that arrived earlier has done its own or been answered (a refusal, a 401, a closed
 * connection: `leave`). A stalled call cannot hold the line: after `maxWaitMs` a call goes on
 * without it.
 */
export interface ArrivalOrder {
  /** The route's first onRequest hook. */
  arrive: (request: FastifyRequest) => Promise<void>;
  /** onResponse and onRequestAbort: the call no longer holds its place. */
  leave: (request: FastifyRequest) => Promise<void>;
  /** Runs `work` in the call's turn; the next call's turn starts when it returns or throws. */
  inTurn: <T>(request: FastifyRequest, work: () => T) => Promise<T>;
}

export function arrivalOrder(maxWaitMs = 2_000): ArrivalOrder {
  let issued = 0;
  const tickets = new WeakMap<FastifyRequest, number>();
  /** Tickets whose calls have neither had their turn nor been answered. */
  const open = new Set<number>();
  const waiting = new Map<number, () => void>();

  const earliestOpen = () => {
    let first = Number.POSITIVE_INFINITY;
    for (const ticket of open) if (ticket < first) first = ticket;
    return first;
  };

  function through(ticket: number | undefined): void {
    if (ticket === undefined || !open.delete(ticket)) return;
    const next = waiting.get(earliestOpen());
    next?.();
  }

  return {
    // The ticket is taken when the hook is called, before its promise settles.
    async arrive(request) {
      const ticket = issued++;
      tickets.set(request, ticket);
      open.add(ticket);
    },
    async leave(request) {
      through(tickets.get(request));
    },
    async inTurn(request, work) {
      const ticket = tickets.get(request);
      if (ticket === undefined) throw new Error('inTurn needs the route to run `arrive` first.');
      if (open.has(ticket) && earliestOpen() < ticket) {
        await new Promise<void>((resolve) => {
          const go = () => {
            clearTimeout(timer);
            waiting.delete(ticket);
            resolve();
          };
          const timer = setTimeout(() => {
            // The calls ahead that have not reached their turn lose their place (they run when
            // they come); those waiting keep it, and the earliest in line goes.
            for (const earlier of open) {
              if (earlier < ticket && !waiting.has(earlier)) open.delete(earlier);
            }
            waiting.get(earliestOpen())?.();
          }, maxWaitMs);
          timer.unref();
          waiting.set(ticket, go);
        });
      }
      try {
        return work();
      } finally {
        through(ticket);
      }
    },
  };
}
