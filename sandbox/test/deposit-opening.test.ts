import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositWeeksResponse } from '../../src/api/contract/club';
import type { WaitlistRequestView } from '../../src/api/contract/deposit-waitlist';
import { partsOf, startOfDayMs, today, toWire, type Day } from '../src/shared/calendar';
import { DEPOSIT_MAX_DAYS, NO_UNIT } from '../src/club/week-deposits';
import { addClubMembers, type BulkMember } from '../src/seed/club-members';
import { testClock } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

/**
 * The fair opening of a week (issue 51, README "Week deposits"): when a week enters the window,
 * the members who ask at once are served in the order their calls arrived, the last units go to
 * the first ones and never twice, and the others, refused with the reason, queue on the
 * waitlist in the order they arrived too.
 */

const clock = testClock();
const MEMBERS = 20;
/** Aurora Exclusive Resort's 1-bedroom units: 3 a week. */
const RESORT = 1;
const UNIT = '1';
const UNITS = 3;

let sandbox: TestSandbox;
let members: (BulkMember & { token: string })[];

const day = () => today(new Date(clock.now()));

async function post(token: string, url: string, payload: Record<string, unknown>) {
  const r = await sandbox.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

const ask = (m: BulkMember & { token: string }, week: Day) =>
  post(m.token, '/deposito-semana/solicitar', {
    numero_contrato: m.numero_contrato,
    empreendimento_id: RESORT,
    br: UNIT,
    inicio: toWire(week),
  });

beforeAll(async () => {
  sandbox = startSandbox({ SANDBOX_ABUSE_LIMITS: '0' }, { now: clock.now });
  const made = addClubMembers(sandbox.db, { count: MEMBERS, today: day(), tag: 'ABERT' });
  members = [];
  for (const m of made) {
    members.push({ ...m, token: await login(sandbox.app, { ...MARIA, usuario: m.cpf }) });
  }
});

afterAll(async () => {
  await sandbox.close();
});

describe('a week that opens', () => {
  it('goes to the first callers in arrival order, and the rest queue in that order', async () => {
    // The first Saturday past the window: it opens on a day still ahead.
    let week = day() + DEPOSIT_MAX_DAYS + 1;
    while (partsOf(week).weekday !== 6) week++;
    const opening = week - DEPOSIT_MAX_DAYS;
    clock.advance(startOfDayMs(opening) - 1000 - clock.now());

    const early = await ask(members[0]!, week);
    expect(early.status).toBe(409);
    expect(early.body.erro).toBe(`O depósito desta semana abre em ${toWire(opening)}.`);

    clock.advance(1000);
    const answers = await Promise.all(members.map((m) => ask(m, week)));
    const won = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
    expect(won).toEqual([0, 1, 2].slice(0, UNITS));
    for (const a of answers.slice(UNITS)) {
      expect(a).toMatchObject({ status: 409, body: { erro: NO_UNIT } });
    }

    const losers = members.slice(UNITS);
    const weekIn = async () =>
      (
        (
          await post(losers[0]!.token, '/deposito-semana/semanas', {
            numero_contrato: losers[0]!.numero_contrato,
            empreendimento_id: RESORT,
            br: UNIT,
          })
        ).body as unknown as DepositWeeksResponse
      ).semanas.find((w) => w.inicio === toWire(week))!;
    // What a loser's screen offers: the waitlist, with no one in it yet.
    expect(await weekIn()).toMatchObject({
      disponivel: false,
      motivo: NO_UNIT,
      lista_espera_fila: 0,
    });
    const joined = await Promise.all(
      losers.map((m) =>
        post(m.token, '/deposito-semana/lista-espera', {
          numero_contrato: m.numero_contrato,
          empreendimento_id: RESORT,
          br: UNIT,
          inicio: toWire(week),
          expira_em: toWire(week - 30),
          aceite: true,
        }),
      ),
    );
    expect(joined.map((j) => j.status)).toEqual(losers.map(() => 200));
    expect(joined.map((j) => (j.body as unknown as WaitlistRequestView).posicao)).toEqual(
      losers.map((_, i) => i + 1),
    );
    expect((await weekIn()).lista_espera_fila).toBe(losers.length);
  });
});
