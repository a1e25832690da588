import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
