import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import path from 'node:path';

/** The Prism CLI of @stoplight/prism-cli, run with this Node (no shell, no global install). */
function prismCli(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@stoplight/prism-cli/package.json');
  const { bin } = require(manifest) as { bin: { prism: string } };
  return path.join(path.dirname(manifest), bin.prism);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface PrismProxy {
  baseUrl: string;
  /** What Prism printed, for the message of a failed start or test. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `prism proxy` in front of `upstream`, validating every answer against the document (and
 * every request too, unless `validateRequest` is false: the proxy that forwards deliberately bad
 * input). With --errors an answer that breaks the document becomes Prism's own error; any other
 * violation (a status the document does not list) is reported in the sl-violations header.
 */
export async function startPrism(options: {
  document: string;
  upstream: string;
  validateRequest: boolean;
}): Promise<PrismProxy> {
  const port = await freePort();
  const args = [
    prismCli(),
    'proxy',
    options.document,
    options.upstream,
    '--errors',
    `--validate-request=${options.validateRequest}`,
    '--cors=false',
    '--host=127.0.0.1',
    `--port=${port}`,
    '--verboseLevel=warn',
  ];
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    // The last few kilobytes are enough to say why it failed.
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 60_000;
  while (!(await isListening(port))) {
    if (child.exitCode !== null) throw new Error(`Prism exited with code ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prism did not listen within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl: `http://127.0.0.1:${port}`, output: () => output, stop };
}
