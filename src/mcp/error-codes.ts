// The agent endpoint's side of the error catalogue: the JSON-RPC error code each catalogue code is answered with
// (spec/mcp/openrpc.json, components.errors), and the endpoint's own refusals (RpcError), each with the HTTP status
// the document gives it. Invalid input is JSON-RPC's own -32602; the server-defined codes -32001…-32009 are the
// interface's table.
//
// Inside tools/call, most refusals of the operation itself are not JSON-RPC errors at all: MCP 2025-11-25 asks for
// input validation and business refusals to come back as a tool result with `isError: true`, so that the model
// reads what went wrong and corrects itself. TOOL_RPC_ERRORS lists the few catalogue codes that stay protocol
// errors there (who is calling and what the key may do, the destructive opt-in, the idempotency cache, a failure of
// the server itself).
import { storeUnavailable, type AppError, type ErrorCode } from '../kernel/errors.js';
import { isStoreUnavailable } from '../store/errors.js';

export const JSON_RPC_ERRORS = {
  VALIDATION_ERROR: { code: -32602, name: 'INVALID_PARAMS' },
  BAD_REQUEST: { code: -32602, name: 'INVALID_PARAMS' },
  UNAUTHORIZED: { code: -32001, name: 'UNAUTHORIZED' },
  INVALID_OTP: { code: -32001, name: 'UNAUTHORIZED' },
  FORBIDDEN: { code: -32002, name: 'SCOPE_DENIED' },
  SCOPE_DENIED: { code: -32002, name: 'SCOPE_DENIED' },
  CROSS_BUSINESS_DENIED: { code: -32009, name: 'CROSS_BUSINESS_DENIED' },
  DESTRUCTIVE_DENIED: { code: -32003, name: 'DESTRUCTIVE_DENIED' },
  NOT_FOUND: { code: -32006, name: 'RESOURCE_NOT_FOUND' },
  METHOD_NOT_ALLOWED: { code: -32601, name: 'METHOD_NOT_FOUND' },
  CONFLICT: { code: -32007, name: 'IDEMPOTENCY_CONFLICT' },
  IDEMPOTENCY_CONFLICT: { code: -32007, name: 'IDEMPOTENCY_CONFLICT' },
  // No agent tool checks out; should one, a spent quote is a conflict like any other.
  FX_QUOTE_EXPIRED: { code: -32007, name: 'IDEMPOTENCY_CONFLICT' },
  FX_QUOTE_USED: { code: -32007, name: 'IDEMPOTENCY_CONFLICT' },
  FX_QUOTE_MISMATCH: { code: -32007, name: 'IDEMPOTENCY_CONFLICT' },
  PAYLOAD_TOO_LARGE: { code: -32600, name: 'INVALID_REQUEST' },
  UNSUPPORTED_MEDIA_TYPE: { code: -32600, name: 'INVALID_REQUEST' },
  RATE_LIMITED: { code: -32008, name: 'RATE_LIMITED' },
  INTERNAL: { code: -32603, name: 'INTERNAL' },
  SERVICE_UNAVAILABLE: { code: -32603, name: 'INTERNAL' },
  // UCP refusals belong to the shopper endpoint, which answers them with UCP's own codes; this operator endpoint
  // never raises them and would answer the nearest of its table.
  UCP_INVALID_PROFILE_URL: { code: -32602, name: 'INVALID_PARAMS' },
  UCP_PROFILE_UNREACHABLE: { code: -32602, name: 'INVALID_PARAMS' },
  UCP_PROFILE_MALFORMED: { code: -32602, name: 'INVALID_PARAMS' },
  UCP_VERSION_UNSUPPORTED: { code: -32602, name: 'INVALID_PARAMS' },
  UCP_CAPABILITIES_INCOMPATIBLE: { code: -32602, name: 'INVALID_PARAMS' },
  UCP_PROFILE_NOT_TRUSTED: { code: -32002, name: 'SCOPE_DENIED' },
  UCP_SIGNATURE_MISSING: { code: -32001, name: 'UNAUTHORIZED' },
  UCP_SIGNATURE_INVALID: { code: -32001, name: 'UNAUTHORIZED' },
  UCP_KEY_NOT_FOUND: { code: -32001, name: 'UNAUTHORIZED' },
  UCP_DIGEST_MISMATCH: { code: -32602, name: 'INVALID_PARAMS' },
  UCP_ALGORITHM_UNSUPPORTED: { code: -32602, name: 'INVALID_PARAMS' },
  UCP_REQUEST_TOO_LARGE: { code: -32602, name: 'INVALID_PARAMS' },
  UCP_CHECKOUT_NOT_MODIFIABLE: { code: -32007, name: 'IDEMPOTENCY_CONFLICT' },
  UCP_INVALID_ORDER_UPDATE: { code: -32602, name: 'INVALID_PARAMS' },
} as const satisfies Record<ErrorCode, { code: number; name: string }>;

