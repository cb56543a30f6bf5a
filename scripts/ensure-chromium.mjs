// Browser tests need Debian's Chromium (browser downloads do not work here). Install it when
// running as root; otherwise stop with one line saying what to install.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "Chromium não encontrado: instale o pacote Debian 'chromium' (sudo apt-get install -y chromium) ou defina CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  console.log('Chromium não encontrado: instalando o pacote Debian chromium...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  const installed = findChromium();
  if (!installed) {
    console.error('A instalação do Chromium falhou: instale o pacote Debian chromium.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
