#!/usr/bin/env node
/**
 * Load benchmark of the sandbox's booking path: availability search, holds under contention
 * and repeated confirmations, driven by autocannon, then checks that nothing was overbooked
 * or confirmed twice.
 *
 *   npm run bench:load
 *
 * 1. Starts its own sandbox (port 9188, database .data/bench-load.db, deleted first).
 * 2. Availability: the site's search payload for BENCH_LOAD_SEARCH_SECONDS.
 * 3. Holds: on night N (45+ days ahead), for BENCH_LOAD_TARGETS room types, units are taken
 *    with sequential holds until 1, 2 or 3 remain; then BENCH_LOAD_CONTENDERS anonymous
 *    visitors per room type race for them, with stays [N,N+1], [N-1,N+1] and [N,N+2] (the
 *    multi-night ledger is exercised too) and the four meal plans.
 * 4. Confirmations: every held room gets a visitor (temporary user) and the site's product-rules §3
 *    confirmation, sent BENCH_LOAD_REPEATS times at once (a retried confirmation).
 * 5. Checks (load/checks.mjs), reading the sandbox's SQLite file read-only and the public search.
 * 6. A fair opening (load/opening.mjs, issue 51): BENCH_LOAD_MEMBERS club members, made in the
 *    database, ask for the same week as it enters the deposit window (the sandbox's test clock
 *    moved to that midnight), BENCH_LOAD_OPENING_SPACING_MS apart; the losers join its waitlist.
 *    Checked: units to the first callers and never more, the queue in calling order, p95 ≤
 *    BENCH_LOAD_OPENING_P95_MS. Each member has its own forwarded address, as behind the
 *    production server, so the per-address limits count each one.
 *
 * Prints a table per phase and the checks, writes bench/reports/sandbox-load.json
 * (BENCH_LOAD_REPORT to write elsewhere) and exits 1 when any check fails.
 * Knobs: BENCH_LOAD_PORT (9188), BENCH_LOAD_SEARCH_SECONDS (10), BENCH_LOAD_SEARCH_CONNECTIONS
 * (10), BENCH_LOAD_TARGETS (6), BENCH_LOAD_CONTENDERS (40), BENCH_LOAD_HOLD_CONNECTIONS (30),
 * BENCH_LOAD_REPEATS (5), BENCH_LOAD_CONFIRM_CONNECTIONS (25), BENCH_LOAD_MEMBERS (200),
 * BENCH_LOAD_OPENING_SPACING_MS (0), BENCH_LOAD_OPENING_P95_MS (1000).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkConfirmations,
  checkContention,
  checkErrors,
  checkInventory,
  checkPublicView,
} from './load/checks.mjs';
import { openInventory } from './load/inventory.mjs';
import { dayFromToday, isoDate } from './load/payloads.mjs';
import { availabilityPhase, confirmPhase, holdPhase } from './load/phases.mjs';
import {
  loadAverage,
  printContention,
  printPhaseTable,
  provenance,
  verdicts,
  writeReport,
} from './load/report.mjs';
import { checkOpening, makeMembers, OPENING_TARGET, openingPhase } from './load/opening.mjs';
import { startSandbox } from './load/sandbox-process.mjs';
import {
  contestedNight,
  createVisitors,
  heldFromRace,
  pickRoomTypes,
  prepareTarget,
} from './load/scenario.mjs';
import { peakInFlight } from './load/stats.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const int = (name, fallback, min = 1) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} inválido: ${value}`);
  return value;
};
const SETTINGS = {
  port: int('BENCH_LOAD_PORT', 9188),
  database: '.data/bench-load.db',
  search_seconds: int('BENCH_LOAD_SEARCH_SECONDS', 10),
  search_connections: int('BENCH_LOAD_SEARCH_CONNECTIONS', 10),
  search_payload:
    '1 room of 2 adults (site default), all hotels, 3 nights, 30 arrival dates in turn',
  targets: int('BENCH_LOAD_TARGETS', 6),
  contenders_per_target: int('BENCH_LOAD_CONTENDERS', 40),
  hold_connections: int('BENCH_LOAD_HOLD_CONNECTIONS', 30),
  confirm_repeats: int('BENCH_LOAD_REPEATS', 5, 2),
  confirm_connections: int('BENCH_LOAD_CONFIRM_CONNECTIONS', 25),
  /** Units left on night N per room type, in turn: the "last few units" raced for. */
  units_left_pattern: [1, 2, 3],
  contested_night_offset_days: contestedNight(45),
  opening_members: int('BENCH_LOAD_MEMBERS', 200, 2),
  opening_spacing_ms: int('BENCH_LOAD_OPENING_SPACING_MS', 0, 0),
  opening_p95_limit_ms: int('BENCH_LOAD_OPENING_P95_MS', 1000),
  opening_target: OPENING_TARGET,
  inventory_read:
    'the sandbox SQLite file, read-only (better-sqlite3 of sandbox/), plus the public search for night N',
};
const REPORT_FILE = process.env.BENCH_LOAD_REPORT ?? join(ROOT, 'bench/reports/sandbox-load.json');
const TIMED_PHASE = 'disponibilidade';

