// The fair opening of a week (issue 51): BENCH_LOAD_MEMBERS club members ask for the same week
// at the moment it enters the deposit window (365 days before its Saturday, on the sandbox's
// clock), a few milliseconds apart, as members who click at 8:00:00 do. Then the ones who lost
// join its waitlist the same way. Every call is timed from its send to its answer.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addClubMembers } from '../../../sandbox/src/seed/club-members.ts';
import {
  DEPOSIT_MAX_DAYS,
  DEPOSIT_MIN_DAYS,
  NO_UNIT,
} from '../../../sandbox/src/club/week-deposits.ts';
import {
  partsOf,
  startOfDayMs,
  today,
  toIso,
  toWire,
} from '../../../sandbox/src/shared/calendar.ts';
import { post } from './scenario.mjs';
import { latencySummary } from './stats.mjs';

/** Aurora Exclusive Resort's 2-bedroom units: 2 a week, the scarcest kind a member asks for. */
export const OPENING_TARGET = { resortId: 1, br: '2', resort: 'Aurora Exclusive Resort' };

/** The members, made in the bench's database (the sandbox running beside it reads them). */
export function makeMembers(root, dbPath, count) {
  const Database = createRequire(join(root, 'sandbox/package.json'))('better-sqlite3');
  const db = new Database(dbPath, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return addClubMembers(db, { count, today: today(), tag: 'BENCH' });
  } finally {
    db.close();
  }
}

/** Each member's own address, as the production server forwards it (README "Limits on abuse"). */
const addressOf = (i) => `10.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function login(base, member, i) {
  const r = await fetch(`${base}/api/autenticacao/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) },
    body: JSON.stringify({
      usuario: member.cpf,
      senha: 'Aurora@2026',
      token_sistema: 'sandbox-system-token',
    }),
  });
  if (r.status !== 200) throw new Error(`login de ${member.cpf}: ${r.status}`);
  return (await r.json()).token_jwt;
}

const clock = async (base) =>
  Date.parse((await (await fetch(`${base}/__test/clock`)).json()).agora);
