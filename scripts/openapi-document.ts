/**
 * Writes the server's OpenAPI document (GET /api/openapi.json of an app on an empty in-memory
 * database) to a file, and with --compare summarises how it differs from an earlier one: the error
 * answers each operation gained, the answers whose media type changed, and anything else (which a
 * change meant only to document answers should leave empty).
 *
 *   npx tsx scripts/openapi-document.ts openapi.json
 *   npx tsx scripts/openapi-document.ts openapi.json --compare openapi-before.json
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { createTestApp } from '../src/server/testing/test-app';

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, Json> } & Json;
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Json } } & Json;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function operations(document: Document): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.has(method)) found.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return found;
}

function compare(before: Document, after: Document): string[] {
  const lines: string[] = [];
  const other: string[] = [];
  const gained = new Map<string, string[]>();
  const media: string[] = [];
  const beforeOps = operations(before);
  const afterOps = operations(after);

  for (const [key, value] of Object.entries(after)) {
    if (key === 'paths' || key === 'components') continue;
    if (!isDeepStrictEqual(value, before[key])) other.push(`top-level ${key} differs`);
  }
  const { FailureEnvelope: _added, ...afterSchemas } = after.components?.schemas ?? {};
  const { schemas: _a, ...afterComponents } = after.components ?? {};
  const { schemas: _b, ...beforeComponents } = before.components ?? {};
  if (!isDeepStrictEqual(afterSchemas, before.components?.schemas ?? {})) other.push('components.schemas differ');
  if (!isDeepStrictEqual(afterComponents, beforeComponents)) other.push('components differ');

  for (const route of new Set([...beforeOps.keys(), ...afterOps.keys()])) {
    const old = beforeOps.get(route);
    const now = afterOps.get(route);
    if (!old || !now) {
      other.push(`${route}: only in the ${old ? 'earlier' : 'new'} document`);
      continue;
    }
    const { responses: oldResponses = {}, ...oldRest } = old;
    const { responses: newResponses = {}, ...newRest } = now;
    if (!isDeepStrictEqual(oldRest, newRest)) other.push(`${route}: differs outside its responses`);
    for (const [status, response] of Object.entries(newResponses)) {
      const earlier = oldResponses[status];
      if (!earlier) {
        const isError = /^[45]\d\d$/.test(status);
        const schema = (response.content as Record<string, { schema?: Json }> | undefined)?.['application/json']
          ?.schema;
        if (!isError || schema?.$ref !== '#/components/schemas/FailureEnvelope') {
          other.push(`${route}: new answer ${status} is not an error envelope`);
        }
        gained.set(status, [...(gained.get(status) ?? []), route]);
        continue;
      }
      if (isDeepStrictEqual(earlier, response)) continue;
      const { content: oldContent, ...oldAnswer } = earlier as { content?: Record<string, Json> };
      const { content: newContent, ...newAnswer } = response as { content?: Record<string, Json> };
      if (!isDeepStrictEqual(oldAnswer, newAnswer)) other.push(`${route} ${status}: differs outside its content`);
      const from = Object.keys(oldContent ?? {}).join(' + ');
      const to = Object.keys(newContent ?? {}).join(' + ');
      const sameSchema =
        Object.keys(newContent ?? {}).length === 1 &&
        isDeepStrictEqual(Object.values(oldContent ?? {})[0], Object.values(newContent ?? {})[0]);
      media.push(
        `${route} ${status}: ${from} -> ${to}${sameSchema ? ' (same schema)' : ' (schema split by media type)'}`,
      );
    }
    for (const status of Object.keys(oldResponses)) {
      if (!(status in newResponses)) other.push(`${route}: answer ${status} removed`);
    }
  }

  lines.push(`operations: ${beforeOps.size} before, ${afterOps.size} after`);
  const touched = new Set([...gained.values()].flat());
  lines.push(`operations that gained error answers: ${touched.size}`);
  for (const [status, routes] of [...gained].sort(([a], [b]) => Number(a) - Number(b))) {
    lines.push(`  ${status}: ${routes.length} operations`);
  }
  lines.push(`media types changed: ${media.length}`, ...media.map((line) => `  ${line}`));
  lines.push(`other differences: ${other.length}`, ...other.map((line) => `  ${line}`));
  return lines;
}

async function main() {
  const [output, flag, earlierFile] = process.argv.slice(2);
  if (!output || (flag !== undefined && (flag !== '--compare' || !earlierFile))) {
    console.error('Usage: npx tsx scripts/openapi-document.ts <output.json> [--compare <earlier.json>]');
    process.exit(2);
  }
  const t = await createTestApp({ seed: false });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    writeFileSync(output, `${JSON.stringify(res.json(), null, 2)}\n`);
    if (earlierFile) {
      const earlier = JSON.parse(readFileSync(earlierFile, 'utf8')) as Document;
      console.log(compare(earlier, res.json() as Document).join('\n'));
    }
  } finally {
    await t.close();
  }
}

await main();
