import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers a request once its whole body has been read (as text). */
export type BodyHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface LocalServer {
  port: number;
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Stops listening and drops its open connections. */
  close(): Promise<void>;
}

/**
 * Local HTTP servers standing in for a remote service (insurer, partner, payment gateway), each on a
 * free port of 127.0.0.1. Close them after each test: `afterEach(() => servers.closeAll())`.
 */
export function localServers() {
  const running = new Set<Server>();
  const stop = async (server: Server) => {
    if (!running.delete(server)) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    async start(handler: BodyHandler): Promise<LocalServer> {
      const server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => {
          body += chunk;
        });
        req.on('end', () => handler(req, res, body));
      });
      running.add(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return { port, url: `http://127.0.0.1:${port}`, close: () => stop(server) };
    },
    async closeAll() {
      await Promise.all([...running].map(stop));
    },
  };
}
