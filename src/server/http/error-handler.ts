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
import { AppError, type FieldError } from '../errors';
import { messageIn, requestLanguage } from '../i18n';
import { errorLogFields } from '../log-fields';

/**
 * Whether a call is to the customers' API: everything under /api but staff's (/api/admin) and the
 * read API for outside systems (/api/v1), which answer in English whatever the caller asks.
 */
export function isCustomerApi(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/api/') && !/^\/api\/(admin|v1)(\/|$)/.test(path);
}

type Say = (message: string) => string;
const asIs: Say = (message) => message;

/**
 * How a refusal's messages are said to this caller (DESIGN §8.10): on the customers' API in the
 * language the call asks for (`?lang=`, the `lang` cookie, then Accept-Language), through the
 * `messages` catalogue; in English otherwise, and for any text that is no message of the shared rules.
 */
function sayTo(request: FastifyRequest): Say {
  if (!isCustomerApi(request.url)) return asIs;
  const language = requestLanguage(request);
  return language === 'en' ? asIs : (message) => messageIn(language, message);
}

const sayErrors = (errors: FieldError[], say: Say) =>
  errors.map((error) => ({ ...error, message: say(error.message) }));

/**
 * The one place errors become HTTP (STYLE §5): an AppError answers its own status and message (and
 * data, for a failure the client can act on), a schema failure 400 with each field's message, other
 * client errors their status, and anything else a logged 500 that says nothing about the cause.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const say = sayTo(request);
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send({
      success: false,
      message: say(error.message),
      ...(error.errors ? { errors: sayErrors(error.errors, say) } : {}),
      ...(error.data !== undefined ? { data: error.data } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: say(issue.message ?? INVALID_VALUE_MESSAGE),
    }));
    return reply
      .status(400)
      .send({ success: false, message: errors[0]?.message ?? say(INVALID_REQUEST_MESSAGE), errors });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return reply.status(413).send({ success: false, message: say(BODY_TOO_LARGE_MESSAGE) });
  if (status === 429) return reply.status(429).send({ success: false, message: say(TOO_MANY_REQUESTS_MESSAGE) });
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
        ? MALFORMED_JSON_MESSAGE
        : error.message;
    return reply.status(status).send({ success: false, message: say(message) });
  }
  request.log.error(errorLogFields(error), 'unhandled error');
  return reply.status(500).send({ success: false, message: say(INTERNAL_ERROR_MESSAGE) });
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
      message: sayTo(request)(isClientError ? frameworkErrorMessage(error.code, ownStatus) : INTERNAL_ERROR_MESSAGE),
    });
}
