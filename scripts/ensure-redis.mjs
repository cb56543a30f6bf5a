// The production server's abuse limits shared by several instances go through Redis
// (server/test/abuse-limits-redis.test.ts runs a real redis-server on loopback). Install Debian's
// redis-server when running as root; otherwise stop with one line saying what to install, as
// ensure-chromium.mjs does for the browser: a green `npm test` must have tested that store.
import { execSync } from 'node:child_process';

export function findRedisServer() {
  try {
    return execSync('command -v redis-server', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  } catch {
    return '';
  }
}

export function ensureRedis() {
  const found = findRedisServer();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "redis-server não encontrado: instale o pacote Debian 'redis-server' (sudo apt-get install -y redis-server).",
    );
    process.exit(1);
  }
  console.log('redis-server não encontrado: instalando o pacote Debian redis-server...');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server',
    { stdio: 'inherit' },
  );
  const installed = findRedisServer();
  if (!installed) {
    console.error('A instalação do redis-server falhou: instale o pacote Debian redis-server.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`redis-server: ${ensureRedis()}`);
}
