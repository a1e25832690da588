import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // The English catalogue, in before any component renders (as in the browser).
    setupFiles: ['src/web/testing/translations-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Finds the race tests' PostgreSQL once per run (src/server/testing/race-database.ts), and makes
    // the migrated PGlite database that every test database starts as (src/server/testing/test-app.ts).
    globalSetup: ['src/server/testing/race-database-setup.ts', 'src/server/testing/pglite-snapshot-setup.ts'],
  },
});
