/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The sandbox serves all six APIs; dev and preview proxy their prefixes so the site is same-origin. */
const SANDBOX_ORIGIN = process.env.SANDBOX_ORIGIN ?? 'http://127.0.0.1:8787';
const API_PREFIXES = ['/api', '/services', '/admin', '/tickets', '/payments'];
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: SANDBOX_ORIGIN }]),
);

export default defineConfig({
  plugins: [react()],
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
