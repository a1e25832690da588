import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Vitest's global set-up of the journeys: builds the web client and the server as `npm start` does
 * (each part only when its inputs changed), so the journeys always drive what `npm start` would serve.
 */
export default function buildOnce(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-changed'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'inherit',
  });
}