const advance = (base, ms) =>
  fetch(`${base}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ avancar_ms: ms }),
  });

/** Sends one call per member, `spacingMs` apart in the members' order; times each. */
async function burst(base, members, spacingMs, path, bodyOf) {
  const t0 = performance.now();
  return Promise.all(
    members.map(async (m, i) => {
      await sleep(i * spacingMs);
      const start = performance.now();
      const { status, json } = await post(base, path, bodyOf(m), m.token, {
        'x-forwarded-for': addressOf(m.i),
      });
      const end = performance.now();
      return { member: m, sentAt: start - t0, ms: end - start, status, json };
    }),
  );
}

/**
 * The race for the week that opens next, then the waitlist. Needs the sandbox's test clock
 * (SANDBOX_TEST_ENDPOINTS=1): it moves the sandbox's day to the opening, so it runs last.
 */
export async function openingPhase(base, members, { spacingMs }) {
  const logged = [];
  for (const [i, m] of members.entries()) logged.push({ ...m, i, token: await login(base, m, i) });

  const now = await clock(base);
  let week = today(new Date(now)) + DEPOSIT_MAX_DAYS + 1;
  while (partsOf(week).weekday !== 6) week++;
  const opening = week - DEPOSIT_MAX_DAYS;
  const ask = (m) => ({
    numero_contrato: m.numero_contrato,
    empreendimento_id: OPENING_TARGET.resortId,
    br: OPENING_TARGET.br,
    inicio: toWire(week),
  });

  // One second before the opening the week is refused with the day it opens.
  await advance(base, startOfDayMs(opening) - 1000 - now);
  const early = await post(
    base,
    '/api/deposito-semana/solicitar',
    ask(logged[0]),
    logged[0].token,
    {
      'x-forwarded-for': addressOf(0),
    },
  );
  await advance(base, 1000);

  const race = await burst(base, logged, spacingMs, '/api/deposito-semana/solicitar', ask);
  const losers = race
    .filter((r) => r.status === 409 && r.json.erro === NO_UNIT)
    .map((r) => r.member);
  const queue = await burst(base, losers, spacingMs, '/api/deposito-semana/lista-espera', (m) => ({
    ...ask(m),
    expira_em: toWire(week - DEPOSIT_MIN_DAYS),
    aceite: true,
  }));
  const after = await clock(base);
  return {
    week: toWire(week),
    weekIso: toIso(week),
    opening: toWire(opening),
    after,
    early,
    race,
    queue,
  };
}

const figuresOf = (calls) => ({
  calls: calls.length,
  by_status: calls.reduce((acc, c) => ({ ...acc, [c.status]: (acc[c.status] ?? 0) + 1 }), {}),
  latency_ms: latencySummary(calls.map((c) => c.ms)),
  burst_ms: Math.round(Math.max(...calls.map((c) => c.sentAt))),
});

/** The phase's figures for the report, and its verdicts. */
export function checkOpening(check, result, { units, members, p95LimitMs, inventory }) {
  const { race, queue, early } = result;
  const stored = inventory.week(
    OPENING_TARGET.resortId,
    OPENING_TARGET.br,
    result.weekIso,
    result.after,
  );
  check.check(
    'abertura: no banco, depósitos da semana = unidades, e a fila com quem perdeu',
    stored.held === units && stored.waiting === queue.filter((q) => q.status === 200).length,
    `${stored.held} depósitos segurando unidade (de ${units}), ${stored.waiting} pedidos na fila`,
  );
  const won = race.filter((r) => r.status === 200);
  const lost = race.filter((r) => r.status === 409 && r.json.erro === NO_UNIT);
  check.check(
    'abertura: antes da hora a semana é recusada com o dia em que abre',
    early.status === 409 &&
      early.json.erro === `O depósito desta semana abre em ${result.opening}.`,
    `${early.status} ${early.json.erro}`,
  );
  check.check(
    'abertura: pedidos aceitos = unidades da semana, o resto recusado sem unidade',
    won.length === units && lost.length === members - units,
    `${won.length} aceitos para ${units} unidades, ${lost.length} recusados: ${NO_UNIT}` +
      (won.length + lost.length < race.length
        ? `; outras respostas: ${[...new Set(race.filter((r) => r.status !== 200 && r.json.erro !== NO_UNIT).map((r) => `${r.status} ${r.json.erro}`))].join(' | ')}`
        : ''),
  );
  const firstSent = [...race].sort((a, b) => a.sentAt - b.sentAt).slice(0, units);
  check.check(
    'abertura: as unidades foram para os primeiros a pedir (ordem de chegada)',
    won.length === units && won.every((w) => firstSent.includes(w)),
    `vencedores na ordem de envio: ${won.map((w) => race.indexOf(w) + 1).join(', ')}`,
  );
  const places = queue.map((q) => q.json.posicao);
  check.check(
    'abertura: quem perdeu entra na lista de espera na ordem em que pediu',
    queue.length === members - units &&
      queue.every((q) => q.status === 200) &&
      places.every((p, i) => p === i + 1),
    `${queue.filter((q) => q.status === 200).length} de ${queue.length} na fila; posições ` +
      `${places.slice(0, 5).join(', ')} … ${places.slice(-2).join(', ')}`,
  );
  const p95 = latencySummary(race.map((r) => r.ms)).p95;
  check.check(
    `abertura: cada pedido respondido em até ${p95LimitMs} ms no p95`,
    p95 <= p95LimitMs,
    `p95 ${p95} ms com ${members} associados`,
  );
  return {
    week: result.week,
    opening: result.opening,
    target: OPENING_TARGET,
    units,
    members,
    race: figuresOf(race),
    waitlist: figuresOf(queue),
  };
}
