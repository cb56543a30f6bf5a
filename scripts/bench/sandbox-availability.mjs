#!/usr/bin/env node
/**
 * Benchmark of the sandbox's worst-case availability search: 5 rooms x all hotels x 30 nights;
 * then the search calendar's prices (issue 28) at their worst: 62 days x all hotels, 5 rooms,
 * with an arrival (the 30 stay totals too). Target: the calendar's p95 at most 50 ms.
 *
 *   node scripts/bench/sandbox-availability.mjs
 *
 * Starts the sandbox on port 8790 with a fresh temporary database (SANDBOX_DB), waits for
 * /health, fires a sequential phase and a concurrent phase of the same search over HTTP, prints
 * latency percentiles (ms), throughput (req/s) and errors, then stops the sandbox.
 * Plain Node (>= 20), no dependencies. Knobs (environment):
 *   BENCH_PORT (8790)  BENCH_SEQUENTIAL (400)  BENCH_WORKERS (8)  BENCH_SECONDS (10)
 *   BENCH_MAX_CONCURRENT_REQUESTS (20000, upper bound of the concurrent phase)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} inválido: ${value}`);
  return value;
};
const PORT = int('BENCH_PORT', 8790);
const SEQUENTIAL = int('BENCH_SEQUENTIAL', 400);
const WORKERS = int('BENCH_WORKERS', 8);
const SECONDS = int('BENCH_SECONDS', 10);
const MAX_CONCURRENT_REQUESTS = int('BENCH_MAX_CONCURRENT_REQUESTS', 20000);
const BASE = `http://127.0.0.1:${PORT}`;
const URL_SEARCH = `${BASE}/api/disponibilidade/v2/consultar`;

function wireDate(daysFromToday) {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + daysFromToday);
  const pad = (n) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

const child = (idade) => ({ nome: '', idade: String(idade) });
/** 5 rooms of 2 adults + 1 paying child: every room type fits, so every row is priced. */
const BODY = JSON.stringify({
  apartamentos: Array.from({ length: 5 }, () => ({
    qtd_adulto: [],
    criancas: [child(12)],
    qtd_adultos: 2,
    qtd_criancas: 1,
    qtd_criancas_pagantes: 1,
    qtd_criancas_nao_pagantes: 0,
  })),
  data_chegada: wireDate(30),
  data_partida: wireDate(60),
  id_hotel: 0,
  id_uh: 0,
  cupom: 'AURORA10',
});

const URL_CALENDAR = `${BASE}/api/disponibilidade/calendario`;
const CALENDAR_TARGET_P95_MS = 50;
const CALENDAR_BODY = JSON.stringify({
  data_inicio: wireDate(30),
  data_fim: wireDate(91),
  data_chegada: wireDate(40),
  id_hotel: 0,
  apartamentos: Array.from({ length: 5 }, () => ({ qtd_adultos: 2, criancas: [{ idade: 12 }] })),
});

async function searchOnce(url = URL_SEARCH, body = BODY) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, ok: response.status === 200 && bytes > 2, bytes };
  } catch {
    return { ms: performance.now() - started, ok: false, bytes: 0 };
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function report(name, results, seconds, target = null) {
  const ok = results.filter((r) => r.ok).map((r) => r.ms);
  ok.sort((a, b) => a - b);
  const f = (n) => n.toFixed(2);
  const mean = ok.reduce((a, b) => a + b, 0) / (ok.length || 1);
  console.log(
    `${name.padEnd(28)} n=${results.length} erros=${results.length - ok.length} ` +
      `p50=${f(percentile(ok, 50))} p95=${f(percentile(ok, 95))} p99=${f(percentile(ok, 99))} ` +
      `média=${f(mean)} máx=${f(ok.at(-1) ?? NaN)} ms  vazão=${(results.length / seconds).toFixed(1)} req/s`,
  );
  if (target !== null) {
    const p95 = percentile(ok, 95);
    console.log(`  ${p95 <= target ? '✔' : '✖'} p95 ≤ ${target} ms: ${f(p95)} ms`);
    if (p95 > target) return results.length - ok.length + 1;
  }
  return results.length - ok.length;
}

async function waitForHealth(server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`O sandbox terminou (código ${server.exitCode}).`);
    try {
      const response = await fetch(`${BASE}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('O sandbox não respondeu em /health a tempo.');
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'sandbox/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SANDBOX_DB: join(dir, 'sandbox.db'),
      SANDBOX_PORT: String(PORT),
      SANDBOX_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };

  let errors = 0;
  try {
    await waitForHealth(server, 60_000);
    const probe = await fetch(URL_SEARCH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: BODY,
    });
    const rows = await probe.json();
    if (probe.status !== 200 || !Array.isArray(rows)) {
      throw new Error(`Pesquisa falhou: ${probe.status} ${JSON.stringify(rows)}`);
    }
    const priced = rows.filter((r) => r.valor_sem > 0).length;
    const body = JSON.parse(BODY);
    console.log(
      `Pesquisa: 5 quartos x todos os hotéis x 30 noites (${body.data_chegada} a ${body.data_partida}), ` +
        `${rows.length} linhas (${priced} com preço), ${JSON.stringify(rows).length} bytes de JSON`,
    );
    for (let i = 0; i < 20; i++) await searchOnce(); // warm-up (JIT, statement cache)

    const sequential = [];
    let started = performance.now();
    for (let i = 0; i < SEQUENTIAL; i++) sequential.push(await searchOnce());
    errors += report('sequencial', sequential, (performance.now() - started) / 1000);

    const concurrent = [];
    started = performance.now();
    const end = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (performance.now() < end && concurrent.length < MAX_CONCURRENT_REQUESTS) {
          concurrent.push(await searchOnce());
        }
      }),
    );
    errors += report(
      `concorrente (${WORKERS} workers)`,
      concurrent,
      (performance.now() - started) / 1000,
    );

    const calendarProbe = await fetch(URL_CALENDAR, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: CALENDAR_BODY,
    });
    const calendar = await calendarProbe.json();
    if (calendarProbe.status !== 200 || !Array.isArray(calendar.dias)) {
      throw new Error(`Calendário falhou: ${calendarProbe.status} ${JSON.stringify(calendar)}`);
    }
    const calendarBody = JSON.parse(CALENDAR_BODY);
    console.log(
      `\nCalendário de preços: todos os hotéis, 5 quartos, ${calendar.dias.length} dias ` +
        `(${calendarBody.data_inicio} a ${calendarBody.data_fim}) e ${calendar.estadias.length} ` +
        `estadias a partir de ${calendarBody.data_chegada}, ` +
        `${calendar.dias.filter((d) => d.valor !== null).length} dias com preço`,
    );
    for (let i = 0; i < 20; i++) await searchOnce(URL_CALENDAR, CALENDAR_BODY);
    const calendarRuns = [];
    started = performance.now();
    for (let i = 0; i < SEQUENTIAL; i++) {
      calendarRuns.push(await searchOnce(URL_CALENDAR, CALENDAR_BODY));
    }
    errors += report(
      'calendário, sequencial',
      calendarRuns,
      (performance.now() - started) / 1000,
      CALENDAR_TARGET_P95_MS,
    );
  } finally {
    await stop();
  }
  process.exitCode = errors > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
