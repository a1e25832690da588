// The layout of DESIGN §2 as the tree must keep it: one folder per capability, none grown into a second
// home for its neighbours' code, and the shared rules sorted by capability rather than by audience.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** The largest a capability's folder may grow before it is two capabilities (tests not counted). */
const MAX_SOURCE_FILES_PER_FEATURE = 25;

const isSource = (name: string) => /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name);

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFilesUnder(file);
    return isSource(name) ? [file] : [];
  });
}

const foldersOf = (dir: string) => readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());

describe('the layout', () => {
  it(`keeps every server capability under ${MAX_SOURCE_FILES_PER_FEATURE} source files`, () => {
    const features = path.join(src, 'server/features');
    const sizes = Object.fromEntries(
      foldersOf(features).map((name) => [name, sourceFilesUnder(path.join(features, name)).length]),
    );
    const oversized = Object.entries(sizes).filter(([, count]) => count > MAX_SOURCE_FILES_PER_FEATURE);
    expect(oversized).toEqual([]);
    expect(Object.keys(sizes)).toContain('bookings');
  });

  it('sorts the domain by capability: no file at its top level but an index', () => {
    const domain = path.join(src, 'domain');
    const topLevel = readdirSync(domain).filter((name) => !statSync(path.join(domain, name)).isDirectory());
    expect(topLevel.filter((name) => name !== 'index.ts')).toEqual([]);
    expect(foldersOf(domain)).toContain('shared');
  });

  it('names no domain file by audience (admin-*, api-*)', () => {
    const domain = path.join(src, 'domain');
    const byAudience = sourceFilesUnder(domain)
      .map((file) => path.relative(domain, file))
      .filter((file) => /^(admin|api)-/.test(path.basename(file)));
    expect(byAudience).toEqual([]);
  });
});
