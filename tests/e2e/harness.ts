import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { nricCheckLetter } from '@domain/shared/contact-keys';
import { format } from 'date-fns';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from '../chromium';

// The one harness of the browser journeys: the compiled server (`npm start`'s dist/server/main.js, on a
// fresh embedded database with the demo data) and Chromium (tests/chromium.ts) for each test file,
// pages, admin sign-in, screenshots, axe-core checks and the helpers every journey uses.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');

/** The admin the journeys' server creates unless a file names its own. */
const DEFAULT_ADMIN = { username: 'admin', password: 'e2e-admin-password' };

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** pino's numbers of the levels LOG_LEVEL may name. */
const LOG_LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const INFO = 30;

/** Fastify's line once the server listens, with the address and the port the system gave it. */
const LISTENING = /^Server listening at (http:\/\/\S+)$/;

/** One of the server's JSON log lines, or null for any other line. */
function logEntry(line: string): { level?: number; msg?: string } | null {
  try {
    const entry: unknown = JSON.parse(line);
    return typeof entry === 'object' && entry !== null ? entry : null;
  } catch {
    return null;
  }
}

/** How long a server may take to migrate, seed and listen on a busy machine. */
const START_DEADLINE_MS = 60_000;

/**
 * Starts the compiled server (built client, fresh embedded database with demo data) on a port the
 * system chooses (PORT=0), and learns that port from the server's own "Server listening at" line, so
 * no other process can take the port between its choice and the server's start. The server logs at
 * info level for that line; of its JSON lines only those at `env.LOG_LEVEL` (warn unless told) or
 * above are passed on to the test output.
 * `npm run test:e2e` builds both first (vitest.e2e.config.ts runs the build when its inputs changed).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  for (const [file, what] of [
    [path.join(ROOT, 'dist/client/index.html'), 'web client'],
    [SERVER_ENTRY, 'server'],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(`The ${what} is not built: run \`npm run build\` (npm run test:e2e does it for you).`);
    }
  }
  const { LOG_LEVEL: shownLevel = 'warn', ...serverEnv } = env;
  const shownFrom = LOG_LEVELS[shownLevel] ?? Number.POSITIVE_INFINITY;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The origin of emails' links; the port is not known before the server listens, and no journey
      // follows a link from an email (the browser's own origin passes the server's origin check).
      PUBLIC_BASE_URL: 'http://127.0.0.1',
      ADMIN_USERNAME: DEFAULT_ADMIN.username,
      ADMIN_PASSWORD: DEFAULT_ADMIN.password,
      // Every journey calls from one address; the bot check's own journey (bot-check.e2e.ts) turns it on.
      CHALLENGE_AFTER_PER_HOUR: '0',
      // ...and the cap on holds per network per day (DESIGN §8.9); the holds journey sets it low.
      HOLDS_PER_NETWORK_PER_DAY: '0',
      ...serverEnv,
      LOG_LEVEL: shownFrom < INFO ? shownLevel : 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await stopped;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  let baseUrl: string;
  try {
    baseUrl = await new Promise<string>((resolve, reject) => {
      const deadline = setTimeout(
        () => reject(new Error(`the server did not listen within ${START_DEADLINE_MS / 1000} s`)),
        START_DEADLINE_MS,
      );
      const settle = () => clearTimeout(deadline);
      child.once('exit', (code, signal) => {
        settle();
        reject(new Error(`the server exited (${signal ?? `code ${code}`}) before it listened`));
      });
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const entry = logEntry(line);
        const address = LISTENING.exec(entry?.msg ?? '')?.[1];
        if (address) {
          settle();
          resolve(address);
        }
        if (!entry || (entry.level ?? 0) >= shownFrom) process.stdout.write(`${line}\n`);
      });
    });
    // Listening means serving: the health check must answer at once.
    const health = await fetch(`${baseUrl}/api/health`);
    if (!health.ok) throw new Error(`the server's health check answered ${health.status}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Chromium, headless (tests/chromium.ts: CHROMIUM_PATH, /usr/bin/chromium, else the npm one). */
export const launchBrowser = (): Promise<Browser> => launchChromium();

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type Viewport = { width: number; height: number };

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return { context, page };
}

