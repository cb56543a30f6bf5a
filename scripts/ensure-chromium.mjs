// Browser tests need Debian's Chromium (browser downloads do not work here). Install it when
// running as root; otherwise stop with one line saying what to install.
import { findChromium } from './chromium.mjs';
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export function ensureChromium() {
  return ensureDebianPackage({
    name: 'Chromium',
    packageName: 'chromium',
    find: findChromium,
    missing:
      "Chromium não encontrado: instale o pacote Debian 'chromium' (sudo apt-get install -y chromium) ou defina CHROMIUM_PATH.",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
