import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './project-root';

// The layers of DESIGN §2 as .dependency-cruiser.cjs states them (npm run lint runs the same rules):
// a small tree that breaks each rule once must be refused by that rule's name, and the real tree must
// pass, with no circle between the feature folders either.

let options: ICruiseOptions;
let tsConfig: ReturnType<typeof extractTSConfig>;

beforeAll(async () => {
  options = await extractDepcruiseOptions(path.join(PROJECT_ROOT, '.dependency-cruiser.cjs'));
  tsConfig = extractTSConfig(path.join(PROJECT_ROOT, 'tsconfig.json'));
});

async function cruiseTree(baseDir: string): Promise<ICruiseResult> {
  const { output } = await cruise(['src'], { ...options, baseDir }, {}, { tsConfig });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered with a report, not a result');
  return output;
}

type Violation = { rule: string; from: string; to: string };
const violationsOf = (result: ICruiseResult): Violation[] =>
  result.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));

describe('the layer rules on a tree that breaks them', () => {
  let root: string;
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  let violations: Violation[];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'layers-'));
    const features = 'src/server/features';
    // A package the domain may not use, as node_modules would hold it.
    file('node_modules/fastify/package.json', JSON.stringify({ name: 'fastify', main: 'index.js' }));
    file('node_modules/fastify/index.js', 'module.exports = {};\n');

    for (const feature of ['bookings', 'events', 'orders', 'partner', 'payments', 'timeslots']) {
      file(`${features}/${feature}/index.ts`, `export const ${feature}Name = '${feature}';\n`);
    }
    file(`${features}/bookings/cancel.ts`, 'export const cancel = 1;\n');
    file('src/server/db/schema/payments.ts', 'export const payments = 1;\n');
    file('src/server/db/schema/bookings.ts', 'export const registrations = 1;\n');
    file('src/server/app.ts', "import { ordersName } from './features/orders';\nexport const app = ordersName;\n");
    file('src/server/testing/harness.ts', "export const harness = 'test only';\n");

    // Each file below breaks one rule.
    file(`${features}/events/upward.ts`, "import { ordersName } from '../orders';\nexport const x = ordersName;\n");
    file(
      `${features}/timeslots/event-check.ts`,
      "import { eventsName } from '../events';\nexport const x = eventsName;\n",
    );
    file(
      `${features}/bookings/partner-data.ts`,
      "import { partnerName } from '../partner';\nexport const x = partnerName;\n",
    );
    file(`${features}/payments/inside.ts`, "import { cancel } from '../bookings/cancel';\nexport const x = cancel;\n");
    file(
      `${features}/bookings/payments-table.ts`,
      "import { payments } from '../../db/schema/payments';\nexport const x = payments;\n",
    );
    file(
      `${features}/orders/harness-use.ts`,
      "import { harness } from '../../testing/harness';\nexport const x = harness;\n",
    );
    file(
      'src/server/db/feature-use.ts',
      "import { bookingsName } from '../features/bookings';\nexport const x = bookingsName;\n",
    );
    file('src/domain/framework.ts', "import fastify from 'fastify';\nexport const x = fastify;\n");
    file('src/web/server-use.ts', "import { app } from '../server/app';\nexport const x = app;\n");
    file('src/web/ring-a.ts', "import { b } from './ring-b';\nexport const a = (): number => b() + 1;\n");
    file('src/web/ring-b.ts', "import { a } from './ring-a';\nexport const b = (): number => a() - 1;\n");

    // And these keep to the rules: downward through index.ts, own tables, a test using the harness.
    file(
      `${features}/orders/allowed.ts`,
      "import { bookingsName } from '../bookings';\nexport const x = bookingsName;\n",
    );
    file(
      `${features}/bookings/own-table.ts`,
      "import { registrations } from '../../db/schema/bookings';\nexport const x = registrations;\n",
    );
    file(
      `${features}/bookings/cancel.test.ts`,
      "import { harness } from '../../testing/harness';\nexport const x = harness;\n",
    );

    violations = violationsOf(await cruiseTree(root));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const features = 'src/server/features';
  it.each([
    ['catalogue-not-to-higher-layers', `${features}/events/upward.ts`, `${features}/orders/index.ts`],
    ['timeslots-not-to-events', `${features}/timeslots/event-check.ts`, `${features}/events/index.ts`],
    ['bookings-not-to-higher-layers', `${features}/bookings/partner-data.ts`, `${features}/partner/index.ts`],
    ['features-through-index', `${features}/payments/inside.ts`, `${features}/bookings/cancel.ts`],
    [
      'features-read-other-tables-through-their-feature',
      `${features}/bookings/payments-table.ts`,
      'src/server/db/schema/payments.ts',
    ],
    ['top-only-from-tests', `${features}/orders/harness-use.ts`, 'src/server/testing/harness.ts'],
    ['base-not-to-higher-layers', 'src/server/db/feature-use.ts', `${features}/bookings/index.ts`],
    ['domain-is-pure', 'src/domain/framework.ts', 'node_modules/fastify/index.js'],
    ['web-not-to-server', 'src/web/server-use.ts', 'src/server/app.ts'],
    ['no-circular', 'src/web/ring-a.ts', 'src/web/ring-b.ts'],
  ])('%s refuses %s -> %s', (rule, from, to) => {
    expect(violations).toContainEqual({ rule, from, to });
  });

  it('lets the rest through', () => {
    const breakers = [
      'upward',
      'event-check',
      'partner-data',
      'inside',
      'payments-table',
      'harness-use',
      'feature-use',
      'framework',
      'server-use',
      'ring-',
    ];
    const others = violations.filter(({ from }) => !breakers.some((name) => from.includes(name)));
    expect(others).toEqual([]);
  });
});

describe('the real tree', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseTree(PROJECT_ROOT);
  });

  it('keeps every layer rule', () => {
    expect(violationsOf(result)).toEqual([]);
    expect(result.summary.totalCruised).toBeGreaterThan(500);
  });

  it('has no circle between feature folders (tests aside: they drive the assembled app)', () => {
    const feature = (file: string) => /^src\/server\/features\/([^/]+)\//.exec(file)?.[1];
    const uses = new Map<string, Set<string>>();
    for (const module of result.modules) {
      const from = feature(module.source);
      if (!from || /\.test\.tsx?$/.test(module.source)) continue;
      for (const dependency of module.dependencies) {
        const to = feature(dependency.resolved);
        if (to && to !== from) uses.set(from, (uses.get(from) ?? new Set()).add(to));
      }
    }
    const circles: string[] = [];
    const done = new Set<string>();
    const walk = (name: string, trail: string[]) => {
      if (trail.includes(name)) {
        circles.push([...trail.slice(trail.indexOf(name)), name].join(' -> '));
        return;
      }
      if (done.has(name)) return;
      for (const next of uses.get(name) ?? []) walk(next, [...trail, name]);
      done.add(name);
    };
    for (const name of uses.keys()) walk(name, []);
    expect(uses.size).toBeGreaterThan(10);
    expect(circles).toEqual([]);
  });
});
