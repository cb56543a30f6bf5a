// The production server's abuse limits shared by several instances go through Redis
// (server/test/abuse-limits-redis.test.ts runs a real redis-server on loopback): a green
// `npm test` must have tested that store, so it makes sure of redis-server as of the browser.
import { execSync } from 'node:child_process';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export function findRedisServer() {
  try {
    return execSync('command -v redis-server', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  } catch {
    return '';
  }
}

export function ensureRedis() {
  return ensureDebianPackage({
    name: 'redis-server',
    packageName: 'redis-server',
    find: findRedisServer,
    missing:
      "redis-server não encontrado: instale o pacote Debian 'redis-server' (sudo apt-get install -y redis-server).",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`redis-server: ${ensureRedis()}`);
}
