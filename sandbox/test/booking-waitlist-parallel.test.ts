import { describe, expect, it } from 'vitest';
import { toIso } from '../src/shared/calendar';
import {
  day,
  env,
  join,
  openBookingWaitlistSandbox,
  release,
  requestOf,
  requests,
  setUnits,
  sweep,
  takeUnit,
} from './booking-waitlist-setup';

/**
 * The contract bookings' waitlist under load (issue 51's "done when"): rooms given back and
 * newcomers asking at once never book one unit twice nor serve out of the queue's order.
 */

openBookingWaitlistSandbox();

describe('at once', () => {
  it('20 cancellations and requests never book one unit twice nor skip the queue', async () => {
    const arrival = day() + 150;
    setUnits(arrival - 5, arrival + 10, 10);
    const taken = Array.from({ length: 10 }, () => takeUnit(arrival));
    const waiting = env.members.slice(12, 22);
    const ids: number[] = [];
    for (const m of waiting) {
      const r = await join(m, arrival);
      expect(r.status).toBe(200);
      ids.push(r.body.pedido_id as number);
    }
    const late = env.members.slice(22, 32);
    // Six rooms given back and ten newcomers asking, all at once.
    const results = await Promise.all([
      ...taken.slice(0, 6).map((id) => release(id)),
      ...late.map((m) => join(m, arrival)),
    ]);
    expect(results.map((r) => [r.status, r.body.erro])).toEqual(Array(16).fill([200, undefined]));
    await sweep();
    // The six oldest got the six units, in the queue's order; the other four wait first in line.
    const views = await Promise.all(waiting.map((m, i) => requestOf(m, ids[i]!)));
    expect(views.map((v) => v.status)).toEqual([
      ...Array(6).fill('confirmado'),
      ...Array(4).fill('ativo'),
    ]);
    expect(views.slice(6).map((v) => v.posicao)).toEqual([1, 2, 3, 4]);
    const lateViews = (await Promise.all(late.map((m) => requests(m)))).flat();
    expect(lateViews.every((r) => r.status === 'ativo')).toBe(true);
    expect(lateViews.map((r) => r.posicao).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 5),
    );
    const nights = env.sandbox.db
      .prepare(
        'SELECT allotment, reservados FROM room_nights WHERE room_type_id = ? AND data >= ? AND data < ?',
      )
      .all(env.uh, toIso(arrival), toIso(arrival + 2)) as {
      allotment: number;
      reservados: number;
    }[];
    expect(nights.every((n) => n.reservados === n.allotment)).toBe(true);
    const live = env.sandbox.db
      .prepare(
        'SELECT COUNT(*) AS n FROM reservations WHERE room_type_id = ? AND data_chegada = ? AND status_id IN (1, 2)',
      )
      .get(env.uh, toIso(arrival)) as { n: number };
    expect(live.n).toBe(10);
  });
});
