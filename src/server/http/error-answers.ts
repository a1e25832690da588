/**
 * The error answers of each operation in the OpenAPI document (DESIGN §6): which failure statuses a
 * route can really give, each with the failure envelope of error-handler.ts. Most follow from what the
 * route is (its method, path parameters, guard and rate limit) and are added here for every route of
 * that kind; the ones particular to a route (what its service refuses: 404 for an id in the body, 409,
 * 402, 503) are declared in its schema as `errorAnswers`, each with when it happens.
 */

/** The failure statuses the server answers with the envelope (500 is a fault, never documented as an answer). */
export const ERROR_ANSWER_STATUSES = [400, 401, 402, 403, 404, 409, 413, 414, 415, 428, 429, 503] as const;
export type ErrorAnswerStatus = (typeof ERROR_ANSWER_STATUSES)[number];

/** A route's own error answers: status → when it happens on that route. */
export type ErrorAnswers = Partial<Record<ErrorAnswerStatus, string>>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The error answers particular to this route (what its handler or service refuses), each with when it
     * happens. Documentation only: the answers every route of its kind gives are added by openapi.ts.
     */
    errorAnswers?: ErrorAnswers;
  }
}

/** The guards a route sits behind, as its plugin installs them (found when the route is added). */
export interface RouteGuards {
  /** The admin session guard (request.adminSession): 401 without a valid session. */
  adminSession: boolean;
  /** The read API's key guard (request.apiKey): 401 without an active key. */
  apiKey: boolean;
}

/** What the document knows of a route: the route options as registered. */
export interface DocumentedRoute {
  method: string | string[];
  url: string;
  schema?: {
    params?: unknown;
    security?: readonly Record<string, readonly string[]>[];
    errorAnswers?: ErrorAnswers;
  };
  config?: { rateLimit?: unknown; botCheck?: 'call' | 'look-up' };
}

/** Methods whose requests the origin guard checks and whose bodies Fastify parses (request-guards.ts). */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const GENERAL = {
  400: 'Invalid input: the message says what, `errors` names each field. Also malformed JSON, or a NUL character in the query string or body.',
  401: {
    adminSession: 'No valid admin session (bearer token or session cookie).',
    apiKey: 'No valid, active API key (Authorization: Bearer <key>).',
  },
  403: {
    origin: "A state-changing request from another site's page (its Origin header).",
    adminRole: 'Signed in without the admin role.',
  },
  404: 'The path names nothing here.',
  413: 'The request body is over 1 MB.',
  414: 'A path parameter over 200 characters.',
  415: 'A request body that is neither JSON nor plain text.',
  428: {
    call: "The bot check (DESIGN §8.2): this client network made more than CHALLENGE_AFTER_PER_HOUR of the public calls under the check in the last hour, or unproven holds are over 20% of the next 7 days' visits. `data.challenge` is an Altcha challenge: solve it and repeat the call with `X-Altcha: <base64 payload>`. A wrong, expired or already used payload gets 428 again with a fresh challenge.",
    lookUp: 'Also while look-ups by reference miss in a burst across all clients.',
  },
  429: 'Too many requests from this client; Retry-After says in how many seconds to try again.',
} as const;

const hasPathParams = (url: string) => /[:*]/.test(url);

function schemesOf(route: DocumentedRoute): Set<string> {
  return new Set((route.schema?.security ?? []).flatMap((requirement) => Object.keys(requirement)));
}

/**
 * Every error answer of one route, by status, with its description: the general ones of its kind,
 * then its own (which add to a general description of the same status).
 */
export function errorAnswersOf(route: DocumentedRoute, guards: RouteGuards): Map<ErrorAnswerStatus, string> {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((method) => method.toUpperCase());
  const isUnsafe = methods.some((method) => UNSAFE_METHODS.has(method));
  const schemes = schemesOf(route);
  const needsSession = guards.adminSession || schemes.has('bearerAuth');
  const needsKey = guards.apiKey || schemes.has('apiKeyAuth');
  const withParams = hasPathParams(route.url);

  const general = new Map<ErrorAnswerStatus, string>();
  // The NUL guard reads every query string, so any route can refuse input, not only those with a schema.
  general.set(400, GENERAL[400]);
  const unauthorized = [needsSession && GENERAL[401].adminSession, needsKey && GENERAL[401].apiKey].filter(Boolean);
  if (unauthorized.length > 0) general.set(401, unauthorized.join(' '));
  // Every route that declares the session scheme sits behind the admin-role check as well.
  // (The nurse's view checks its own role and says so in its errorAnswers.)
  const adminRole = schemes.has('bearerAuth') && !route.url.startsWith('/api/nurse/');
  const forbidden = [isUnsafe && GENERAL[403].origin, adminRole && GENERAL[403].adminRole].filter(Boolean);
  if (forbidden.length > 0) general.set(403, forbidden.join(' '));
  if (withParams) general.set(404, GENERAL[404]);
  if (isUnsafe) {
    general.set(413, GENERAL[413]);
    general.set(415, GENERAL[415]);
  }
  // Inside a guarded area a catch-all route takes an over-long parameter: 401 or 404 like any unknown path.
  if (withParams && !guards.adminSession && !guards.apiKey) general.set(414, GENERAL[414]);
  if (route.config?.botCheck)
    general.set(
      428,
      route.config.botCheck === 'look-up' ? `${GENERAL[428].call} ${GENERAL[428].lookUp}` : GENERAL[428].call,
    );
  if (route.config?.rateLimit) general.set(429, GENERAL[429]);

  const answers = new Map<ErrorAnswerStatus, string>();
  const own = route.schema?.errorAnswers ?? {};
  for (const status of ERROR_ANSWER_STATUSES) {
    const description = [general.get(status), own[status]].filter(Boolean).join(' ');
    if (description) answers.set(status, description);
  }
  return answers;
}
