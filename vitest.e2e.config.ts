import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The journeys build some fixtures with the web client's own schemas (its storage formats), as it does.
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
    },
  },
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
