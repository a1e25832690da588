import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

// Errors Node's HTTP parser raises before Fastify sees a request: they must still answer in the
// envelope, over a real socket (inject() bypasses the parser).

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(() => t.close());

/**
 * Sends raw bytes and reads everything the server writes until it closes the connection. The
 * client's side stays open (no FIN), so the server answers before it sees the client leave.
 */
function sendRaw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(request);
  });
}

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe('errors of the HTTP parser', () => {
  it('answer an oversized header with 431 in the envelope', async () => {
    const raw = await sendRaw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const res = parse(raw);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ success: false, message: 'The request headers or URL are too large' });
  });

  it('answer an oversized URL with 431 in the envelope', async () => {
    const raw = await sendRaw(`GET /api/events/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(parse(raw)).toMatchObject({
      status: 431,
      body: { success: false, message: 'The request headers or URL are too large' },
    });
  });

  it('answer a malformed request line with 400 in the envelope', async () => {
    const raw = await sendRaw('NOT A REQUEST\r\n\r\n');
    expect(parse(raw)).toMatchObject({ status: 400, body: { success: false, message: 'Bad request' } });
  });

  it('leave a well-formed request to the routes', async () => {
    const res = parse(await sendRaw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });
});
