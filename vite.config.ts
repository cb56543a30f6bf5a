/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { describe as describePrecompress, precompress } from './scripts/precompress.mjs';

/** The sandbox serves all six APIs; dev and preview proxy their prefixes so the site is same-origin. */
const SANDBOX_ORIGIN = process.env.SANDBOX_ORIGIN ?? 'http://127.0.0.1:8787';
const API_PREFIXES = ['/api', '/services', '/admin', '/tickets', '/payments'];
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: SANDBOX_ORIGIN }]),
);

/**
 * Every build writes .br and .gz beside its files, whatever its --outDir, because that is what
 * production serves (server/ with preCompressed, docs/deploy.md); measuring without it would
 * measure bytes no visitor downloads.
 */
function precompressBuild(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'aurora:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      log(describePrecompress(outDir, await precompress(outDir)));
    },
  };
}

export default defineConfig({
  plugins: [react(), precompressBuild()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: false },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
