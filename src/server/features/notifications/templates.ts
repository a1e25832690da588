import vm from 'node:vm';
import ejs from 'ejs';
import { runTemplateProgram, runTrustedProgram } from './template-runner';

/**
 * EJS templates that staff edit (DESIGN §4 Emails, §8.2). EJS turns a template into JavaScript; we take
 * the source it generates and run it ourselves, instead of ejs.compile's `new Function` in this
 * process's realm: template-runner.ts runs it in a process of its own with a memory limit and a hard
 * stop after RENDER_TIMEOUT_MS, in a `vm` context of its own, so
 * - a loop in a template (`<% while (true) {} %>`, or one of promises) is stopped instead of hanging
 *   the server, and the server keeps answering meanwhile;
 * - only strings cross between the realms (the variables go in as JSON, the output comes back as a
 *   string; any other answer is refused), so a template reaches none of this process's objects
 *   (`process`, `require`, the database).
 * Syntax errors are found here, by compiling the generated source with `vm.Script` (which runs
 * nothing); its error names a line of the generated source, mapped back through the `__line = N`
 * markers EJS writes: the admin sees 'line 3: Unexpected token ')'' rather than EJS's line-less message.
 */

/** A template that does not compile or that fails while rendering: the template's line (when known) and the reason. */
export class TemplateError extends Error {
  constructor(
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(line === null ? reason : `line ${line}: ${reason}`);
    this.name = 'TemplateError';
  }
}

/** A template stopped by a limit (time, memory, its process ending), not failing by itself. */
export class TemplateStoppedError extends TemplateError {
  constructor(line: number | null, reason: string) {
    super(line, reason);
    this.name = 'TemplateStoppedError';
  }
}

export { RENDER_MEMORY_LIMIT_MB, RENDER_TIMEOUT_MS } from './template-runner';
/** A rendered email body larger than this is refused (a template that multiplies its output). */
export const MAX_RENDERED_LENGTH = 1_000_000;

const SCRIPT_NAME = 'template';

/** How `<%= %>` escapes: HTML entities for a body, nothing for a subject (a header is not HTML). */
export type EscapeMode = 'html' | 'none';

const ESCAPE_FUNCTIONS: Record<EscapeMode, string> = {
  // The same five characters as ejs.escapeXML.
  html: `function (markup) {
    if (markup === undefined || markup === null) return '';
    return String(markup).replace(/[&<>'"]/g, function (c) {
      return c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&#34;' : '&#39;';
    });
  }`,
  none: `function (markup) { return markup === undefined || markup === null ? '' : String(markup); }`,
};

interface EjsTemplateInternals {
  source: string;
  generateSource(): void;
}

/** The unmatched opening tag's line, for EJS's own parse errors (which carry no line). */
function lineOfUnclosedTag(text: string): number {
  const tag = /<%(?!%)/g;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const close = text.indexOf('%>', match.index + 2);
    const nextOpen = text.slice(match.index + 2).search(/<%(?!%)/);
    if (close === -1 || (nextOpen !== -1 && match.index + 2 + nextOpen < close)) {
      return text.slice(0, match.index).split('\n').length;
    }
  }
  return text.split('\n').length;
}

/** The JavaScript EJS generates for the template's body (appends and `__line = N` markers). */
function generateBody(text: string): string {
  const template = new ejs.Template(text, { compileDebug: true, strict: false, localsName: 'locals' });
  try {
    (template as unknown as EjsTemplateInternals).generateSource();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TemplateError(lineOfUnclosedTag(text), reason);
  }
  return (template as unknown as EjsTemplateInternals).source;
}

/**
 * The whole program run in the template's context. It reads `__input` (the variables as JSON) and
 * returns a JSON string: `{ output }` or `{ line, reason }`. `with (locals)` lets a template write
 * `registration.firstName` (and `package`, a reserved word only in strict code). `__line` is a global
 * of the context (set by the runner), so that the line a stopped template had reached can be read.
 */
