export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  // A card the processor declined: an answer about the card, not about the request.
  PAYMENT_DECLINED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  message: string;
}

/** The one error type services throw; the app's error handler maps it to a status and the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** Sent as the envelope's `data` beside the message, for a failure the client can act on (e.g. the new price). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError('BAD_REQUEST', message, errors);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, data?: unknown) => new AppError('CONFLICT', message, undefined, data);
