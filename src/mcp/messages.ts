// The front layer's reading of one POSTed JSON-RPC message, before the SDK sees it: its shape (one message, never
// a batch: -32600), its kind, and for the methods this server offers, its params (-32602). Params are checked here
// with the SDK's own schemas because the SDK, given params its schema refuses, answers -32603 Internal error
// (modelcontextprotocol/typescript-sdk#2284); the interface wants -32602 with the field named.
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { PROTOCOL_VERSION, refuse } from './error-codes.js';

export type RequestId = string | number;

export type Incoming =
  | { kind: 'request'; id: RequestId; method: string; params: Record<string, unknown> | undefined }
  | { kind: 'notification'; method: string }
  /** A client's answer to a server request: this server sends none, so it is accepted and dropped. */
  | { kind: 'response'; id: RequestId };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isId = (v: unknown): v is RequestId => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** The message's kind, or -32600. `id` of a request is read even when the rest is wrong, for the error's own id. */
export function readMessage(raw: unknown): Incoming {
  if (Array.isArray(raw))
    throw refuse.invalidRequest('Invalid Request: batches are not accepted; send one JSON-RPC message per request');
  if (!isObject(raw)) throw refuse.invalidRequest('Invalid Request: the body must be one JSON-RPC 2.0 message object');
  if (raw.jsonrpc !== '2.0') throw refuse.invalidRequest('Invalid Request: jsonrpc must be "2.0"');
  if ('method' in raw) {
    if (typeof raw.method !== 'string' || raw.method === '')
      throw refuse.invalidRequest('Invalid Request: method must be a non-empty string');
    if (raw.params !== undefined && !isObject(raw.params))
      throw refuse.invalidRequest('Invalid Request: params must be an object');
    if (!('id' in raw)) return { kind: 'notification', method: raw.method };
    if (!isId(raw.id)) throw refuse.invalidRequest('Invalid Request: id must be a string or a number');
    return {
      kind: 'request',
      id: raw.id,
      method: raw.method,
      params: raw.params as Record<string, unknown> | undefined,
    };
  }
  if (isId(raw.id) && 'result' in raw !== 'error' in raw) return { kind: 'response', id: raw.id };
  throw refuse.invalidRequest('Invalid Request: neither a request, a notification nor a response');
}

/** The id to answer a refusal with: the request's, when the body got that far. */
export function idOf(raw: unknown): RequestId | null {
  return isObject(raw) && isId(raw.id) ? raw.id : null;
}

interface ParamsSchema {
  safeParse(
    v: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

const SCHEMAS: Record<string, ParamsSchema> = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
  'resources/list': ListResourcesRequestSchema,
  'resources/templates/list': ListResourceTemplatesRequestSchema,
  'resources/read': ReadResourceRequestSchema,
};
const LISTS = new Set(['tools/list', 'resources/list', 'resources/templates/list']);

/**
 * Refuses params the method cannot take, naming the field (-32602). Unknown methods pass: the SDK answers them.
 * `fixtures`: the conformance fixtures are served too, so their test:// resources may be read.
 */
export function checkParams(method: string, params: Record<string, unknown> | undefined, fixtures = false): void {
  const schema = SCHEMAS[method];
  if (!schema) return;
  const parsed = schema.safeParse(params === undefined ? { method } : { method, params });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const details = `${issue.path.map(String).join('.') || 'params'}: ${issue.message}`;
    throw refuse.invalidParams(`Invalid params for ${method}: ${details}`, details);
  }
  // Every list is one page, so no cursor this server could have handed out exists.
  if (LISTS.has(method) && params?.cursor !== undefined) {
    throw refuse.invalidParams(
      'Invalid params: unknown cursor (every list of this server is one page; omit cursor)',
      'params.cursor: unknown cursor',
    );
  }
  if (method === 'resources/read') {
    const uri = params!.uri as string;
    if (!(uri.startsWith('platform://') || (fixtures && uri.startsWith('test://'))) || uri.length > 256) {
      throw refuse.invalidParams(
        'Invalid params: uri must be a platform:// URI of at most 256 characters',
        'params.uri: must start with platform:// (at most 256 characters)',
      );
    }
  }
}

/**
 * MCP-Protocol-Version values accepted after initialize: the negotiated 2025-11-25, and the earlier revisions of the
 * same streamable HTTP transport. Clients are to send the negotiated version, but some send an earlier one on later
 * requests (the official conformance suite sends 2025-03-26 after negotiating 2025-11-25); the answer is 2025-11-25's
 * whatever the header says. 2024-11-05 had another transport (HTTP+SSE), and a missing header is refused too.
 */
const ACCEPTED_VERSION_HEADERS: ReadonlySet<string> = new Set([PROTOCOL_VERSION, '2025-06-18', '2025-03-26']);

/** Every request after initialize names its protocol version (-32005 when missing or not one of those above). */
export function checkVersion(header: string | string[] | undefined): void {
  const got = Array.isArray(header) ? header[0] : header;
  if (got === undefined || !ACCEPTED_VERSION_HEADERS.has(got)) throw refuse.version(got);
}
