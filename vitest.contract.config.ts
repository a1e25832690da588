import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// npm run test:contract: the real server behind Prism, which checks every request and answer against
// the server's own OpenAPI document (tests/contract).
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
    },
  },
  test: {
    include: ['tests/contract/**/*.contract.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
