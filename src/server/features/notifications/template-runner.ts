import { type ChildProcess, spawn } from 'node:child_process';
import vm from 'node:vm';

/**
 * Runs the programs of staff-edited templates (templates.ts builds them) in a process of their own, so
 * that no template can stop the server (DESIGN §8.2):
 * - the process's heap is limited (--max-old-space-size): a template that piles up memory ends that
 *   process, never the server;
 * - a render is given RENDER_TIMEOUT_MS: inside, the program runs with a slightly shorter `vm` time
 *   limit that also covers its promise jobs (microtaskMode 'afterEvaluate'); whatever still runs at
 *   RENDER_TIMEOUT_MS is ended by killing the process (SIGKILL), and a fresh one is started at once
 *   for the next render;
 * - only strings cross: the variables go in as JSON, and a program's answer is read only when it is a
 *   string (a value with a `toString` of its own is refused, never converted);
 * - the program runs in a `vm` context of its own, without code generation from strings, without
 *   ArrayBuffers and typed arrays (memory outside the heap and its limit), in a process with an empty
 *   environment: a template reaches neither `require` nor the server's settings.
 *
 * Why a process and not a worker thread: a worker's resourceLimits are best effort. A single large
 * allocation past the limit (an array that grows in a loop, `<% var a = []; while (true) a.push(1.5) %>`)
 * aborts the whole process, server included ("FATAL ERROR: Reached heap limit", nodejs/node#47224).
 * A process of its own costs about 40 MB and a start of 50–300 ms once; a render costs a message each
 * way (about a millisecond) beside the template's own work.
 *
 * One warm process serves every render, one render at a time (it keeps the compiled programs of the
 * last hundred templates). Its code is the plain JavaScript below, run with `node -e`: it needs no file,
 * so it runs the same from the sources (tsx, Vitest) and from the bundled dist/server/main.js. It
 * never keeps the server alive (unref'd) and ends when the server does (its IPC channel closes).
 *
 * The same code also runs in this process, for stock templates only (runTrustedProgram): the server's
 * own templates, rendered there when the process could not finish them on a busy machine (DESIGN §8.9).
 */

/** The hard stop of one render. */
export const RENDER_TIMEOUT_MS = 500;
/** The time limit inside the process: a loop it can interrupt ends without losing the warm process. */
const INNER_TIME_LIMIT_MS = RENDER_TIMEOUT_MS - 50;
/** The heap of the template process: plenty for an email of up to a million characters. */
export const RENDER_MEMORY_LIMIT_MB = 64;

export const TIMED_OUT_REASON = `Timed out: the template ran longer than ${RENDER_TIMEOUT_MS} ms and was stopped`;
export const OUT_OF_MEMORY_REASON = `The template used more than ${RENDER_MEMORY_LIMIT_MB} MB of memory and was stopped`;
export const NOT_TEXT_REASON =
  'The template returned a value instead of writing text (write with <%= %>, leave out return)';
const ENDED_REASON = 'The template renderer ended unexpectedly while rendering';

/** What a render comes to: its text, a failure at a line of the template, or a stop by a limit. */
export type ProgramResult =
  | { output: string }
  | { failed: { line: number | null; reason: string } }
  | { stopped: { line: number | null; reason: string } };

/** The longest reason passed on (a template can throw a long message). */
const MAX_REASON_LENGTH = 300;
/** Globals a template does without: memory outside the heap, shared memory, WebAssembly. */
const REMOVED_GLOBALS = [
  'ArrayBuffer',
  'SharedArrayBuffer',
  'DataView',
  'Atomics',
  'WebAssembly',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
];

