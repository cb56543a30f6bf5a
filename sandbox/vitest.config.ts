import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each test file opens its own temporary database, so files can run in parallel.
    pool: 'forks',
    testTimeout: 30_000,
  },
});
