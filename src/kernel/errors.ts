// The one error catalogue of the service, independent of any transport. Every failure an operation can end in is
// an AppError with one of these codes. What a code looks like on the wire is each transport's business: the HTTP
// status and envelope code (src/http/kit/error-status.ts), the JSON-RPC code of the agent endpoint
// (src/mcp/error-codes.ts) and the exit code of the command-line tool (src/cli/exit-codes.ts) are tables keyed
// by this catalogue, so a new code cannot be added without saying what it is on every transport.
export const ERROR_CATALOGUE = {
  /** Input failed the contract's schema or a rule of the operation; the message names the field. */
  VALIDATION_ERROR: { retryable: false },
  /** Malformed request (unparsable body, a body where none is taken, an empty support message). */
  BAD_REQUEST: { retryable: false },
  /** Missing or invalid key or session. */
  UNAUTHORIZED: { retryable: false },
  /** One-time code expired, mismatched or already redeemed. */
  INVALID_OTP: { retryable: false },
  /** Authenticated, but this caller may not do this. */
  FORBIDDEN: { retryable: false },
  /** A business key without the scope the operation needs. */
  SCOPE_DENIED: { retryable: false },
  /** A key asked to act for a business it does not serve. */
  CROSS_BUSINESS_DENIED: { retryable: false },
  /** A destructive operation on a project that has not opted in. */
  DESTRUCTIVE_DENIED: { retryable: false },
  NOT_FOUND: { retryable: false },
  /** The operation exists under this address with other methods. */
  METHOD_NOT_ALLOWED: { retryable: false },
  /** A duplicate write, or a state that does not allow the change. */
  CONFLICT: { retryable: false },
  /** An idempotency key reused with a different request, or still running (then retryable). */
  IDEMPOTENCY_CONFLICT: { retryable: false },
  /** Checkout with an FX quote past its expires_at: only a new quote helps. */
  FX_QUOTE_EXPIRED: { retryable: false },
  /** Checkout with an FX quote another order already used. */
  FX_QUOTE_USED: { retryable: false },
  /** Checkout with an FX quote for another currency pair or amount than the cart (it changed after quoting). */
  FX_QUOTE_MISMATCH: { retryable: false },
  PAYLOAD_TOO_LARGE: { retryable: false },
  UNSUPPORTED_MEDIA_TYPE: { retryable: false },
  RATE_LIMITED: { retryable: true },
  INTERNAL: { retryable: false },
  /**
   * An upstream (payment provider, places) is down, or the store cannot serve for the moment (a failover, a network
   * fault). Retryable unless the call may have changed something and nothing makes repeating it safe
   * (storeUnavailable).
   */
  SERVICE_UNAVAILABLE: { retryable: true },
  // The Universal Commerce Protocol's own refusals (docs/ucp.md). `ucp` is the protocol's code, the same on REST
  // (`{code, content}`) and on the shopper MCP endpoint (`error.data.code`); the HTTP status is error-status.ts's.
  /** The UCP-Agent header is missing, not a dictionary with a quoted `profile`, or not an https URL. */
  UCP_INVALID_PROFILE_URL: { retryable: false, ucp: 'invalid_profile_url' },
  /** The agent's profile could not be fetched (timeout, DNS, a non-2xx or a redirect). */
  UCP_PROFILE_UNREACHABLE: { retryable: false, ucp: 'profile_unreachable' },
  /** The agent's profile is not JSON or breaks the profile schema. */
  UCP_PROFILE_MALFORMED: { retryable: false, ucp: 'profile_malformed' },
  /** The agent's protocol version is neither the business's nor one it still supports. */
  UCP_VERSION_UNSUPPORTED: { retryable: false, ucp: 'version_unsupported' },
  /**
   * No mutual capability the operation needs. Not an HTTP error: UCP answers it 200 with an error_response (the
   * UCP renderer does so); elsewhere it is a 422.
   */
  UCP_CAPABILITIES_INCOMPATIBLE: { retryable: false, ucp: 'capabilities_incompatible' },
  /** The agent's profile host is not on the business's allowlist. */
  UCP_PROFILE_NOT_TRUSTED: { retryable: false, ucp: 'profile_not_trusted' },
  /** A signature is required and none came. */
  UCP_SIGNATURE_MISSING: { retryable: false, ucp: 'signature_missing' },
  /** The RFC 9421 signature does not verify. */
  UCP_SIGNATURE_INVALID: { retryable: false, ucp: 'signature_invalid' },
  /** The signature's keyid is not among the signer's published keys. */
  UCP_KEY_NOT_FOUND: { retryable: false, ucp: 'key_not_found' },
  /** Content-Digest does not match the body. */
  UCP_DIGEST_MISMATCH: { retryable: false, ucp: 'digest_mismatch' },
  /** A signature or digest algorithm other than the ones UCP allows. */
  UCP_ALGORITHM_UNSUPPORTED: { retryable: false, ucp: 'algorithm_unsupported' },
  /** A catalogue lookup naming more ids than a request may. */
  UCP_REQUEST_TOO_LARGE: { retryable: false, ucp: 'request_too_large' },
  /** An update, cancel or completion of a checkout that is already completed or canceled. */
  UCP_CHECKOUT_NOT_MODIFIABLE: { retryable: false, ucp: 'checkout_not_modifiable' },
  /** The sandbox's order update (a test helper) was given events or adjustments an order cannot show. */
  UCP_INVALID_ORDER_UPDATE: { retryable: false, ucp: 'invalid_order_update' },
} as const satisfies Record<string, { retryable: boolean; ucp?: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/**
 * The `code` a UCP answer carries for a catalogue code: the protocol's own for its refusals, the lower-case
 * catalogue code for the rest (`validation_error`, `idempotency_conflict`, `rate_limited`, ...), which UCP leaves
 * to the business.
 */
export function ucpCodeOf(code: ErrorCode): string {
  const entry: { retryable: boolean; ucp?: string } = ERROR_CATALOGUE[code];
  return entry.ucp ?? code.toLowerCase();
}

export interface AppErrorOptions {
  retryable?: boolean;
  /** How long to wait before retrying, in seconds (rate limits). */
  retryAfterSeconds?: number;
  /** Machine-readable details a transport may show (the scope that is missing, the methods allowed). */
  details?: Record<string, unknown>;
  /** See AppError.logged. */
  logged?: boolean;
  /** See AppError.data. */
  data?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly retryable: boolean;
  readonly retryAfterSeconds?: number;
  readonly details: Record<string, unknown>;
  /** Already logged with the exception behind it (an unexpected error turned INTERNAL), so not logged again. */
  readonly logged: boolean;
  /**
   * What the refusal still answers, in the contract's shape: the envelope's `data` (a repeated support `client_id`
   * answers the original message). Undefined: the envelope has no `data`.
   */
  readonly data: unknown;

  constructor(code: ErrorCode, message: string, opts: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.retryable = opts.retryable ?? ERROR_CATALOGUE[code].retryable;
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.details = opts.details ?? {};
    this.logged = opts.logged ?? false;
    this.data = opts.data;
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;

export const validationError = (message: string) => new AppError('VALIDATION_ERROR', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Missing or invalid credentials') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, retryable = false) => new AppError('CONFLICT', message, { retryable });
export const rateLimited = (
  retryAfterSeconds: number,
  message = `Rate limit exceeded; retry in ${retryAfterSeconds} s`,
) => new AppError('RATE_LIMITED', message, { retryAfterSeconds });
export const serviceUnavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);

const STORE_DOWN = 'The store is unavailable for the moment (a failover or a network fault)';

/**
 * The store (MongoDB) could not serve the call (store/errors.ts isStoreUnavailable). Whether the client may simply
 * send it again depends on the call, not on the failure, which may have struck after a write was made:
 *   - `repeatable`: a read, a call that leaves the same state however often it runs, one whose Idempotency-Key
 *     record tells what happened (a retry replays it or runs it once), or one that failed before it could change
 *     anything: retryable;
 *   - otherwise the change may or may not have been made: not retryable, and the message says to read it back
 *     first (and, where the operation takes one and none was sent, that an Idempotency-Key makes a retry safe).
 */
export function storeUnavailable(how: { repeatable: boolean; withKey?: boolean; takesKey?: boolean }): AppError {
  if (how.repeatable)
    return new AppError(
      'SERVICE_UNAVAILABLE',
      `${STORE_DOWN}; retry${how.withKey ? ' with the same Idempotency-Key' : ' shortly'}`,
      { retryable: true },
    );
  const advice = how.takesKey && !how.withKey ? '; an Idempotency-Key makes such a retry safe' : '';
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `${STORE_DOWN}; the change may or may not have been made: read it back before repeating it${advice}`,
    { retryable: false },
  );
}
export const methodNotAllowed = (allowed: string[]) =>
  new AppError('METHOD_NOT_ALLOWED', `Method not allowed; this path accepts ${allowed.join(', ')}`, {
    details: { allow: allowed },
  });
