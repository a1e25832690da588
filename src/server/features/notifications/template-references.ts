/**
 * The variables a template names, checked against the ones it is given. EJS writes `undefined` as
 * nothing, so `<%= registration.fristName %>` renders without an error and every email says
 * "Dear  Tan,": a typo only shows once customers have it. Saving such a template is refused instead,
 * naming the unknown variable and listing the known ones.
 *
 * The check reads the code of the template's tags with a small tokenizer (strings, template literals,
 * comments and regular expressions are not mistaken for code) and follows each member-access chain
 * that starts at a known root object (`registration.firstName`, `booking?.url`, `event['name']`,
 * `locals.registration.email`) as far as the given variables are objects: past a string or a number
 * (`registration.firstName.toUpperCase()`) nothing is checked, that is plain JavaScript. A name that is
 * no root at all (`registraton.firstName`) fails when the sample booking renders, as before.
 */

export interface UnknownVariable {
  /** The whole chain up to the unknown part: 'registration.fristName'. */
  name: string;
  /** The template's line it is on. */
  line: number;
  /** The known variable it most likely meant, when one is close. */
  suggestion: string | null;
}

type Token =
  | { kind: 'name'; value: string; offset: number }
  | { kind: 'string'; value: string; offset: number }
  | { kind: 'punctuation'; value: string; offset: number }
  /** A number or a regular expression: never part of a chain. */
  | { kind: 'literal'; value: string; offset: number };

const NAME_START = /[A-Za-z_$]/;
const NAME_PART = /[\w$]/;
/** After these a '/' starts a regular expression rather than dividing. */
const BEFORE_EXPRESSION = new Set([
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);
const KEYWORDS_BEFORE_EXPRESSION = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
]);

/** The closing quote's index of a string starting at `start` (its quote), or the end. */
function readString(code: string, start: number): { value: string; end: number } {
  const quote = code[start];
  let value = '';
  let index = start + 1;
  while (index < code.length && code[index] !== quote) {
    if (code[index] === '\\') {
      value += code[index + 1] ?? '';
      index += 2;
    } else {
      value += code[index];
      index += 1;
    }
  }
  return { value, end: index + 1 };
}

/** Tokens of JavaScript source; `base` is the source's offset in the template. */
function tokenize(code: string, base: number, tokens: Token[] = []): Token[] {
  let index = 0;
  const previous = () => tokens.at(-1);
  while (index < code.length) {
    const char = code[index] ?? '';
    const next = code[index + 1];
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '/' && next === '/') {
      const end = code.indexOf('\n', index);
      index = end === -1 ? code.length : end;
    } else if (char === '/' && next === '*') {
      const end = code.indexOf('*/', index + 2);
      index = end === -1 ? code.length : end + 2;
    } else if (char === '"' || char === "'") {
      const { value, end } = readString(code, index);
      tokens.push({ kind: 'string', value, offset: base + index });
      index = end;
    } else if (char === '`') {
      index = readTemplateLiteral(code, index, base, tokens);
    } else if (char === '/' && startsExpression(previous())) {
      // A regular expression literal: skipped to its closing '/' (outside a character class).
      let inClass = false;
      index += 1;
      while (index < code.length && (code[index] !== '/' || inClass)) {
        if (code[index] === '\\') index += 1;
        else if (code[index] === '[') inClass = true;
        else if (code[index] === ']') inClass = false;
        index += 1;
      }
      index += 1;
      while (index < code.length && NAME_PART.test(code[index] ?? '')) index += 1;
      tokens.push({ kind: 'literal', value: 'regexp', offset: base + index });
    } else if (NAME_START.test(char)) {
      let end = index + 1;
      while (end < code.length && NAME_PART.test(code[end] ?? '')) end += 1;
      tokens.push({ kind: 'name', value: code.slice(index, end), offset: base + index });
      index = end;
    } else if (/\d/.test(char) || (char === '.' && /\d/.test(next ?? ''))) {
      let end = index + 1;
      while (end < code.length && /[\w.]/.test(code[end] ?? '')) end += 1;
      tokens.push({ kind: 'literal', value: 'number', offset: base + index });
      index = end;
    } else if (code.startsWith('...', index)) {
      tokens.push({ kind: 'punctuation', value: '...', offset: base + index });
      index += 3;
    } else if (char === '?' && next === '.' && !/\d/.test(code[index + 2] ?? '')) {
      tokens.push({ kind: 'punctuation', value: '?.', offset: base + index });
      index += 2;
    } else {
      tokens.push({ kind: 'punctuation', value: char, offset: base + index });
      index += 1;
    }
  }
  return tokens;
}

function startsExpression(token: Token | undefined): boolean {
  if (!token) return true;
  if (token.kind === 'name') return KEYWORDS_BEFORE_EXPRESSION.has(token.value);
  return token.kind === 'punctuation' && BEFORE_EXPRESSION.has(token.value);
}