/** Nights N-1, N and N+1 of every contested room type: all the race can touch. */
const touchedNights = (roomTypes, nightOffset) =>
  roomTypes.flatMap((rt) =>
    [-1, 0, 1].map((d) => ({ roomTypeId: rt.uhId, iso: isoDate(dayFromToday(nightOffset + d)) })),
  );

function contentionFigures(targets, records, contestedIso) {
  return targets.map((target, t) => {
    const mine = records.filter((r) => r.job.target === t);
    return {
      hotel: target.hotel,
      id_hotel: target.hotelId,
      uh: target.uh,
      id_uh: target.uhId,
      night: contestedIso,
      units_free_at_start: target.left,
      units_taken_before: target.prefilled.length,
      contenders: SETTINGS.contenders_per_target,
      answered: mine.length,
      granted: mine.filter((r) => r.kind === 'ok').length,
      refused_sold_out: mine.filter((r) => r.kind === 'refused').length,
      peak_in_flight: peakInFlight(mine),
    };
  });
}

async function run(base, inventory, check) {
  console.log(
    `\n[1/3] Disponibilidade: ${SETTINGS.search_connections} conexões por ${SETTINGS.search_seconds} s ` +
      '(payload do site: 1 quarto de 2 adultos, todos os hotéis, 3 noites, 30 datas em rodízio)',
  );
  const search = await availabilityPhase(base, {
    connections: SETTINGS.search_connections,
    seconds: SETTINGS.search_seconds,
  });

  const nightOffset = SETTINGS.contested_night_offset_days;
  const contestedIso = isoDate(dayFromToday(nightOffset));
  const roomTypes = await pickRoomTypes(base, nightOffset, SETTINGS.targets);
  const nights = touchedNights(roomTypes, nightOffset);
  const before = new Map(
    nights.map((n) => [`${n.roomTypeId}|${n.iso}`, inventory.night(n.roomTypeId, n.iso)]),
  );
  const idBefore = inventory.maxReservationId();
  const targets = [];
  for (const [t, roomType] of roomTypes.entries()) {
    const left = SETTINGS.units_left_pattern[t % SETTINGS.units_left_pattern.length];
    targets.push(await prepareTarget(base, roomType, nightOffset, left));
  }
  const prefilled = targets.flatMap((t) => t.prefilled);
  console.log(
    `\n[2/3] Pré-reservas: noite disputada ${contestedIso}; ${targets.length} unidades com ` +
      `${targets.map((t) => t.left).join('/')} vagas restantes (${prefilled.length} tomadas antes, ` +
      `em sequência); ${SETTINGS.contenders_per_target} visitantes por unidade disputando, ` +
      `${SETTINGS.hold_connections} conexões`,
  );
  const holds = await holdPhase(base, targets, {
    contenders: SETTINGS.contenders_per_target,
    connections: SETTINGS.hold_connections,
  });
  const contention = contentionFigures(targets, holds.records, contestedIso);

  const held = [...prefilled, ...holds.records.filter((r) => r.kind === 'ok').map(heldFromRace)];
  const visitors = await createVisitors(base, held.length);
  const idBeforeConfirm = inventory.maxReservationId();
  console.log(
    `\n[3/3] Confirmações: ${held.length} quartos retidos, cada um confirmado ` +
      `${SETTINGS.confirm_repeats}x ao mesmo tempo pelo seu visitante, ` +
      `${SETTINGS.confirm_connections} conexões`,
  );
  const confirms = await confirmPhase(base, held, visitors, {
    repeats: SETTINGS.confirm_repeats,
    connections: SETTINGS.confirm_connections,
  });

  const phases = {
    [TIMED_PHASE]: search.figures,
    'pré-reservas': holds.figures,
    confirmações: confirms.figures,
  };
  printPhaseTable(phases);
  printContention(contention);

  checkErrors(check, phases, TIMED_PHASE);
  checkContention(check, contention);
  checkInventory(check, { inventory, nights, before, held, contestedIso, idBefore });
  await checkPublicView(check, base, targets, nightOffset);
  checkConfirmations(check, {
    inventory,
    held,
    visitors,
    records: confirms.records,
    repeats: SETTINGS.confirm_repeats,
    idBefore: idBeforeConfirm,
  });
  return { phases, contention };
}

