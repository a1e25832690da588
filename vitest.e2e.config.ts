import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    // The compiled server and the built client, as `npm start` serves them (built when changed).
    globalSetup: ['tests/e2e/build.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
