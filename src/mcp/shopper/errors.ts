// The shopper endpoint's refusals: JSON-RPC errors as UCP's MCP binding says (its overview's error tables), with
// `data: {code, content, continue_url?}` (the REST body of the same refusal) and the HTTP status REST gives it,
// which over Streamable HTTP is the primary signal:
//
//   discovery and version (invalid_profile_url 400, profile_unreachable 424, profile_malformed and
//     version_unsupported 422)                                                                   → -32001
//   digest_mismatch, algorithm_unsupported (400), and the transport's own refusals (media type, body size, batch)
//                                                                                                → -32600
//   invalid arguments (validation_error, bad_request, request_too_large; HTTP 200, as JSON-RPC's own) → -32602
//   an unexpected failure (500)                                                                  → -32603
//   every other refusal of the request (signature_missing, signature_invalid, key_not_found 401: the POST carrying
//     the call is checked as a REST request is; profile_not_trusted 403, idempotency_conflict and conflict 409,
//     rate_limited 429 with data.retry_after, not_found 404, service_unavailable 503)            → -32000
//
// capabilities_incompatible is no refusal here: it is the tool's result (call-tool.ts). The codes are UCP's on both
// MCP revisions: the binding defines them for its agents, whatever range a later MCP revision keeps for itself.
import { type AppError, type ErrorCode, ucpCodeOf } from '../../kernel/errors.js';
import { HTTP_ERRORS } from '../../http/kit/error-status.js';
import type { RpcError } from '../error-codes.js';

/** `error.data` of every refusal (spec/ucp/mcp.openrpc.json, components.schemas.ErrorData). */
export interface ShopperErrorData {
  code: string;
  content: string;
  continue_url?: string;
  retry_after?: number;
}

/** A JSON-RPC error with the HTTP status (and headers) it travels with; the SDKs answer it by code, message, data. */
export class ShopperError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: ShopperErrorData,
    readonly httpStatus: number,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ShopperError';
  }

  body(id: string | number | null) {
    return { jsonrpc: '2.0' as const, id, error: { code: this.code, message: this.message, data: this.data } };
  }
}

const DISCOVERY: ReadonlySet<ErrorCode> = new Set([
  'UCP_INVALID_PROFILE_URL',
  'UCP_PROFILE_UNREACHABLE',
  'UCP_PROFILE_MALFORMED',
  'UCP_VERSION_UNSUPPORTED',
]);
const MALFORMED_REQUEST: ReadonlySet<ErrorCode> = new Set(['UCP_DIGEST_MISMATCH', 'UCP_ALGORITHM_UNSUPPORTED']);
const INVALID_ARGUMENTS: ReadonlySet<ErrorCode> = new Set(['VALIDATION_ERROR', 'BAD_REQUEST', 'UCP_REQUEST_TOO_LARGE']);

/** The JSON-RPC code and HTTP status of a catalogue refusal on this endpoint (see the header). */
export function rpcCodeOf(code: ErrorCode): { rpc: number; status: number } {
  const status = HTTP_ERRORS[code].status;
  if (DISCOVERY.has(code)) return { rpc: -32001, status };
  if (MALFORMED_REQUEST.has(code)) return { rpc: -32600, status };
  if (INVALID_ARGUMENTS.has(code)) return { rpc: -32602, status: 200 };
  if (code === 'INTERNAL') return { rpc: -32603, status: 500 };
  return { rpc: -32000, status };
}

/**
 * A refusal of the operation core as this endpoint's error. `wording` turns REST's names of the input
 * (`body.line_items`, `path.id`) into the tool's (`arguments.checkout.line_items`, `arguments.id`).
 */
export function shopperErrorOf(err: AppError, wording: (message: string) => string = (m) => m): ShopperError {
  const { rpc, status } = rpcCodeOf(err.code);
  const content = rpc === -32602 ? wording(err.message) : err.message;
  const data: ShopperErrorData = { code: ucpCodeOf(err.code), content };
  const headers: Record<string, string> = {};
  if (err.retryAfterSeconds !== undefined && (status === 429 || status === 503)) {
    data.retry_after = err.retryAfterSeconds;
    headers['retry-after'] = String(err.retryAfterSeconds);
  }
  return new ShopperError(rpc, content, data, status, headers);
}

export const invalidArguments = (content: string) =>
  new ShopperError(-32602, content, { code: 'validation_error', content }, 200);

export const internalError = (requestId: string) => {
  const content = `Internal error; request id ${requestId}`;
  return new ShopperError(-32603, content, { code: 'internal', content }, 500);
};

/**
 * One of the operator endpoint's transport refusals (messages.ts: the message's shape, the protocol version, the
 * params of a method; endpoint.ts: method, media type, body) in this endpoint's shape: the same code and status,
 * `data` in UCP's form with the refusal's name as its code.
 */
export function fromTransportRefusal(err: RpcError): ShopperError {
  const content = err.message;
  return new ShopperError(err.code, content, { code: err.data.name.toLowerCase(), content }, err.httpStatus, {
    ...err.headers,
  });
}