/** Last: it moves the sandbox's clock to the week's opening. */
async function runOpening(base, dbPath, inventory, check) {
  const members = makeMembers(ROOT, dbPath, SETTINGS.opening_members);
  const { resortId, br, resort } = OPENING_TARGET;
  const units = inventory.units(resortId, br);
  console.log(
    `\n[4/4] Abertura de semana: ${members.length} associados pedem a mesma semana ` +
      `(${resort}, tipo ${br}, ${units} unidades) no instante em que ela entra na janela, ` +
      `${SETTINGS.opening_spacing_ms} ms entre um e outro; quem perde entra na lista de espera`,
  );
  const result = await openingPhase(base, members, { spacingMs: SETTINGS.opening_spacing_ms });
  const figures = checkOpening(check, result, {
    units,
    members: members.length,
    p95LimitMs: SETTINGS.opening_p95_limit_ms,
    inventory,
  });
  const l = figures.race.latency_ms;
  console.log(
    `  semana de ${figures.week} (abre ${figures.opening}): pedidos ${JSON.stringify(figures.race.by_status)}, ` +
      `p50 ${l.p50} ms, p95 ${l.p95} ms, máx ${l.max} ms; lista de espera ` +
      `${JSON.stringify(figures.waitlist.by_status)}, p95 ${figures.waitlist.latency_ms.p95} ms`,
  );
  return figures;
}

async function main() {
  const info = provenance(ROOT);
  console.log(
    `Sandbox próprio na porta ${SETTINGS.port}, banco ${SETTINGS.database} (apagado antes).`,
  );
  const sandbox = await startSandbox({
    root: ROOT,
    port: SETTINGS.port,
    dbFile: SETTINGS.database,
    // The opening moves the sandbox's clock (test route); each member's address is forwarded.
    env: { SANDBOX_TEST_ENDPOINTS: '1', SANDBOX_TRUSTED_PROXIES: '127.0.0.1' },
  });
  const inventory = openInventory(ROOT, sandbox.dbPath);
  const check = verdicts();
  let figures;
  try {
    figures = await run(sandbox.base, inventory, check);
    figures.opening = await runOpening(sandbox.base, sandbox.dbPath, inventory, check);
  } finally {
    inventory.close();
    await sandbox.stop();
  }
  check.print();
  await writeReport(REPORT_FILE, {
    ...info,
    load_average_at_end: loadAverage(),
    settings: SETTINGS,
    ...figures,
    verdicts: check.list,
    ok: check.ok,
  });
  const f = (name) => figures.phases[name];
  const passed = check.list.filter((v) => v.ok).length;
  console.log(
    `\nResumo: disponibilidade ${f(TIMED_PHASE).throughput_rps} req/s (p95 ${f(TIMED_PHASE).latency_ms.p95} ms); ` +
      `pré-reservas ${f('pré-reservas').throughput_rps} req/s (p95 ${f('pré-reservas').latency_ms.p95} ms), ` +
      `${f('pré-reservas').ok} concedidas / ${f('pré-reservas').business_refusals} esgotadas; ` +
      `confirmações ${f('confirmações').throughput_rps} req/s (p95 ${f('confirmações').latency_ms.p95} ms); ` +
      `abertura: ${figures.opening.members} associados, p95 ${figures.opening.race.latency_ms.p95} ms. ` +
      `${check.ok ? 'Todas as verificações passaram' : 'HÁ VERIFICAÇÕES FALHANDO'} ` +
      `(${passed}/${check.list.length}). Relatório: ${REPORT_FILE}`,
  );
  process.exitCode = check.ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
