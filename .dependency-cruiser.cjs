// The layers of DESIGN §2, checked by `npm run lint` (depcruise src) and by src/server/layers.test.ts.
//
// Lowest first; a module imports only from its own layer or the ones below:
//   domain      src/domain: pure rules shared by web and server
//   base        the server's own plumbing: config, errors, context, log fields, db/, adapters/, http/
//   platform    what every feature uses: audit-log, staff (sign-in, sessions, the guard), outbox,
//               documents (pure renderers), health
//   catalogue   timeslots, discounts, members, the nurses' roster, the address lookup; events (the event page and its
//               packages, over timeslots)
//   bookings    the customer's booking, holds, cancel, reschedule
//   on-bookings what builds on bookings: partner, payments, orders, participants, waitlist and its
//               offers, notifications, receipts, run-sheet, privacy, insights, api-keys, the nurse's
//               view and moved days
//   admin       the admin area: its guard, the list of admin route plugins, the dashboard
//   top         what composes it all: app.ts, main.ts, jobs.ts, shutdown.ts, db/seed.ts; testing/ for the
//               tests
// Where a lower layer needs a higher one, it takes what it needs as an argument and the higher one
// composes them (DESIGN §2). The web client is a layer of its own beside the server, over domain.

const fs = require('node:fs');
const path = require('node:path');

const FEATURES = 'src/server/features';
const folders = (...names) => `^${FEATURES}/(${names.join('|')})/`;

const layers = {
  base: '^src/server/(config|errors|context|log-fields|project-root|i18n)\\.ts$|^src/server/(db|adapters|http)/(?!seed\\.ts$)',
  platform: folders('audit-log', 'staff', 'outbox', 'documents', 'health'),
  catalogue: folders('timeslots', 'discounts', 'members', 'events', 'roster', 'addresses'),
  bookings: folders('bookings'),
  onBookings: folders(
    'partner',
    'payments',
    'orders',
    'participants',
    'waitlist',
    'waitlist-offers',
    'notifications',
    'receipts',
    'run-sheet',
    'privacy',
    'insights',
    'api-keys',
    'nurse',
  ),
  admin: folders('admin'),
  // db/seed.ts: the demo data and the first admin, written at start by main.ts and by the tests' harness.
  top: '^src/server/(app|main|jobs|shutdown|db/seed)\\.ts$|^src/server/testing/',
};

const TESTS = '\\.test\\.tsx?$';
const either = (...patterns) => patterns.join('|');

/** A layer's rule: nothing in it imports a layer above it. */
const below = (name, from, above, comment) => ({
  name: `${name}-not-to-higher-layers`,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: either(...above) },
});

// A capability's tables are its own: a feature reads another capability's rows through that
// capability's exported read functions (DESIGN §2), so features/X imports db/schema/X.ts only (and the
// shared column helpers). Some capabilities keep tables in a schema file named otherwise:
const OWN_SCHEMA_FILES = {
  'waitlist-offers': ['waitlist'], // waitlist_offers, beside the entries they are made for
  payments: ['settings'], // system_settings: the test mode
  timeslots: ['events'], // event_configs: an event's schedule settings, kept by timeslots
  nurse: ['roster'], // visit_events, reschedule_requests and registration_moves, beside the roster's duties
};

// Cross-reads not yet behind a read function: file (under features/) -> the schema files it still
// imports. Each is a known debt, not a pattern to copy; a file not named here gets the error, and an
// entry goes once its file reads through the owner's index.ts.
const KNOWN_TABLE_READS = {
  'admin/dashboard-today-queries.ts': ['bookings', 'timeslots'], // the visits and holds of the next days
  'api-keys/registrations-read.ts': ['bookings'], // the read API's registrations
  'audit-log/service.ts': ['api-keys', 'bookings', 'discounts', 'events', 'notifications', 'timeslots'], // subjects
  'bookings/booking-read.ts': ['discounts', 'events', 'idempotency', 'members', 'timeslots'], // one query (decision 013)
  'bookings/discount-usage.ts': ['discounts'], // a code's discount
  'bookings/expiry.ts': ['payments'], // a card payment under way keeps the hold
  'bookings/lookup.ts': ['payments'], // what a cancellation would refund
  'notifications/configs.ts': ['staff'],
  'notifications/waitlist-messages.ts': ['events', 'timeslots', 'waitlist'],
  'orders/payment-summary.ts': ['payments'],
  'orders/queries.ts': ['bookings'],
  'orders/reveal-identification.ts': ['bookings'],
  'outbox/outbox.ts': ['bookings'],
  // The persons of a booking are bookings' rows; the participants page changes them in one transaction.
  'participants/change-checks.ts': ['bookings', 'payments'], // a card payment under way stops a change
  'participants/household.ts': ['bookings'],
  'participants/persons.ts': ['bookings'],
  'participants/primary-person.ts': ['bookings'],
  'participants/repricing.ts': ['bookings'],
  'privacy/booking-erasure.ts': ['bookings', 'timeslots'], // erasure, table by table
  'privacy/vacuum.ts': ['bookings', 'idempotency', 'outbox', 'waitlist'],
  'receipts/receipt-data.ts': ['bookings'],
  'run-sheet/visits.ts': ['bookings', 'timeslots'],
  'waitlist/service.ts': ['bookings', 'events', 'timeslots'],
};

