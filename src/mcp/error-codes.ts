// The agent endpoint's side of the error catalogue: the JSON-RPC error code each catalogue code is answered with
// (spec/mcp/openrpc.json, components.errors). Invalid input is JSON-RPC's own -32602; the server-defined codes
// -32001…-32009 are the interface's table.
import type { ErrorCode } from '../kernel/errors.js';

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
} as const satisfies Record<ErrorCode, { code: number; name: string }>;

/** Codes of the protocol itself, raised before any operation runs. */
export const JSON_RPC_PROTOCOL_ERRORS = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  SESSION_REQUIRED: -32004,
  PROTOCOL_VERSION_UNSUPPORTED: -32005,
} as const;
