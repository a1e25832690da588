import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium } from 'playwright-core';

// The one place that finds and starts Chromium, for the browser journeys (tests/e2e), the benchmark's
// Lighthouse runs (scripts/bench) and the image generators (scripts/): CHROMIUM_PATH if set, else the
// system Chromium at /usr/bin/chromium if present, else the Chromium that the @sparticuz/chromium npm
// package ships, so that a fresh machine needs nothing outside npm.

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Headless, and quiet: no sandbox (tests run as root in containers), no GPU, no calls home, no updates. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

const NPM_CHROMIUM = '@sparticuz/chromium';

/** The version of the installed @sparticuz/chromium package. */
function npmChromiumVersion(): string {
  // Its exports name no package.json: go up from its entry point to its own (build/ has others).
  for (let folder = path.dirname(createRequire(import.meta.url).resolve(NPM_CHROMIUM)); ; ) {
    const file = path.join(folder, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === NPM_CHROMIUM && manifest.version) return manifest.version;
    }
    if (path.dirname(folder) === folder) throw new Error(`${NPM_CHROMIUM}: its package.json was not found`);
    folder = path.dirname(folder);
  }
}

/**
 * The Chromium of @sparticuz/chromium, unpacked once per version (about 3 s) into its own folder under
 * the temporary directory and reused from there. The package unpacks into the temporary directory it
 * finds when called: it runs in a child process whose TMPDIR is a fresh staging folder (this process's
 * own TMPDIR never changes, as other work may be creating temporary files meanwhile), and the folder is
 * then renamed into place in one step, so that two processes unpacking at once (test files, other
 * checkouts on the same machine) never run a half-written browser: the first rename wins and the other
 * copy is dropped.
 */
async function npmChromium(): Promise<string> {
  const version = npmChromiumVersion();
  const folder = path.join(tmpdir(), `hs-chromium-${version}`);
  const binary = path.join(folder, 'chromium');
  if (existsSync(binary)) return binary;

  const staging = mkdtempSync(path.join(tmpdir(), `hs-chromium-${version}-unpacking-`));
  try {
    const entry = createRequire(import.meta.url).resolve(NPM_CHROMIUM);
    const script = `require(${JSON.stringify(entry)}).executablePath().then((file) => process.stdout.write(file))`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], {
      env: { ...process.env, TMPDIR: staging },
    });
    if (path.dirname(stdout.trim()) !== staging) {
      throw new Error(`${NPM_CHROMIUM} unpacked to ${stdout.trim()}, not into ${staging}`);
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  try {
    renameSync(staging, folder);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
  return binary;
}

/** The path of the Chromium to run (see the top of this file); unpacks the npm one on first use. */
export async function chromiumExecutablePath(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist.`);
    return configured;
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return npmChromium();
}

/** Chromium, headless, through playwright-core. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumExecutablePath(), headless: true, args: CHROMIUM_ARGS });
}