/** Codes of the protocol itself, raised before any operation runs. */
export const JSON_RPC_PROTOCOL_ERRORS = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
  SESSION_REQUIRED: -32004,
  PROTOCOL_VERSION_UNSUPPORTED: -32005,
} as const;

/** Catalogue codes that stay JSON-RPC errors inside tools/call; every other one is a tool result with isError. */
export const TOOL_RPC_ERRORS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'UNAUTHORIZED',
  'INVALID_OTP',
  'FORBIDDEN',
  'SCOPE_DENIED',
  'CROSS_BUSINESS_DENIED',
  'DESTRUCTIVE_DENIED',
  'IDEMPOTENCY_CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  // Who is calling, as UCP refuses it (never raised here; kept with the refusals of the same kind).
  'UCP_PROFILE_NOT_TRUSTED',
  'UCP_SIGNATURE_MISSING',
  'UCP_SIGNATURE_INVALID',
  'UCP_KEY_NOT_FOUND',
]);

/** The only MCP revision this server speaks. */
export const PROTOCOL_VERSION = '2025-11-25';

/** `error.data` of every error this endpoint answers (the document's ErrorData). */
export interface ErrorData {
  name: string;
  retryable: boolean;
  [more: string]: unknown;
}

/**
 * A JSON-RPC error with the HTTP status it travels with. Thrown from the SDK's request handlers too: the SDK
 * answers any thrown object by its `code`, `message` and `data`.
 */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: ErrorData,
    readonly httpStatus = 200,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'RpcError';
  }

  body(id: string | number | null): {
    jsonrpc: '2.0';
    id: string | number | null;
    error: { code: number; message: string; data: ErrorData };
  } {
    return { jsonrpc: '2.0', id, error: { code: this.code, message: this.message, data: this.data } };
  }
}

const data = (name: string, more: Record<string, unknown> = {}, retryable = false): ErrorData => ({
  name,
  retryable,
  ...more,
});

export const refuse = {
  parse: (message = 'Parse error: the body is not valid JSON') =>
    new RpcError(-32700, message, data('PARSE_ERROR'), 400),
  invalidRequest: (message: string, httpStatus = 400, headers?: Record<string, string>) =>
    new RpcError(-32600, message, data('INVALID_REQUEST'), httpStatus, headers),
  methodNotFound: (method: string) =>
    new RpcError(-32601, `Method not found: ${method} is not offered by this server`, data('METHOD_NOT_FOUND')),
  invalidParams: (message: string, details?: string) =>
    new RpcError(-32602, message, data('INVALID_PARAMS', details === undefined ? {} : { details })),
  internal: (requestId: string) =>
    new RpcError(-32603, `Internal error; request id ${requestId}`, data('INTERNAL', { request_id: requestId }), 500),
  /** The store failed before any operation ran (the key's or the session's read or write): the request may be sent again. */
  storeUnavailable: (requestId: string) =>
    new RpcError(
      -32603,
      `${storeUnavailable({ repeatable: true }).message}; request id ${requestId}`,
      data('INTERNAL', { request_id: requestId }, true),
      500,
    ),
  unauthorized: (message: string, invalidToken: boolean) =>
    new RpcError(-32001, message, data('UNAUTHORIZED'), 401, {
      'www-authenticate': invalidToken ? 'Bearer realm="mcp", error="invalid_token"' : 'Bearer realm="mcp"',
    }),
  scopeDenied: (scope: string, httpStatus = 200) =>
    new RpcError(
      -32002,
      `Scope denied: this key lacks the scope ${scope}`,
      data('SCOPE_DENIED', { required_scope: scope }),
      httpStatus,
    ),
  destructiveDenied: (projectId: string, tool: string) =>
    new RpcError(
      -32003,
      `Destructive tools are not enabled for project ${projectId}: ${tool} needs the project's setting mcp_destructive_ops_enabled, which only the business can turn on (PUT /v1/businesses/{business_id}/projects/${projectId}); no tool can`,
      data('DESTRUCTIVE_DENIED', { project_id: projectId, setting: 'mcp_destructive_ops_enabled' }),
    ),
  sessionMissing: () =>
    new RpcError(
      -32004,
      'Session required: send initialize and echo its MCP-Session-Id header on every later request',
      data('SESSION_REQUIRED'),
      400,
    ),
  sessionUnknown: () =>
    new RpcError(
      -32004,
      'Session not found: it is unknown, ended, expired or belongs to another key; send initialize again',
      data('SESSION_REQUIRED'),
      404,
    ),
  version: (got: string | undefined) =>
    new RpcError(
      -32005,
      got === undefined
        ? `MCP-Protocol-Version header missing: send the version negotiated at initialize (${PROTOCOL_VERSION})`
        : `Unsupported MCP protocol version ${JSON.stringify(got)}: send the version negotiated at initialize (${PROTOCOL_VERSION})`,
      data('PROTOCOL_VERSION_UNSUPPORTED', { supported: [PROTOCOL_VERSION] }),
      400,
    ),
  resourceNotFound: (uri: string) =>
    new RpcError(-32006, `Resource not found: ${uri}`, data('RESOURCE_NOT_FOUND', { uri })),
  idempotencyConflict: (key: string, message: string, retryable: boolean) =>
    new RpcError(-32007, message, data('IDEMPOTENCY_CONFLICT', { idempotency_key: key }, retryable)),
  rateLimited: (seconds: number) =>
    new RpcError(
      -32008,
      `Rate limit exceeded; retry in ${seconds} s`,
      data('RATE_LIMITED', { retry_after_secs: seconds }, true),
      429,
      { 'retry-after': String(seconds) },
    ),
  crossBusiness: (asked: string, keyBusiness: string) =>
    new RpcError(
      -32009,
      `Cross-business access refused: this key acts for ${keyBusiness}, not ${asked}`,
      data('CROSS_BUSINESS_DENIED', { key_business_id: keyBusiness }),
      403,
    ),
};

