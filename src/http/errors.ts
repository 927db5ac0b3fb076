// The one error catalogue of the service. Every failure any surface answers is an AppError with one of these
// codes; the HTTP status and retryability come from here, never from the throw site.
export const ERROR_CATALOGUE = {
  VALIDATION_ERROR: { status: 400, retryable: false },
  BAD_REQUEST: { status: 400, retryable: false },
  UNAUTHORIZED: { status: 401, retryable: false },
  INVALID_OTP: { status: 401, retryable: false },
  FORBIDDEN: { status: 403, retryable: false },
  NOT_FOUND: { status: 404, retryable: false },
  METHOD_NOT_ALLOWED: { status: 405, retryable: false },
  CONFLICT: { status: 409, retryable: false },
  PAYLOAD_TOO_LARGE: { status: 413, retryable: false },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, retryable: false },
  RATE_LIMITED: { status: 429, retryable: true },
  INTERNAL: { status: 500, retryable: false },
  SERVICE_UNAVAILABLE: { status: 503, retryable: true },
} as const satisfies Record<string, { status: number; retryable: boolean }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryable: boolean;
  /** Extra response headers (Retry-After, Allow). */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, opts: { retryable?: boolean; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.retryable = opts.retryable ?? ERROR_CATALOGUE[code].retryable;
    this.headers = opts.headers ?? {};
  }

  toJSON(): { code: ErrorCode; message: string; retryable: boolean } {
    return { code: this.code, message: this.message, retryable: this.retryable };
  }
}

export const validationError = (message: string) => new AppError('VALIDATION_ERROR', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Missing or invalid credentials') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, retryable = false) => new AppError('CONFLICT', message, { retryable });
export const rateLimited = (retryAfterSeconds: number, message = `Rate limit exceeded; retry in ${retryAfterSeconds} s`) =>
  new AppError('RATE_LIMITED', message, { headers: { 'retry-after': String(retryAfterSeconds) } });
export const serviceUnavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);
export const methodNotAllowed = (allowed: string[]) =>
  new AppError('METHOD_NOT_ALLOWED', `Method not allowed; this path accepts ${allowed.join(', ')}`, { headers: { allow: allowed.join(', ') } });
