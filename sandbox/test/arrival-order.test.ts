import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { arrivalOrder } from '../src/http/arrival-order';

/** The line of http/arrival-order.ts on its own: order, calls that leave, a stalled call. */
const call = () => ({}) as FastifyRequest;

describe('arrivalOrder', () => {
  it('runs work in arrival order whatever order the calls reach it', async () => {
    const order = arrivalOrder();
    const calls = [call(), call(), call()];
    for (const c of calls) await order.arrive(c);
    const ran: number[] = [];
    const turns = [2, 0, 1].map((i) => order.inTurn(calls[i]!, () => ran.push(i)));
    await Promise.all(turns);
    expect(ran).toEqual([0, 1, 2]);
  });

  it('lets the next go when an earlier call is answered without its turn', async () => {
    const order = arrivalOrder();
    const [refused, next] = [call(), call()];
    await order.arrive(refused);
    await order.arrive(next);
    const turn = order.inTurn(next, () => 'served');
    await order.leave(refused);
    await expect(turn).resolves.toBe('served');
  });

  it('does not let a stalled call hold the line past the wait', async () => {
    const order = arrivalOrder(50);
    const [stalled, next, last] = [call(), call(), call()];
    for (const c of [stalled, next, last]) await order.arrive(c);
    const started = Date.now();
    const ran: string[] = [];
    await Promise.all([
      order.inTurn(last, () => ran.push('last')),
      order.inTurn(next, () => ran.push('next')),
    ]);
    expect(ran).toEqual(['next', 'last']);
    expect(Date.now() - started).toBeLessThan(1000);
    // The stalled call, when it comes, runs at once: it lost its place, not its answer.
    await expect(order.inTurn(stalled, () => 'late')).resolves.toBe('late');
  });
});