/**
 * A catalogue error as this endpoint's JSON-RPC error (for the codes that are answered as errors: see
 * TOOL_RPC_ERRORS, and resources/read). `idempotencyKey` names the key of a conflicting tools/call.
 */
export function rpcErrorOf(err: AppError, requestId: string, idempotencyKey?: string): RpcError {
  switch (err.code) {
    case 'SCOPE_DENIED':
    case 'FORBIDDEN': {
      const scope = err.details.required_scope;
      return typeof scope === 'string'
        ? refuse.scopeDenied(scope)
        : new RpcError(-32002, err.message, data('SCOPE_DENIED'));
    }
    case 'CROSS_BUSINESS_DENIED':
      return new RpcError(-32009, err.message, data('CROSS_BUSINESS_DENIED', err.details));
    case 'IDEMPOTENCY_CONFLICT':
      return refuse.idempotencyConflict(idempotencyKey ?? '', err.message, err.retryable);
    case 'RATE_LIMITED':
      return refuse.rateLimited(err.retryAfterSeconds ?? 1);
    case 'INTERNAL':
      return refuse.internal(requestId);
    default: {
      const { code, name } = JSON_RPC_ERRORS[err.code];
      return new RpcError(
        code,
        err.message,
        data(name, {}, err.retryable),
        code === -32603 ? 500 : code === -32001 ? 401 : 200,
      );
    }
  }
}

/**
 * A refusal as the 2026-07-28 path answers it. That revision retires -32000…-32019 (no new meanings there, and
 * -32002 must not be sent at all) and reserves -32020…-32099 for itself, so the interface's server codes move to
 * -31001…-31019, keeping their last digits and their `data` (-32003 DESTRUCTIVE_DENIED is -31003, and so on); a
 * resource that is not there is -32602 with `data: { uri }`, as that revision says. Codes of JSON-RPC itself stay.
 */
export function modernErrorOf(err: RpcError): { code: number; message: string; data: unknown } {
  if (err.code === -32006 && typeof err.data.uri === 'string')
    return { code: -32602, message: err.message, data: { uri: err.data.uri } };
  const code = err.code <= -32001 && err.code >= -32019 ? err.code + 1000 : err.code;
  return { code, message: err.message, data: err.data };
}

/**
 * A refusal of the front layer on the 2026-07-28 path. Who is calling and what the key may do are answered the
 * way that revision's authorization section says, as an OAuth protected resource would: 401 with the bearer
 * challenge, and a missing scope as 403 `insufficient_scope` naming the scope, the challenge a client steps up
 * from (neither has a JSON-RPC code). Every other refusal is the JSON-RPC error modernErrorOf gives, with its
 * HTTP status, so a cross-business refusal (403, -31009) is never mistaken for a scope one.
 */
export function modernRefusal(
  err: RpcError,
  id: string | number | null,
): { status: number; headers: Record<string, string>; body: unknown } {
  if (err.code === -32001)
    return {
      status: 401,
      headers: { ...err.headers },
      body: {
        error: err.headers['www-authenticate']?.includes('invalid_token') ? 'invalid_token' : 'invalid_request',
        error_description: err.message,
      },
    };
  if (err.code === -32002 && typeof err.data.required_scope === 'string') {
    const scope = err.data.required_scope;
    return {
      status: 403,
      headers: {
        'www-authenticate': `Bearer realm="mcp", error="insufficient_scope", scope="${scope}", error_description="${err.message}"`,
      },
      body: { error: 'insufficient_scope', error_description: err.message, scope },
    };
  }
  const { code, message, data } = modernErrorOf(err);
  return {
    status: err.httpStatus,
    headers: { ...err.headers },
    body: { jsonrpc: '2.0', id, error: { code, message, data } },
  };
}

/** Anything thrown that is not this endpoint's refusal: a store failure (retryable), else -32603 INTERNAL. */
export function unexpected(err: unknown, requestId: string): RpcError {
  return isStoreUnavailable(err) ? refuse.storeUnavailable(requestId) : refuse.internal(requestId);
}
