import type { Socket } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultRule } from '../shared/fault-rules';
import type { FaultStore, FaultTarget } from './store';

/** The header that confines a rule to one test (Playwright sets it per page). */
export const SCOPE_HEADER = 'x-sandbox-scope';
/** The control endpoints are never faulted, or a bad rule could not be removed. */
export const TEST_PREFIX = '/__test/';

function targetOf(request: FastifyRequest): FaultTarget {
  const scope = request.headers[SCOPE_HEADER];
  return {
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    scope: typeof scope === 'string' && scope !== '' ? scope : null,
  };
}

/** A pending promise nobody resolves: the request simply goes no further. */
const never = (): Promise<never> => new Promise<never>(() => {});

/**
 * Runs every request past the store's rules: 'before' in onRequest (the handler never runs
 * when the rule answers, stalls or drops), 'after' in onSend (the handler's work is committed;
 * only the answer is delayed, replaced, withheld or lost).
 */
export function installFaultInjection(
  app: FastifyInstance,
  store: FaultStore,
  {
    sleep = (ms: number) => wait(ms),
  }: {
    /** How a latency rule waits; tests pass one they release themselves. */
    sleep?: (ms: number) => Promise<unknown>;
  } = {},
): void {
  // Sockets held open by 'timeout' rules: closed when the server closes, so it can.
  const stalled = new Set<Socket>();

  /** 'timeout': no answer; the socket stays open until the client gives up. */
  const stall = (request: FastifyRequest, reply: FastifyReply): Promise<never> => {
    reply.hijack();
    const socket = request.raw.socket;
    stalled.add(socket);
    socket.once('close', () => stalled.delete(socket));
    return never();
  };

  /** 'drop': the connection is destroyed without a byte of answer. */
  const drop = (request: FastifyRequest, reply: FastifyReply): Promise<never> => {
    reply.hijack();
    request.raw.socket.destroy();
    return never();
  };

  const body = (rule: FaultRule): string =>
    rule.erro === null ? '' : JSON.stringify({ erro: rule.erro });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(TEST_PREFIX)) return;
    const rule = store.take(targetOf(request), 'before');
    if (!rule) return;
    switch (rule.kind) {
      case 'latency':
        await sleep(rule.ms);
        return;
      case 'status':
        if (rule.erro !== null) reply.type('application/json; charset=utf-8');
        return reply.code(rule.status).send(body(rule));
      case 'timeout':
        return stall(request, reply);
      case 'drop':
        return drop(request, reply);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(TEST_PREFIX)) return payload;
    const rule = store.take(targetOf(request), 'after');
    if (!rule) return payload;
    switch (rule.kind) {
      case 'latency':
        await sleep(rule.ms);
        return payload;
      case 'status':
        reply.code(rule.status);
        if (rule.erro === null) reply.removeHeader('content-type');
        else reply.type('application/json; charset=utf-8');
        return body(rule);
      case 'timeout':
        return stall(request, reply);
      case 'drop':
        return drop(request, reply);
    }
  });

  app.addHook('preClose', async () => {
    for (const socket of stalled) socket.destroy();
    stalled.clear();
  });
}
