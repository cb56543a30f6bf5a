import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each test file opens its own temporary database, so files can run in parallel.
    pool: 'forks',
    // One worker per core (Vitest's default leaves one idle: on two cores, one worker).
    maxWorkers: '100%',
    testTimeout: 30_000,
  },
});