function wrapProgram(body: string, escapeMode: EscapeMode): string {
  return `(function () {
  var __output = '';
  function __append(s) { if (s !== undefined && s !== null) __output += s; }
  var escapeFn = ${ESCAPE_FUNCTIONS[escapeMode]};
  try {
    var locals = JSON.parse(__input);
    with (locals) {
${body}
    }
    return JSON.stringify({ output: __output });
  } catch (e) {
    return JSON.stringify({ line: __line, reason: String(e && e.message ? e.message : e) });
  }
})()`;
}

/** The template line of a line of the generated program: the last `__line = N` marker above it. */
function templateLineAt(program: string, programLine: number): number {
  const lines = program.split('\n').slice(0, programLine);
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const marker = /; __line = (\d+)\s*$/.exec(lines[index] ?? '');
    if (marker) return Number(marker[1]);
  }
  return 1;
}

/**
 * The line of the last '{' of the template's code tags that no '}' closes, or null. A block left open
 * (`<% if (x) { %>` without `<% } %>`) makes V8 stumble where the program goes on, far below.
 */
function lineOfUnclosedBlock(text: string): number | null {
  const open: number[] = [];
  const tag = /<%(?!%)([\s\S]*?)%>/g;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const startLine = text.slice(0, match.index).split('\n').length;
    const code = match[1] ?? '';
    for (let index = 0; index < code.length; index += 1) {
      if (code[index] === '{') open.push(startLine + code.slice(0, index).split('\n').length - 1);
      else if (code[index] === '}') open.pop();
    }
  }
  return open.at(-1) ?? null;
}

/** Compiles a program (nothing runs); a syntax error becomes a TemplateError at the template's line. */
function checkProgram(program: string, text: string): void {
  try {
    new vm.Script(program, { filename: SCRIPT_NAME });
  } catch (error) {
    if (!(error instanceof SyntaxError)) {
      // Not a syntax error: V8 gave up on the source (nested too deep to parse).
      throw new TemplateError(null, error instanceof Error ? error.message : String(error));
    }
    const unclosed = lineOfUnclosedBlock(text);
    if (unclosed !== null) {
      throw new TemplateError(unclosed, "A block opened with '{' is not closed (add <% } %> where it ends)");
    }
    // V8 names the failing line first in the stack: 'template:12'.
    const programLine = Number(new RegExp(`^${SCRIPT_NAME}:(\\d+)`).exec(error.stack ?? '')?.[1] ?? 1);
    throw new TemplateError(templateLineAt(program, programLine), error.message);
  }
}

/** Checked programs by escape mode and text: a template is compiled once per process while unchanged. */
const programs = new Map<string, string>();
const MAX_CACHED = 100;

function programOf(text: string, escapeMode: EscapeMode): string {
  const key = `${escapeMode}\u0000${text}`;
  const cached = programs.get(key);
  if (cached !== undefined) return cached;
  const program = wrapProgram(generateBody(text), escapeMode);
  checkProgram(program, text);
  if (programs.size >= MAX_CACHED) programs.delete(programs.keys().next().value as string);
  programs.set(key, program);
  return program;
}

/** Throws a TemplateError when the template does not compile. */
export function compileTemplate(text: string): void {
  programOf(text, 'html');
}

/**
 * Renders a template with plain data (anything JSON can carry), in the template process. Rejects with a
 * TemplateError when it does not compile, fails while running, gives anything but text or writes too
 * much, and with a TemplateStoppedError when a limit stopped it (RENDER_TIMEOUT_MS, the memory limit).
 * `trusted` renders in this process without limits: only for a stock template (runTrustedProgram).
 */
export async function renderTemplate(
  text: string,
  variables: object,
  escapeMode: EscapeMode = 'html',
  options: { trusted?: boolean } = {},
): Promise<string> {
  const program = programOf(text, escapeMode);
  const input = JSON.stringify(variables);
  const limits = { maxLength: MAX_RENDERED_LENGTH };
  const result = options.trusted
    ? runTrustedProgram(program, input, limits)
    : await runTemplateProgram(program, input, limits);
  if ('output' in result) return result.output;
  if ('stopped' in result) throw new TemplateStoppedError(result.stopped.line, result.stopped.reason);
  throw new TemplateError(result.failed.line, result.failed.reason);
}
