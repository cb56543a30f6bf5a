// Printing and writing the figures: a table per phase, the checks with their verdicts, and
// the JSON report kept in the repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';

const ms = (n) => (n === null ? '-' : n.toFixed(1));

export function printPhaseTable(phases) {
  const header = [
    'fase'.padEnd(16),
    'req'.padStart(6),
    'req/s'.padStart(8),
    'p50'.padStart(8),
    'p95'.padStart(8),
    'p99'.padStart(8),
    'máx'.padStart(8),
    '5xx'.padStart(5),
    'rede'.padStart(5),
    'recusas'.padStart(8),
    'inesperadas'.padStart(12),
  ].join(' ');
  console.log(`\n${header}   (latência em ms)`);
  for (const [name, f] of Object.entries(phases)) {
    console.log(
      [
        name.padEnd(16),
        String(f.requests).padStart(6),
        f.throughput_rps.toFixed(1).padStart(8),
        ms(f.latency_ms.p50).padStart(8),
        ms(f.latency_ms.p95).padStart(8),
        ms(f.latency_ms.p99).padStart(8),
        ms(f.latency_ms.max).padStart(8),
        String(f.http_5xx).padStart(5),
        String(f.network_errors).padStart(5),
        String(f.business_refusals).padStart(8),
        String(f.unexpected_4xx).padStart(12),
      ].join(' '),
    );
  }
}

/** One line per contested room type: units free, holds granted, sold-out refusals, overlap. */
export function printContention(contention) {
  if (contention.length === 0) return;
  console.log(`\nDisputa por unidade (noite ${contention[0].night})`);
  for (const c of contention) {
    console.log(
      `  ${`${c.hotel} / ${c.uh}`.padEnd(48)} vagas ${c.units_free_at_start}  ` +
        `concedidas ${c.granted}  esgotado ${c.refused_sold_out}  pico simultâneo ${c.peak_in_flight}`,
    );
  }
}

/** Collects named checks; each is printed with ✔ or ✘ and its evidence. */
export function verdicts() {
  const list = [];
  return {
    check(name, ok, detail) {
      list.push({ check: name, ok: Boolean(ok), detail });
    },
    list,
    get ok() {
      return list.every((v) => v.ok);
    },
    print() {
      console.log('\nVerificações');
      for (const v of list) console.log(`  ${v.ok ? '✔' : '✘'} ${v.check}: ${v.detail}`);
    },
  };
}

function git(root, args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** 1, 5 and 15-minute load averages: other jobs on the machine skew the figures. */
export const loadAverage = () => loadavg().map((n) => Math.round(n * 100) / 100);

/** Where and on what the figures were taken: they only compare on a similar machine. */
export function provenance(root) {
  const status = git(root, ['status', '--porcelain']);
  return {
    date: new Date().toISOString(),
    commit: git(root, ['rev-parse', 'HEAD']),
    working_tree_dirty: status === null ? null : status !== '',
    node: process.version,
    cpus: cpus().length,
    load_average_at_start: loadAverage(),
  };
}

/** Writes the report as the repository's Prettier would, so `npm run lint` accepts it. */
export async function writeReport(file, report) {
  const { format, resolveConfig } = await import('prettier');
  const options = (await resolveConfig(file)) ?? {};
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await format(JSON.stringify(report), { ...options, parser: 'json' }));
}
