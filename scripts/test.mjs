// `npm test`: every check, in order, stopping at the first failure:
// types, lint, the structure check, unit, sandbox, production server, browser journeys, and the first-route
// JavaScript budget.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureRedis } from './ensure-redis.mjs';

// Every day and time a guest reads is São Paulo's whatever the machine's zone (README, "Time
// zone"): the unit and sandbox tests run in both a zone that is not São Paulo's and São Paulo's.
const UTC = { TZ: 'UTC' };
const SAO_PAULO = { TZ: 'America/Sao_Paulo' };

const steps = [
  ['Tipos (tsc)', 'npm', ['run', 'typecheck']],
  ['Lint (eslint + prettier)', 'npm', ['run', 'lint']],
  [
    'Estrutura (camadas, ciclos, arquivos longos, rotas sem schema)',
    'npm',
    ['run', 'check:structure'],
  ],
  ['Unitários (vitest, TZ=UTC)', 'npm', ['run', 'test:unit'], UTC],
  ['Unitários (vitest, TZ=America/Sao_Paulo)', 'npm', ['run', 'test:unit'], SAO_PAULO],
  ['Sandbox (vitest, TZ=UTC)', 'npm', ['run', 'test:sandbox'], UTC],
  ['Sandbox (vitest, TZ=America/Sao_Paulo)', 'npm', ['run', 'test:sandbox'], SAO_PAULO],
  ['Servidor de produção (vitest)', 'npm', ['run', 'test:server']],
  ['Navegador (playwright)', 'npm', ['run', 'test:e2e']],
  ['Orçamento de JavaScript', 'npm', ['run', 'size', '--', '--no-build']],
];

// Checked before anything runs, so a missing browser or Redis is reported in one line up front
// (installed with apt when running as root).
ensureChromium();
ensureRedis();

const started = Date.now();
for (const [label, command, args, env = {}] of steps) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✖ ${label} falhou (${seconds} s).`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}
console.log(`\nTodas as verificações passaram em ${((Date.now() - started) / 1000).toFixed(0)} s.`);