const SCHEMA_FILES = 'src/server/db/schema/';
const FEATURE_NAMES = fs
  .readdirSync(path.join(__dirname, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const asRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rule that features/<feature> files (or one known file) import no schema file but these. */
const tablesRule = (feature, from, fromNot, allowed) => ({
  name: 'features-read-other-tables-through-their-feature',
  severity: 'error',
  comment:
    `${feature} imports another capability's table: read it through that capability's index.ts instead. ` +
    "Tests may read any table: they check what was written, as the database's owner would.",
  from: { path: from, pathNot: [TESTS, ...fromNot] },
  to: {
    path: `^${SCHEMA_FILES}`,
    pathNot: `^${SCHEMA_FILES}(${[feature, ...(OWN_SCHEMA_FILES[feature] ?? []), ...allowed, 'columns'].join('|')})\\.ts$`,
  },
});

const knownFiles = Object.entries(KNOWN_TABLE_READS);
const tableRules = [
  ...FEATURE_NAMES.map((feature) => {
    const known = knownFiles.filter(([file]) => file.startsWith(`${feature}/`));
    return tablesRule(
      feature,
      `^${FEATURES}/${feature}/`,
      known.map(([file]) => `^${FEATURES}/${asRegExp(file)}$`),
      [],
    );
  }),
  ...knownFiles.map(([file, schemas]) =>
    tablesRule(file.split('/')[0], `^${FEATURES}/${asRegExp(file)}$`, [], schemas),
  ),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle between files, type-only imports included (DESIGN §2).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'src/domain holds pure rules for web and server: it imports only itself, zod and date-fns (and vitest ' +
        'in its tests), and reads its English messages from the catalogue; no server, web, framework, ' +
        'database or Node I/O.',
      from: { path: '^src/domain/' },
      to: {
        pathNot: ['^src/domain/', '^src/locales/en/[a-z-]+\\.json$', '(^|/)node_modules/(zod|date-fns|vitest)/'],
      },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'The web client talks to the server over HTTP only; what both need lives in src/domain.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-to-web',
      severity: 'error',
      comment: 'The server never imports the web client (it serves its build from dist/client).',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    below(
      'base',
      layers.base,
      [`^${FEATURES}/`],
      "db, adapters, http and the server's own modules sit below every feature: a feature is handed to them, " +
        'never imported.',
    ),
    below(
      'platform',
      layers.platform,
      [layers.catalogue, layers.bookings, layers.onBookings, layers.admin],
      'audit-log, staff, outbox, documents and health are used by every feature and use no feature above them.',
    ),
    below(
      'catalogue',
      layers.catalogue,
      [layers.bookings, layers.onBookings, layers.admin],
      'Events, timeslots, discounts and members know nothing of bookings: a check that needs bookings ' +
        '(refusing to delete what was booked) is passed in by the admin area.',
    ),
    {
      name: 'timeslots-not-to-events',
      severity: 'error',
      comment:
        'Inside the catalogue, events (the event page, packages, the schedule form) build on timeslots; ' +
        'timeslots is handed the event checks it needs.',
      from: { path: folders('timeslots') },
      to: { path: folders('events') },
    },
    below(
      'bookings',
      layers.bookings,
      [layers.onBookings, layers.admin],
      'Bookings sits below partner, payments and the waitlist: what a booking needs of them (the partner ' +
        "record, refunds, the freed visit's offer) is passed in by the caller.",
    ),
    below(
      'on-bookings',
      layers.onBookings,
      [layers.admin],
      'Capabilities built on bookings own their admin routes; only the admin area registers them.',
    ),
    {
      name: 'top-only-from-tests',
      severity: 'error',
      comment:
        "app.ts, main.ts, jobs.ts, shutdown.ts and the tests' harness (testing/) compose every layer: nothing below " +
        'imports them. Tests may: a test drives its feature through the assembled app.',
      from: { path: '^src/', pathNot: [TESTS, layers.top] },
      to: { path: layers.top },
    },
    {
      name: 'features-through-index',
      severity: 'error',
      comment:
        "A feature reaches another through its index.ts (DESIGN §2). The admin area alone imports each capability's " +
        'admin-routes.ts, to register it behind its guard.',
      // A test may open its own feature's or another's internals: it checks them, it does not build on them.
      from: { path: `^${FEATURES}/([^/]+)/`, pathNot: [TESTS, `^${FEATURES}/admin/`] },
      to: {
        path: `^${FEATURES}/([^/]+)/`,
        pathNot: [`^${FEATURES}/$1/`, `^${FEATURES}/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'features-through-index',
      severity: 'error',
      comment: 'The admin area registers admin-routes.ts of each capability; anything else comes through index.ts.',
      from: { path: `^${FEATURES}/admin/`, pathNot: TESTS },
      to: { path: `^${FEATURES}/[^/]+/`, pathNot: [`^${FEATURES}/(admin/|[^/]+/(index|admin-routes)\\.ts$)`] },
    },
    ...tableRules,
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing: a typo, or a package missing from package.json.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // node_modules is not cruised (doNotFollow) but its packages stay visible as dependencies, so that
    // domain-is-pure can see a framework import. Excluding it would hide them.
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a circle of types is still a circle of knowledge.
    tsPreCompilationDeps: true,
    // The packages' exports maps, as TypeScript's `bundler` resolution and Vite read them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
