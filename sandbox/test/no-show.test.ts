import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeUnits } from '../src/booking/reservations';
import { NO_SHOW_MESSAGES } from '../src/booking/reservation-no-show';
import { sendReviewInvitations } from '../src/reviews/invitations';
import { REVIEW_MESSAGES } from '../src/reviews/review-rules';
import { STATUS } from '../src/repositories/reservations';
import { hold, insertPastStay, openStay, testClock } from './booking-helpers';
import { ADMIN, login, SERVICES, startSandbox, type TestSandbox } from './helpers';

/**
 * The hotel's desk records a no-show (services API): the unit is free again, the payment kept,
 * and the stay is never asked for a review (issue 53).
 */

const DAY = 86_400_000;
const clock = testClock();
let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = startSandbox({}, { now: clock.now });
});
afterAll(() => sandbox.close());

const noShow = async (id: number | string, headers: Record<string, string> = SERVICES) => {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/services/reservas/${id}/no-show`,
    headers,
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
};
const statusOf = (id: number) =>
  (
    sandbox.db
      .prepare('SELECT status_id FROM reservations WHERE id_reservas_front = ?')
      .get(id) as {
      status_id: number;
    }
  ).status_id;
const settings = { siteUrl: 'http://site.test', daysAfter: 1, validDays: 30 };
const invitationOf = (identificador: string) =>
  sandbox.db
    .prepare('SELECT token_hash FROM review_invitations WHERE identificador = ?')
    .get(identificador) as { token_hash: string | null } | undefined;

describe('a no-show', () => {
  it('is recorded from the arrival day on, for a confirmed room only, and frees its unit', async () => {
    const stay = openStay(1, 2);
    const held = await hold(sandbox.app, { hotel: 3, uh: 301, ...stay });
    const id = held.id_reservas_front;
    const free = () => freeUnits(sandbox.db, 301, stay.arrival, stay.departure);
    const heldFree = free();
    expect(await noShow(id)).toEqual({
      status: 409,
      body: { erro: NO_SHOW_MESSAGES.notConfirmed },
    });
    // Paid (as a confirmed room is); the day before its arrival it cannot be a no-show yet.
    sandbox.db
      .prepare('UPDATE reservations SET status_id = ? WHERE id_reservas_front = ?')
      .run(STATUS.confirmada, id);
    expect(await noShow(id)).toEqual({
      status: 409,
      body: { erro: NO_SHOW_MESSAGES.beforeArrival },
    });
    clock.advance(DAY);
    const recorded = await noShow(id);
    expect(recorded).toMatchObject({
      status: 200,
      body: { id_reservas_front: id, status_id: STATUS.noShow, status: 'No-show' },
    });
    expect(statusOf(id)).toBe(STATUS.noShow);
    expect(free()).toBe(heldFree + 1);
    // Once: it is no longer a confirmed room.
    expect((await noShow(id)).status).toBe(409);
    expect(free()).toBe(heldFree + 1);

    // The stay is never asked for a review.
    clock.advance(3 * DAY);
    sendReviewInvitations(sandbox.db, clock.now(), settings);
    expect(invitationOf(held.identificador)).toBeUndefined();
  });

  it('is the hotel systems’ act alone, and names a reservation that exists', async () => {
    expect((await noShow(1, {})).status).toBe(401);
    expect((await noShow(1, ADMIN)).status).toBe(401);
    expect(await noShow(999_999)).toEqual({
      status: 404,
      body: { erro: NO_SHOW_MESSAGES.notFound },
    });
    expect((await noShow('abc')).status).toBe(400);
  });

  it('recorded after the invitation went, refuses its link; a group where one room stayed is asked', async () => {
    sandbox.db.prepare("UPDATE users SET email = 'ana.noshow@example.com' WHERE id = 3").run();
    const away = insertPastStay(sandbox.db, {
      userId: 3,
      endedDaysAgo: 1,
      status: STATUS.confirmada,
    });
    sendReviewInvitations(sandbox.db, clock.now(), settings);
    const mail = sandbox.db
      .prepare(
        "SELECT html FROM mail_outbox WHERE para_email = 'ana.noshow@example.com' ORDER BY id DESC LIMIT 1",
      )
      .get() as { html: string };
    const token = /\/avaliar\/([A-Za-z0-9_-]{43})/.exec(mail.html)![1]!;
    const open = () =>
      sandbox.app.inject({ method: 'POST', url: '/api/avaliacoes/convite', payload: { token } });
    expect((await open()).statusCode).toBe(200);
    const room = sandbox.db
      .prepare('SELECT id_reservas_front FROM reservations WHERE identificador = ?')
      .get(away) as { id_reservas_front: number };
    expect((await noShow(room.id_reservas_front)).status).toBe(200);
    const refused = await open();
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ erro: REVIEW_MESSAGES.invalidLink });

    // Two rooms, one a no-show: the stay happened, and is asked once.
    const both = insertPastStay(sandbox.db, { userId: 3, endedDaysAgo: 1, status: STATUS.noShow });
    const stayed = insertPastStay(sandbox.db, { userId: 3, endedDaysAgo: 1 });
    sandbox.db
      .prepare('UPDATE reservations SET identificador = ? WHERE identificador = ?')
      .run(both, stayed);
    sendReviewInvitations(sandbox.db, clock.now(), settings);
    expect(invitationOf(both)?.token_hash).toEqual(expect.any(String));
  });

  it("is a status of the customer's reservations, listed and filtered by", async () => {
    const maria = sandbox.db.prepare("SELECT id FROM users WHERE cpf = '52998224725'").get() as {
      id: number;
    };
    const away = insertPastStay(sandbox.db, {
      userId: maria.id,
      endedDaysAgo: 2,
      status: STATUS.noShow,
    });
    const report = await sandbox.app.inject({
      method: 'POST',
      url: '/api/relatorio/reservas',
      headers: { authorization: `Bearer ${await login(sandbox.app)}` },
      payload: { status: STATUS.noShow },
    });
    expect(report.statusCode).toBe(200);
    const { numero_reserva } = sandbox.db
      .prepare('SELECT numero_reserva FROM reservations WHERE identificador = ?')
      .get(away) as { numero_reserva: string };
    const rows = report.json() as { numero_reserva: string; status_id: number; status: string }[];
    expect(rows.map((r) => [r.numero_reserva, r.status_id, r.status])).toEqual([
      [numero_reserva, STATUS.noShow, 'No-show'],
    ]);
  });
});