/** The server and browser of one test file, and what its journeys do through them. */
export interface Journey {
  /** Both exist from the file's first beforeAll on. */
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly baseUrl: string;
  /** A new context and page on the server, desktop size unless told. */
  newPage(viewport?: Viewport): Promise<{ context: BrowserContext; page: Page }>;
  /** fetch on the server. */
  api(urlPath: string, init?: RequestInit): Promise<Response>;
  /** A JSON POST on the server. */
  postJson(urlPath: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** A booking as the look-up by reference answers it (expects 200). */
  lookUp<T>(reference: string): Promise<T>;
  /** An event and its packages, by slug (expects 200). */
  eventDetails(slug: string): Promise<EventDetails>;
  /** A new admin session through the API (expects 200): its token. */
  adminToken(): Promise<string>;
  /**
   * The file's shared admin session: one for every journey that does not end its own (logins are
   * rate-limited per client), made on first use.
   */
  sessionToken(): Promise<string>;
  /**
   * Signs in through the API and keeps the token where the site keeps it (the shared session unless a
   * token is given), then opens the dashboard.
   */
  signIn(page: Page, token?: string): Promise<void>;
  /** Signs in through the login form, which also sets the session cookie (the email previews need it). */
  signInWithForm(page: Page): Promise<void>;
}

export interface EventDetails {
  id: number;
  packages: { id: number; name: string }[];
}

/**
 * Registers the file's beforeAll and afterAll: a server started with `env` on top of the defaults
 * (ADMIN_USERNAME and ADMIN_PASSWORD name the admin the journeys sign in as) and a browser, both
 * closed after the file, then `afterStop` (e.g. removing a data folder the file gave the server).
 */
export function setUpJourney(env: Record<string, string> = {}, options: { afterStop?: () => void } = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let sharedToken: string | null = null;
  const admin = {
    username: env.ADMIN_USERNAME ?? DEFAULT_ADMIN.username,
    password: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    options.afterStop?.();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the journeys' ${what} is not started yet (use it inside a test or hook)`);
    return value;
  };

  const journey: Journey = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get baseUrl() {
      return journey.server.baseUrl;
    },
    newPage: (viewport = VIEWPORTS.desktop) => newPage(journey.browser, journey.baseUrl, viewport),
    api: (urlPath, init) => fetch(`${journey.baseUrl}${urlPath}`, init),
    postJson: (urlPath, body, headers = {}) =>
      journey.api(urlPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    lookUp: async <T>(reference: string) => {
      const response = await journey.api(`/api/registrations/lookup/${encodeURIComponent(reference)}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: T }).data;
    },
    eventDetails: async (slug) => {
      const response = await journey.api(`/api/events/${slug}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: EventDetails }).data;
    },
    adminToken: async () => {
      const response = await journey.postJson('/api/admin/login', admin);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { token: string } }).data.token;
    },
    sessionToken: async () => {
      sharedToken ??= await journey.adminToken();
      return sharedToken;
    },
    signIn: async (page, token) => {
      const session = await journey.sessionToken();
      await storeAdminToken(page, token ?? session);
      await page.goto('/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    },
    signInWithForm: async (page) => {
      await page.goto('/admin/login');
      await page.getByLabel('Username').fill(admin.username);
      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    },
  };
  return journey;
}

/** Keeps an admin token where the site keeps it (local storage of its origin), from the login page. */
export async function storeAdminToken(page: Page, token: string): Promise<void> {
  await page.goto('/admin/login');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
}

/** Screenshots land in test-results/ (git-ignored) for a person to look at. */
export const screenshotPath = (name: string) => path.join(ROOT, 'test-results', `${name}.png`);

/** A full-page screenshot, from the top, so the sticky header is drawn where it belongs. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules the journeys check each page they show against. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  /** The elements hit, as CSS selectors. */
  nodes: string[];
}

/** axe-core on what the page shows now, with the rules of `tags`. */
export async function axeResults(page: Page, tags: string[] = AXE_TAGS): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses an injected <script>.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOnly) => {
    type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe;
    // Toasts come and go while axe runs (and sit above the dialog overlay, which axe misreads as their background).
    const result = await axe.run({ exclude: [['[data-sonner-toaster]']] }, { runOnly });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, tags);
}

/** Accessibility problems axe can find on what the page shows now (rule ids and the elements hit). */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeResults(page)).map((violation) => `${violation.id}: ${violation.nodes.join(', ')}`);
}

/** Sonner toasts: waits for one whose text contains every given string. */
export async function waitForToast(page: Page, ...texts: string[]): Promise<void> {
  let toast = page.locator('[data-sonner-toast]');
  for (const text of texts) toast = toast.filter({ hasText: text });
  await toast.first().waitFor({ timeout: 15_000 });
}

/** Opens a tab of the admin dashboard and returns its panel. */
export async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name });
  await panel.waitFor();
  return panel;
}

/** Picks a day in the open date picker: month and year from its menus, then the day. */
export async function pickDate(page: Page, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  const calendar = page.locator('[data-radix-popper-content-wrapper]');
  await calendar.getByRole('combobox', { name: 'Choose the Year' }).selectOption({ label: String(year) });
  await calendar.getByRole('combobox', { name: 'Choose the Month' }).selectOption({ label: format(date, 'LLLL') });
  await calendar.getByRole('button', { name: new RegExp(format(date, 'MMMM do, yyyy')) }).click();
}

/** '$1,234.56' or '−$33.30' → cents (the sign is read from the row, not the text). */
export function toCents(text: string): number {
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** The amount of an order summary's row (a `dt` matching `term` and its `dd`), in cents. */
export async function summaryAmount(summary: Locator, term: RegExp): Promise<number> {
  const value = summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  return toCents((await value.textContent()) ?? '');
}

/**
 * A test person's own ID number and mobile (unpaid holds are capped per person, DESIGN §8.2): an NRIC
 * with its right check letter, and an 8-digit mobile, both from `serial`.
 */
export function testPerson(serial: number) {
  const digits = String(serial % 10_000_000).padStart(7, '0');
  return { identificationNumber: `S${digits}${nricCheckLetter('S', digits)}`, mobileNumber: `9${digits}` };
}

/** The central postal code the demo's regions serve (Orchard Road). */
export const CENTRAL_POSTAL_CODE = '238801';

/**
 * A main-flow booking of one person at a central address, as the wizard sends it, for journeys that
 * book through the API before the browser looks: the person's ID and mobile from `serial` (testPerson).
 */
export function apiBookingBody(
  visit: { eventId: number; packageId: number; timeslotId: number },
  serial: number,
  person: { firstName: string; lastName: string; email: string; gender: string; dateOfBirth: string; address: string },
) {
  const { identificationNumber, mobileNumber } = testPerson(serial);
  return { ...visit, ...person, identificationNumber, mobileNumber, postalCode: CENTRAL_POSTAL_CODE, participants: [] };
}
