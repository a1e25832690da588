import {
  BAD_REQUEST_MESSAGE,
  BODY_TOO_LARGE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  INVALID_VALUE_MESSAGE,
  MALFORMED_JSON_MESSAGE,
  MALFORMED_URL_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '@domain/bookings/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { errorLogFields } from '../log-fields';

/**
 * The one place errors become HTTP (STYLE §5): an AppError answers its own status and message (and
 * data, for a failure the client can act on), a schema failure 400 with each field's message, other
 * client errors their status, and anything else a logged 500 that says nothing about the cause.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send({
      success: false,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.data !== undefined ? { data: error.data } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? INVALID_VALUE_MESSAGE,
    }));
    return reply.status(400).send({ success: false, message: errors[0]?.message ?? INVALID_REQUEST_MESSAGE, errors });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return reply.status(413).send({ success: false, message: BODY_TOO_LARGE_MESSAGE });
  if (status === 429) return reply.status(429).send({ success: false, message: TOO_MANY_REQUESTS_MESSAGE });
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
        ? MALFORMED_JSON_MESSAGE
        : error.message;
    return reply.status(status).send({ success: false, message });
  }
  request.log.error(errorLogFields(error), 'unhandled error');
  return reply.status(500).send({ success: false, message: INTERNAL_ERROR_MESSAGE });
}

/**
 * The envelope message of a router error. Never the error's own message: it quotes the path, which
 * may carry what a customer typed.
 */
function frameworkErrorMessage(code: string, status: number): string {
  if (code === 'FST_ERR_BAD_URL') return MALFORMED_URL_MESSAGE;
  if (status === 414) return URL_TOO_LONG_MESSAGE;
  return BAD_REQUEST_MESSAGE;
}

/**
 * Fastify's `frameworkErrors`: router errors are bad input like any other, answered in the envelope
 * with their own 4xx status: broken percent-encoding ('/api/events/%ZZ') 400, a path parameter over
 * the router's maximum length 414. Anything else is ours: a 500, logged.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const ownStatus = error.statusCode ?? 500;
  const isClientError = ownStatus >= 400 && ownStatus < 500;
  if (!isClientError) request.log.error(errorLogFields(error), 'router error');
  reply
    .status(isClientError ? ownStatus : 500)
    .header('cache-control', 'no-store')
    .send({
      success: false,
      message: isClientError ? frameworkErrorMessage(error.code, ownStatus) : INTERNAL_ERROR_MESSAGE,
    });
}
