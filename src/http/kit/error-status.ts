// The HTTP side of the error catalogue (src/kernel/errors.ts): each code's status and the `error.code` string the
// envelopes carry. The contract's error codes are the interface's (FORBIDDEN, CONFLICT, ...): the finer codes the
// other transports tell apart (a missing scope, a cross-business key, an idempotency clash) travel over HTTP as
// the interface's code with their own message.
import type { SurfaceName } from '../../contract/surfaces.js';
import type { AppError, ErrorCode } from '../../kernel/errors.js';

export interface HttpError {
  status: number;
  /** `error.code` in the envelope. */
  code: string;
}

export const HTTP_ERRORS = {
  VALIDATION_ERROR: { status: 400, code: 'VALIDATION_ERROR' },
  BAD_REQUEST: { status: 400, code: 'BAD_REQUEST' },
  UNAUTHORIZED: { status: 401, code: 'UNAUTHORIZED' },
  INVALID_OTP: { status: 401, code: 'INVALID_OTP' },
  FORBIDDEN: { status: 403, code: 'FORBIDDEN' },
  SCOPE_DENIED: { status: 403, code: 'FORBIDDEN' },
  CROSS_BUSINESS_DENIED: { status: 403, code: 'FORBIDDEN' },
  DESTRUCTIVE_DENIED: { status: 403, code: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, code: 'NOT_FOUND' },
  METHOD_NOT_ALLOWED: { status: 405, code: 'METHOD_NOT_ALLOWED' },
  CONFLICT: { status: 409, code: 'CONFLICT' },
  IDEMPOTENCY_CONFLICT: { status: 409, code: 'CONFLICT' },
  // The interface names these itself: a client has to tell "quote again" from a conflict it can retry.
  FX_QUOTE_EXPIRED: { status: 409, code: 'FX_QUOTE_EXPIRED' },
  FX_QUOTE_USED: { status: 409, code: 'FX_QUOTE_USED' },
  FX_QUOTE_MISMATCH: { status: 409, code: 'FX_QUOTE_MISMATCH' },
  PAYLOAD_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  RATE_LIMITED: { status: 429, code: 'RATE_LIMITED' },
  INTERNAL: { status: 500, code: 'INTERNAL' },
  SERVICE_UNAVAILABLE: { status: 503, code: 'SERVICE_UNAVAILABLE' },
  // UCP's statuses (its error table). Only the UCP surface answers these, with its own `{code, content}` body
  // (http/ucp-errors.ts); the envelope code is the nearest of the interface's, should another surface ever carry one.
  UCP_INVALID_PROFILE_URL: { status: 400, code: 'BAD_REQUEST' },
  UCP_PROFILE_UNREACHABLE: { status: 424, code: 'BAD_REQUEST' },
  UCP_PROFILE_MALFORMED: { status: 422, code: 'BAD_REQUEST' },
  UCP_VERSION_UNSUPPORTED: { status: 422, code: 'BAD_REQUEST' },
  UCP_CAPABILITIES_INCOMPATIBLE: { status: 422, code: 'BAD_REQUEST' },
  UCP_PROFILE_NOT_TRUSTED: { status: 403, code: 'FORBIDDEN' },
  UCP_SIGNATURE_MISSING: { status: 401, code: 'UNAUTHORIZED' },
  UCP_SIGNATURE_INVALID: { status: 401, code: 'UNAUTHORIZED' },
  UCP_KEY_NOT_FOUND: { status: 401, code: 'UNAUTHORIZED' },
  UCP_DIGEST_MISMATCH: { status: 400, code: 'BAD_REQUEST' },
  UCP_ALGORITHM_UNSUPPORTED: { status: 400, code: 'BAD_REQUEST' },
  UCP_REQUEST_TOO_LARGE: { status: 400, code: 'VALIDATION_ERROR' },
  UCP_CHECKOUT_NOT_MODIFIABLE: { status: 409, code: 'CONFLICT' },
  UCP_INVALID_ORDER_UPDATE: { status: 422, code: 'VALIDATION_ERROR' },
} as const satisfies Record<ErrorCode, HttpError>;

/**
 * The status of a refusal on a surface. UCP answers a missing mutual capability as a business outcome (200 with
 * the error response the refusal carries), not as an HTTP error.
 */
export const httpStatusOf = (err: AppError, surface?: SurfaceName): number =>
  surface === 'ucp' && err.code === 'UCP_CAPABILITIES_INCOMPATIBLE' ? 200 : HTTP_ERRORS[err.code].status;

/** The error object of every envelope: `{ code, message, retryable }`. */
export function httpErrorBody(err: AppError): { code: string; message: string; retryable: boolean } {
  return { code: HTTP_ERRORS[err.code].code, message: err.message, retryable: err.retryable };
}

/** Response headers an error implies (Retry-After for rate limits, Allow for a wrong method). */
export function httpErrorHeaders(err: AppError): Record<string, string> | undefined {
  if (err.retryAfterSeconds !== undefined) return { 'retry-after': String(err.retryAfterSeconds) };
  const allow = err.details.allow;
  if (Array.isArray(allow)) return { allow: allow.join(', ') };
  return undefined;
}
