/**
 * The ceiling of the cached reads: a bare node:http server answering each read with the product's own
 * answer, captured once (same bytes, same headers but the per-connection ones), from a buffer. No
 * database, no framework: what a cached read could cost at best on this machine.
 *
 * Started by scripts/bench.ts as its own process: PORT, HOST, BENCH_CEILING_ANSWERS (a JSON file of
 * { [path]: { status, headers, body (base64) } }).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const captured = JSON.parse(readFileSync(process.env.BENCH_CEILING_ANSWERS!, 'utf8')) as Record<string, Captured>;
const answers = new Map(
  Object.entries(captured).map(([path, answer]) => {
    const body = Buffer.from(answer.body, 'base64');
    return [
      path,
      { status: answer.status, headers: { ...answer.headers, 'content-length': String(body.length) }, body },
    ];
  }),
);
const health = Buffer.from('{"success":true}');

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (answer) {
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
    return;
  }
  response.writeHead(request.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
  response.end(health);
});
// As Fastify's defaults, so that keep-alive behaves the same.
server.keepAliveTimeout = 72_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
server.listen(Number(process.env.PORT ?? 5002), process.env.HOST ?? '127.0.0.1');