// How a program is run and its answer read (given `vm`): the template process runs it, and so does
// runTrustedProgram in this process, so both answer alike. Every answer is plain data; nothing of the
// program's realm leaves it. A job without a time limit runs to its end (trusted programs only).
const RUN_SOURCE = `
const MAX_REASON_LENGTH = ${MAX_REASON_LENGTH};
const NOT_TEXT_REASON = ${JSON.stringify(NOT_TEXT_REASON)};
const TIMED_OUT_REASON = ${JSON.stringify(TIMED_OUT_REASON)};
const strip = new vm.Script(${JSON.stringify(
  `for (const name of ${JSON.stringify(REMOVED_GLOBALS)}) delete globalThis[name];`,
)});
// Compiled programs by their source, the oldest dropped first.
const scripts = new Map();
function scriptOf(program) {
  let script = scripts.get(program);
  if (!script) {
    script = new vm.Script(program, { filename: 'template' });
    if (scripts.size >= 100) scripts.delete(scripts.keys().next().value);
    scripts.set(program, script);
  }
  return script;
}

const lineOf = (value) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
const reasonOf = (value) => (typeof value === 'string' ? value : 'Unknown error').slice(0, MAX_REASON_LENGTH);

function run(job) {
  const script = scriptOf(job.program);
  // A sandbox without a prototype: one made here would lead back to this realm's Function.
  const sandbox = Object.create(null);
  sandbox.__input = job.input;
  sandbox.__line = 1;
  const context = vm.createContext(sandbox, {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  });
  strip.runInContext(context);
  let answer;
  try {
    answer = script.runInContext(context, { timeout: job.timeLimitMs });
  } catch (error) {
    // The program catches its own errors: what comes out is the time limit.
    const line = lineOf(sandbox.__line);
    if (error && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { stopped: { line, reason: TIMED_OUT_REASON } };
    return { failed: { line, reason: reasonOf(error && error.message) } };
  }
  if (typeof answer !== 'string') return { failed: { line: null, reason: NOT_TEXT_REASON } };
  let result;
  try {
    result = JSON.parse(answer);
  } catch {
    return { failed: { line: null, reason: NOT_TEXT_REASON } };
  }
  if (result === null || typeof result !== 'object') return { failed: { line: null, reason: NOT_TEXT_REASON } };
  if (typeof result.output === 'string') {
    if (result.output.length > job.maxLength) {
      return { failed: { line: null, reason: 'The rendered text is longer than ' + job.maxLength + ' characters' } };
    }
    return { output: result.output };
  }
  if (typeof result.reason !== 'string') return { failed: { line: null, reason: NOT_TEXT_REASON } };
  return { failed: { line: lineOf(result.line), reason: reasonOf(result.reason) } };
}

function answerOf(job) {
  try {
    return run(job);
  } catch (error) {
    return { failed: { line: null, reason: reasonOf(error && error.message) } };
  }
}
`;

// The template process.
const PROCESS_SOURCE = `
'use strict';
const vm = require('node:vm');
${RUN_SOURCE}
process.on('disconnect', () => process.exit(0));
process.on('message', (job) => process.send(answerOf(job)));
process.send({ ready: true });
`;

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  /** The render waiting for this process's answer, if any. */
  settle: ((result: ProgramResult) => void) | null;
  /** The end of its error output: how V8 says it ran out of memory. */
  stderr: string;
}

let slot: Slot | null = null;
/** Renders run one after another: each waits for the one before (whatever its outcome). */
let queue: Promise<unknown> = Promise.resolve();

function spawnProcess(): Slot {
  const child = spawn(process.execPath, [`--max-old-space-size=${RENDER_MEMORY_LIMIT_MB}`, '-e', PROCESS_SOURCE], {
    // Nothing of the server's environment (its settings, NODE_OPTIONS) reaches the template process.
    env: {},
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'json',
    windowsHide: true,
  });
  const current: Slot = { child, ready: Promise.resolve(), settle: null, stderr: '' };
  const answer = (result: ProgramResult) => {
    const settle = current.settle;
    current.settle = null;
    settle?.(result);
  };
  current.ready = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', () => reject(new Error(`it ended at start: ${current.stderr.slice(-300)}`)));
    child.on('message', (message: ProgramResult | { ready: true }) => {
      if ('ready' in message) resolve();
      else answer(message);
    });
  });
  current.ready.catch(() => {});
  child.stderr?.on('data', (chunk: Buffer) => {
    current.stderr = (current.stderr + chunk.toString()).slice(-2_000);
  });
  // A process that ends (its memory limit, a crash) is replaced by the next render, or at once when it
  // ended during a render: the render is answered with the reason.
  child.on('exit', () => {
    if (slot !== current) return;
    slot = null;
    if (current.settle) {
      slot = spawnProcess();
      const outOfMemory = /heap out of memory|heap limit/i.test(current.stderr);
      answer({ stopped: { line: null, reason: outOfMemory ? OUT_OF_MEMORY_REASON : ENDED_REASON } });
    }
  });
  child.on('error', () => {});
  // Never what keeps the server running.
  child.unref();
  child.channel?.unref();
  (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
  return current;
}

