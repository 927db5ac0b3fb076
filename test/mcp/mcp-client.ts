// What the /mcp tests talk with: the SDK's own Client over its StreamableHTTPClientTransport (as a real agent
// does), raw JSON-RPC over fetch (for what the SDK client would never send, and to see HTTP statuses and headers),
// business keys with chosen scopes, and validators for the OpenRPC document's schemas (components.schemas).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Db } from 'mongodb';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { makeAjv } from '../harness/ajv.js';
import { repoRoot } from '../harness/contract.js';

export const PROTOCOL = '2025-11-25';
export const ACCEPT = 'application/json, text/event-stream';

export interface Connected {
  client: Client;
  transport: StreamableHTTPClientTransport;
  close(): Promise<void>;
}

/** An initialized SDK client presenting `key`; `onRequest` runs before each HTTP request it makes. */
export async function connect(baseUrl: string, key: string, onRequest?: () => void): Promise<Connected> {
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
    fetch: (input, init) => {
      onRequest?.();
      return fetch(input, init);
    },
  });
  const client = new Client({ name: 'mcp-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport, close: () => client.close() };
}

/** The SDK's 2.x client pinned to MCP 2026-07-28 (stateless: no initialize, no session), presenting `key`. */
export async function connectModern(
  baseUrl: string,
  key: string,
): Promise<{ client: ModernClient; close(): Promise<void> }> {
  const transport = new ModernTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  const client = new ModernClient(
    { name: 'mcp-tests', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: MODERN } } },
  );
  await client.connect(transport);
  return { client, close: () => client.close() };
}

export const MODERN = '2026-07-28';

/** A 2026-07-28 request: the revision's per-request `_meta` in `params`. */
export const modernRequest = (method: string, params: Record<string, unknown> = {}) =>
  request(method, {
    ...params,
    _meta: {
      'io.modelcontextprotocol/protocolVersion': MODERN,
      'io.modelcontextprotocol/clientCapabilities': {},
      'io.modelcontextprotocol/clientInfo': { name: 'raw-tests', version: '0.0.1' },
    },
  });

/** The headers a 2026-07-28 request carries for `method` (and the tool's name or resource's URI). */
export const modernHeaders = (method: string, name?: string): Record<string, string> => ({
  'mcp-method': method,
  ...(name === undefined ? {} : { 'mcp-name': name }),
});

export interface RawAnswer {
  status: number;
  headers: Headers;
  /** The parsed body, or null when there is none. */
  json: any;
}

export interface RawInit {
  key?: string | null;
  session?: string;
  /** MCP-Protocol-Version; null sends none (initialize). Default: the negotiated version. */
  version?: string | null;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as is instead of the JSON message. */
  rawBody?: string;
}

/** One HTTP request to /mcp carrying `message` (JSON), with the usual headers unless told otherwise. */
export async function raw(baseUrl: string, message: unknown, init: RawInit = {}): Promise<RawAnswer> {
  const headers: Record<string, string> = { accept: ACCEPT, 'content-type': 'application/json' };
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  if (init.session) headers['mcp-session-id'] = init.session;
  if (init.version !== null) headers['mcp-protocol-version'] = init.version ?? PROTOCOL;
  const method = init.method ?? 'POST';
  const res = await fetch(`${baseUrl}/mcp`, {
    method,
    headers: { ...headers, ...init.headers },
    body:
      method === 'GET' || method === 'HEAD' || method === 'DELETE'
        ? undefined
        : (init.rawBody ?? JSON.stringify(message)),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

let ids = 0;
export const request = (method: string, params?: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id: ++ids,
  method,
  ...(params ? { params } : {}),
});

export const initializeMessage = (protocolVersion = PROTOCOL) =>
  request('initialize', { protocolVersion, capabilities: {}, clientInfo: { name: 'raw-tests', version: '0.0.1' } });

/** A session opened with a raw initialize (no MCP-Protocol-Version header, as real clients do). */
export async function openSession(baseUrl: string, key: string): Promise<string> {
  const r = await raw(baseUrl, initializeMessage(), { key, version: null });
  const id = r.headers.get('mcp-session-id');
  if (r.status !== 200 || !id) throw new Error(`initialize failed: ${r.status} ${JSON.stringify(r.json)}`);
  return id;
}

/** A live business key of `businessId` holding `scopes`. */
export async function businessKey(db: Db, businessId: string, scopes: string[]): Promise<string> {
  return (await issueApiKey(db, { kind: 'business', livemode: true, business_id: businessId, scopes })).key;
}

export const ALL_TOOL_SCOPES = [
  'mcp:invoke',
  'projects:read',
  'projects:write',
  'repos:read',
  'repos:write',
  'deploys:read',
  'deploys:write',
  'env:read',
  'env:write',
  'domains:read',
  'domains:write',
  'docs:read',
];

const openrpc = JSON.parse(readFileSync(join(repoRoot, 'generated', 'mcp', 'openrpc.json'), 'utf8'));
const ajv = makeAjv();
ajv.addSchema({ ...openrpc, $id: 'openrpc.json' });

/** The violations of a value against `components.schemas.<name>` of the OpenRPC document (empty when valid). */
export function violations(name: string, value: unknown): string[] {
  const validate = ajv.getSchema(`openrpc.json#/components/schemas/${name}`);
  if (!validate) throw new Error(`no schema ${name} in the OpenRPC document`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

const tools = JSON.parse(readFileSync(join(repoRoot, 'generated', 'mcp', 'tools.json'), 'utf8')) as {
  name: string;
  outputSchema: Record<string, unknown>;
}[];
const outputs = new Map(tools.map((t) => [t.name, ajv.compile(t.outputSchema)]));

/** The violations of a tool result's structuredContent against the tool's own outputSchema (empty when valid). */
export function outputViolations(tool: string, structured: unknown): string[] {
  const validate = outputs.get(tool);
  if (!validate) return [`no tool ${tool}`];
  return validate(structured) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** The OpenRPC document's error entry for a code (components.errors). */
export function declaredError(code: number): { code: number; data: { name: string } } | undefined {
  return Object.values<{ code: number; data: { name: string } }>(openrpc.components.errors).find(
    (e) => e.code === code,
  );
}
