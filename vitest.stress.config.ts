import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// npm run test:stress: servers as processes under load, killed with SIGKILL, and fed hostile input
// (tests/stress). Bounded in requests and time; parts that need PostgreSQL run with TEST_DATABASE_URL.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
    },
  },
  test: {
    include: ['tests/stress/**/*.stress.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // One file at a time: each starts servers and loads them, on a machine with two cores.
    fileParallelism: false,
    pool: 'forks',
  },
});