interface Job {
  program: string;
  input: string;
  maxLength: number;
  /** The `vm` time limit; none for a trusted program. */
  timeLimitMs?: number;
}

/** The limits of a render: the defaults, or longer ones in tests that look at one limit alone. */
interface Limits {
  /** The `vm` time limit inside the process. */
  innerMs: number;
  /** When the process is killed. */
  hardStopMs: number;
}

async function runNow(job: Job, hardStopMs: number): Promise<ProgramResult> {
  if (!slot) slot = spawnProcess();
  const current = slot;
  // While it renders, the process is what the caller waits for: it keeps the event loop going.
  current.child.channel?.ref();
  try {
    return await renderIn(current, job, hardStopMs);
  } finally {
    current.child.channel?.unref();
  }
}

async function renderIn(current: Slot, job: Job, hardStopMs: number): Promise<ProgramResult> {
  try {
    await current.ready;
  } catch (error) {
    if (slot === current) slot = null;
    throw new Error('The template renderer could not start', { cause: error });
  }
  if (slot !== current) return runNow(job, hardStopMs);
  return new Promise<ProgramResult>((resolve) => {
    const timer = setTimeout(() => {
      // The hard stop: the process is killed whatever it is doing, and a fresh one waits for the next render.
      current.settle = null;
      if (slot === current) slot = spawnProcess();
      current.child.kill('SIGKILL');
      resolve({ stopped: { line: null, reason: TIMED_OUT_REASON } });
    }, hardStopMs);
    current.settle = (result) => {
      clearTimeout(timer);
      resolve(result);
    };
    current.child.send(job);
  });
}

/**
 * Runs a template's program with its input (the variables as JSON). The program returns a JSON string,
 * `{ output }` or `{ line, reason }`; anything else is refused, and an output over maxLength too.
 * `limits` are for tests that look at one limit alone (the hard stop, the memory limit). Rejects only
 * when the process cannot start at all (a fault of the server, not of the template).
 */
export function runTemplateProgram(
  program: string,
  input: string,
  options: { maxLength: number; limits?: Limits },
): Promise<ProgramResult> {
  const limits = options.limits ?? { innerMs: INNER_TIME_LIMIT_MS, hardStopMs: RENDER_TIMEOUT_MS };
  const job: Job = { program, input, maxLength: options.maxLength, timeLimitMs: limits.innerMs };
  const result = queue.then(() => runNow(job, limits.hardStopMs));
  queue = result.catch(() => undefined);
  return result;
}

/** RUN_SOURCE's `answerOf` in this process, compiled on first use. */
let runInThisProcess: ((job: Job) => ProgramResult) | null = null;

/**
 * Runs a trusted program (a stock template's: the server's own code, never staff's) in this process,
 * to its end: no process to start or wait for, so no time-out. The answers are those of
 * runTemplateProgram (the same code reads them). The last way of a stock email whose render was stopped
 * on a busy machine (DESIGN §8.9); never for a template staff edited.
 */
export function runTrustedProgram(program: string, input: string, options: { maxLength: number }): ProgramResult {
  if (!runInThisProcess) {
    const compile = vm.runInThisContext(`(function (vm) { 'use strict';\n${RUN_SOURCE}\nreturn answerOf; })`);
    runInThisProcess = compile(vm) as (job: Job) => ProgramResult;
  }
  return runInThisProcess({ program, input, maxLength: options.maxLength });
}
