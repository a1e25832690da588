import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a customer reads comes from the catalogues (DESIGN §8.10): no customer-facing file of the
 * web client writes prose of its own. The admin area and the nurse view stay English, so they are not
 * read. A literal that is not a text to translate (a brand's name, a format) says so with `i18n-ignore`
 * and a reason on its line or the line above.
 */

const WEB = path.resolve(import.meta.dirname);
// The data table is the admin tables' alone.
const NOT_CUSTOMER_FACING = [
  /^features\/admin\//,
  // The nurses' phone view (/nurse, DESIGN §8.12) is for the clinic's staff, signed in with a staff
  // account: like the admin area it stays English, and no customer ever sees it.
  /^features\/nurse\//,
  /^components\/ui\/data-table\.tsx$/,
  /^testing\//,
  /\.test\.tsx?$/,
  /\.d\.ts$/,
  /^customer-texts/,
];

/** Attributes that hold code, not text: class names, ids, links, input kinds. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'class',
  'id',
  'name',
  'type',
  'htmlFor',
  'href',
  'to',
  'rel',
  'target',
  'role',
  'key',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'pattern',
  'method',
  'lang',
  'dir',
  'variant',
  'size',
  'side',
  'align',
  'form',
  'accept',
  'src',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'mode',
  'data-testid',
  'aria-describedby',
  'aria-labelledby',
  'aria-controls',
  'aria-live',
  'aria-current',
  'aria-haspopup',
  'aria-invalid',
  'aria-hidden',
  'aria-expanded',
  'aria-pressed',
  'aria-busy',
  'aria-atomic',
  'aria-relevant',
  'aria-orientation',
  'aria-autocomplete',
  'orientation',
  'captionLayout',
  'defaultValue',
  'value',
  'inputClassName',
  'triggerClassName',
  'contentClassName',
]);

/** Calls whose string arguments are code: class names, keys, logging, formats. */
const CODE_CALLS = new Set([
  'cn',
  'cva',
  'clsx',
  'twMerge',
  'format',
  't',
  'i18nKey',
  'useTranslation',
  'getItem',
  'setItem',
  'removeItem',
  'querySelector',
  'getElementById',
  'addEventListener',
  'removeEventListener',
  'matchMedia',
  'get',
  'has',
  'set',
  'append',
  'delete',
  'startsWith',
  'endsWith',
  'includes',
  'split',
  'replace',
  'replaceAll',
  'padStart',
  'toLocaleString',
  'createElement',
  'setAttribute',
  'getAttribute',
  'fetch',
  'debug',
  'info',
  'warn',
  'error',
  'log',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Prose: words with a space between ('Booking cancelled'), a capitalised word ('Pay'), or a word with an
 * ellipsis ('Sending...'). Not a path, a link, a key or a CamelCase name.
 */
function looksLikeProse(text: string): boolean {
  const trimmed = text.trim();
  if (!/\p{L}{2}/u.test(trimmed) || /^(\/|https?:|mailto:|tel:)/.test(trimmed)) return false;
  if (isClassList(trimmed)) return false;
  if (/\p{L}{2,}\s+\p{L}{2,}/u.test(trimmed)) return true;
  return /^\p{Lu}\p{Ll}+(\.\.\.|…)?$/u.test(trimmed) || /^\p{L}+(\.\.\.|…)$/u.test(trimmed);
}

/** 'flex items-center gap-2 sm:flex-row': Tailwind classes, most of them with a dash, a colon or a bracket. */
function isClassList(text: string): boolean {
  const tokens = text.split(/\s+/);
  if (!tokens.every((token) => /^[a-z0-9:\-[\]/.!&>_()%#=,@*~]+$/.test(token))) return false;
  return tokens.filter((token) => /[-:[]/.test(token)).length * 2 >= tokens.length;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** A literal in a place where a string is code, not text shown. */
function isCodePosition(node: ts.Node): boolean {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent)) return true;
    if (ts.isLiteralTypeNode(parent) || ts.isTypeNode(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === child) return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === child) return true;
    if (ts.isCaseClause(parent) && parent.expression === child) return true;
    if (ts.isBinaryExpression(parent) && /^[=!]==?$/.test(parent.operatorToken.getText())) return true;
    if (ts.isJsxAttribute(parent)) return CODE_ATTRIBUTES.has(parent.name.getText());
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      const name = calleeName(parent);
      if (name && CODE_CALLS.has(name)) return true;
      if (ts.isPropertyAccessExpression(parent.expression) && parent.expression.expression.getText() === 'console') {
        return true;
      }
      return false;
    }
    if (ts.isJsxExpression(parent) || ts.isBlock(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function findProse(file: string): Finding[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split('\n');
  const ignored = (line: number) => /i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '');
  const findings: Finding[] = [];
  const report = (node: ts.Node, value: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    if (!ignored(line)) findings.push({ file: path.relative(WEB, file), line: line + 1, text: value.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/\p{L}{2}/u.test(node.text)) report(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (looksLikeProse(node.text) && !isCodePosition(node)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (looksLikeProse(parts) && !isCodePosition(node)) report(node, parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

const customerFiles = sourceFiles(WEB).filter(
  (file) => !NOT_CUSTOMER_FACING.some((pattern) => pattern.test(path.relative(WEB, file).split(path.sep).join('/'))),
);

describe('customer-facing components', () => {
  it('render no text of their own: every one comes from the catalogues', () => {
    const findings = customerFiles.flatMap(findProse);
    expect(findings.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)).toEqual([]);
  });

  it('are read by this check (a literal in JSX is found)', () => {
    const probe = path.join(WEB, 'testing', 'prose-probe.tsx');
    const findings = findProseInText(probe, 'export const P = () => <p title="Hello there">Book now</p>;');
    expect(findings.map((finding) => finding.text)).toEqual(['Hello there', 'Book now']);
    expect(customerFiles.length).toBeGreaterThan(50);
  });
});

function findProseInText(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2}/u.test(node.text)) findings.push({ file, line: 0, text: node.text.trim() });
    else if (ts.isStringLiteral(node) && looksLikeProse(node.text) && !isCodePosition(node)) {
      findings.push({ file, line: 0, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}
