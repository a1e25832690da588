import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  BAD_REQUEST_MESSAGE,
  HEADERS_TOO_LARGE_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '@domain/bookings/messages';
import { errorLogFields } from '../log-fields';

type RawClientError = Error & { code?: string };

/** Status and message for an error Node raises before a request exists (the HTTP parser, time-outs). */
function clientErrorResponse(error: RawClientError): { status: number; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: HEADERS_TOO_LARGE_MESSAGE };
  if (error.code === 'HPE_URI_TOO_LONG') return { status: 414, message: URL_TOO_LONG_MESSAGE };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: REQUEST_TIMEOUT_MESSAGE };
  return { status: 400, message: BAD_REQUEST_MESSAGE };
}

/**
 * Node's 'clientError': an oversized header or URL (431), a malformed request line, a time-out. There
 * is no request or reply yet, so a minimal HTTP response with the JSON envelope is written to the
 * socket itself, as Fastify's default handler does with its own body, and the connection is closed.
 */
export function handleClientError(
  this: { log?: { debug(fields: object, message: string): void } } | undefined,
  error: RawClientError,
  socket: Duplex,
): void {
  // A reset connection is gone; nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorResponse(error);
  // The raw packet and the message may quote what the client sent: class and code only.
  this?.log?.debug({ ...errorLogFields(error), status }, 'client error');
  // A response already under way on this connection cannot be followed by another one.
  const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}
