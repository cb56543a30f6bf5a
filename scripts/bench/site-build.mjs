// `npm run build` (types, the production build and the server render) into a bench's own
// folder, so that a benchmark never disturbs dist/ or anyone else's build.
import { spawnSync } from 'node:child_process';

export function buildBenchSite(siteDir) {
  console.log(`Construindo o site em ${siteDir}/ ...`);
  for (const [command, ...args] of [
    ['npx', 'tsc', '-b'],
    ['npx', 'vite', 'build', '--outDir', siteDir, '--emptyOutDir', '--logLevel', 'warn'],
    // The server render (build:prerender), which the production server runs.
    [
      'npx',
      'vite',
      'build',
      '--ssr',
      'src/entry-prerender.tsx',
      '--outDir',
      `${siteDir}/_prerender`,
      '--logLevel',
      'warn',
    ],
  ]) {
    const { status } = spawnSync(command, args, { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