/** A template literal: its text is skipped, the code of each `${…}` is tokenized. Returns the index after it. */
function readTemplateLiteral(code: string, start: number, base: number, tokens: Token[]): number {
  let index = start + 1;
  while (index < code.length && code[index] !== '`') {
    if (code[index] === '\\') {
      index += 2;
    } else if (code[index] === '$' && code[index + 1] === '{') {
      let depth = 1;
      const inner = index + 2;
      index = inner;
      while (index < code.length && depth > 0) {
        if (code[index] === '{') depth += 1;
        else if (code[index] === '}') depth -= 1;
        else if (code[index] === '"' || code[index] === "'") index = readString(code, index).end - 1;
        index += 1;
      }
      // A separator, so that the inner code's chains do not run on into what follows.
      tokens.push({ kind: 'punctuation', value: '(', offset: base + inner });
      tokenize(code.slice(inner, index - 1), base + inner, tokens);
      tokens.push({ kind: 'punctuation', value: ')', offset: base + index });
    } else {
      index += 1;
    }
  }
  return index + 1;
}

/** The code of each tag (`<% %>`, `<%= %>`, `<%- %>`, `<%_ _%>`), with its offset; comments and `<%%` are text. */
function tagCode(template: string): { code: string; offset: number }[] {
  const tags: { code: string; offset: number }[] = [];
  const tag = /<%(?!%)([_=\-#]?)([\s\S]*?)[-_]?%>/g;
  for (let match = tag.exec(template); match; match = tag.exec(template)) {
    if (match[1] === '#') continue;
    tags.push({ code: match[2] ?? '', offset: match.index + 2 + (match[1]?.length ?? 0) });
  }
  return tags;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf variable of `variables`, as 'registration.firstName'. */
export function knownVariableNames(variables: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(variables).flatMap(([key, value]) =>
    isPlainObject(value) ? knownVariableNames(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Edits (insert, delete, replace, swap two neighbours) between two names, case-insensitive. */
function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const row = rows[i]!;
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
      }
    }
  }
  return rows[x.length]![y.length]!;
}

function closestKey(name: string, keys: string[]): string | null {
  let best: { key: string; distance: number } | null = null;
  for (const key of keys) {
    const distance = editDistance(name, key);
    if (!best || distance < best.distance) best = { key, distance };
  }
  // Close enough to be a typo: two edits, or a third of a long name's letters.
  return best && best.distance <= Math.max(2, Math.floor(name.length / 3)) ? best.key : null;
}

const lineAt = (template: string, offset: number) => template.slice(0, offset).split('\n').length;

/** The references of `template` to variables that `variables` does not have, in the order they appear. */
export function findUnknownVariables(template: string, variables: Record<string, unknown>): UnknownVariable[] {
  const unknown: UnknownVariable[] = [];
  const roots: Record<string, unknown> = { ...variables, locals: variables };
  for (const { code, offset } of tagCode(template)) {
    const tokens = tokenize(code, offset);
    tokens.forEach((token, index) => {
      if (token.kind !== 'name' || !Object.hasOwn(roots, token.value)) return;
      const before = tokens[index - 1];
      // A property of something else (`other.registration`), not the root itself.
      if (before?.kind === 'punctuation' && (before.value === '.' || before.value === '?.')) return;
      let value = roots[token.value];
      const path = token.value === 'locals' ? [] : [token.value];
      let at = index + 1;
      while (isPlainObject(value)) {
        const step = propertyAt(tokens, at);
        if (!step) break;
        if (!Object.hasOwn(value, step.name)) {
          const parent = path.join('.');
          const suggestion = closestKey(step.name, Object.keys(value));
          unknown.push({
            name: parent ? `${parent}.${step.name}` : step.name,
            line: lineAt(template, step.offset),
            suggestion: suggestion === null ? null : parent ? `${parent}.${suggestion}` : suggestion,
          });
          break;
        }
        value = value[step.name];
        path.push(step.name);
        at = step.next;
      }
    });
  }
  return unknown;
}

/** The property read at `at`: `.name`, `?.name`, `['name']` or `?.['name']`; null for anything else. */
function propertyAt(tokens: Token[], at: number): { name: string; offset: number; next: number } | null {
  const first = tokens[at];
  if (first?.kind !== 'punctuation') return null;
  let index = at;
  if (first.value === '.' || first.value === '?.') {
    const name = tokens[index + 1];
    if (name?.kind === 'name') return { name: name.value, offset: name.offset, next: index + 2 };
    if (first.value !== '?.') return null;
    index += 1;
  }
  const open = tokens[index];
  const key = tokens[index + 1];
  const close = tokens[index + 2];
  if (
    open?.kind === 'punctuation' &&
    open.value === '[' &&
    key?.kind === 'string' &&
    close?.kind === 'punctuation' &&
    close.value === ']'
  ) {
    return { name: key.value, offset: key.offset, next: index + 3 };
  }
  return null;
}

/**
 * Why a template naming variables it is not given is refused (after 'Template error on line N: '): the
 * unknown names, the likely ones meant, and every known variable.
 */
export function unknownVariablesReason(unknown: UnknownVariable[], known: string[]): string {
  const names = [...new Set(unknown.map((variable) => variable.name))];
  const guesses = [...new Set(unknown.flatMap((variable) => (variable.suggestion ? [variable.suggestion] : [])))];
  const meant = guesses.length > 0 ? ` (did you mean ${guesses.join(', ')}?)` : '';
  const noun = names.length === 1 ? 'Unknown variable' : 'Unknown variables';
  return `${noun} ${names.join(', ')}${meant}. Known variables: ${known.join(', ')}`;
}
