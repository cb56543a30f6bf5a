// What `npm test` needs from Debian (the browser, redis-server): found, or installed with apt
// when running as root; otherwise stop with one line saying what to install.
import { execSync } from 'node:child_process';

/**
 * `find` gives the program's path or '' (or null). `missing` is the one line said when it is
 * absent and cannot be installed here.
 */
export function ensureDebianPackage({ name, packageName, find, missing }) {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(missing);
    process.exit(1);
  }
  console.log(`${name} não encontrado: instalando o pacote Debian ${packageName}...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packageName}`,
    { stdio: 'inherit' },
  );
  const installed = find();
  if (!installed) {
    console.error(`A instalação do ${name} falhou: instale o pacote Debian ${packageName}.`);
    process.exit(1);
  }
  return installed;
}
