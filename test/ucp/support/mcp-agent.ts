// What the shopper MCP tests talk with: the official SDK clients of both MCP revisions (1.x, 2025-11-25 in a session;
// 2.x pinned to 2026-07-28, stateless) against a business's `/ucp/{mode}/{business_id}/mcp`, raw JSON-RPC over fetch
// (to see HTTP statuses and headers), and validators for the shopper document's schemas
// (generated/mcp/ucp.openrpc.json: each tool's result, and the refusals' `data`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { makeAjv } from '../../harness/ajv.js';
import { repoRoot } from '../../harness/contract.js';

export const LEGACY = '2025-11-25';
export const MODERN = '2026-07-28';
const ACCEPT = 'application/json, text/event-stream';

/** What a scripted agent needs of either client: list the tools, call one, close. */
export interface ShopperClient {
  era: 'legacy' | 'modern';
  listTools(): Promise<{ tools: any[] }>;
  /** The tool's result; a JSON-RPC error (or an HTTP refusal carrying one) is thrown. */
  callTool(name: string, args: Record<string, unknown>): Promise<any>;
  close(): Promise<void>;
}

export const endpointOf = (baseUrl: string, businessId: string, mode = 'test') =>
  `${baseUrl}/ucp/${mode}/${businessId}/mcp`;

/** The 1.x SDK client, MCP 2025-11-25: initialize opens a session, every later request carries it. */
export async function connectLegacy(endpoint: string): Promise<ShopperClient> {
  const client = new Client({ name: 'ucp-mcp-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
  return {
    era: 'legacy',
    listTools: () => client.listTools(),
    callTool: (name, args) => client.callTool({ name, arguments: args }),
    close: () => client.close(),
  };
}

/** The 2.x SDK client pinned to MCP 2026-07-28: no initialize, no session. */
export async function connectModern(endpoint: string): Promise<ShopperClient> {
  const client = new ModernClient(
    { name: 'ucp-mcp-tests', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: MODERN } } },
  );
  await client.connect(new ModernTransport(new URL(endpoint)));
  return {
    era: 'modern',
    listTools: () => client.listTools() as never,
    callTool: (name, args) => client.callTool({ name, arguments: args }),
    close: () => client.close(),
  };
}

export const CLIENTS: [string, (endpoint: string) => Promise<ShopperClient>][] = [
  ['1.x SDK, 2025-11-25', connectLegacy],
  ['2.x SDK, 2026-07-28', connectModern],
];

/** `arguments.meta`: the agent's profile, and an idempotency key when given. */
export const meta = (profile: string, key?: string) => ({
  'ucp-agent': { profile },
  ...(key === undefined ? {} : { 'idempotency-key': key }),
});

export interface RawAnswer {
  status: number;
  headers: Headers;
  json: any;
}

let ids = 0;

/** One POST of a JSON-RPC message to the endpoint; `session` (2025-11-25) or `modern` picks the revision. */
export async function rawRpc(
  endpoint: string,
  method: string,
  params: Record<string, unknown> | undefined,
  opts: { session?: string; modern?: boolean; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = { accept: ACCEPT, 'content-type': 'application/json', ...opts.headers };
  let body: Record<string, unknown> = { jsonrpc: '2.0', id: ++ids, method, ...(params && { params }) };
  if (opts.session) {
    headers['mcp-session-id'] = opts.session;
    headers['mcp-protocol-version'] = LEGACY;
  }
  if (opts.modern) {
    headers['mcp-protocol-version'] = MODERN;
    headers['mcp-method'] = method;
    if (typeof params?.name === 'string') headers['mcp-name'] = params.name;
    body = {
      ...body,
      params: {
        ...params,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': MODERN,
          'io.modelcontextprotocol/clientCapabilities': {},
          'io.modelcontextprotocol/clientInfo': { name: 'ucp-raw-tests', version: '0.0.1' },
        },
      },
    };
  }
  const res = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

/** A 2025-11-25 session opened with a raw initialize. */
export async function openSession(endpoint: string): Promise<string> {
  const r = await rawRpc(endpoint, 'initialize', {
    protocolVersion: LEGACY,
    capabilities: {},
    clientInfo: { name: 'ucp-raw-tests', version: '0.0.1' },
  });
  const id = r.headers.get('mcp-session-id');
  if (r.status !== 200 || !id) throw new Error(`initialize failed: ${r.status} ${JSON.stringify(r.json)}`);
  return id;
}

export const ERAS = [
  ['2025-11-25', async (endpoint: string) => ({ session: await openSession(endpoint) })],
  ['2026-07-28', () => Promise.resolve({ modern: true })],
] as const;

const document = JSON.parse(readFileSync(join(repoRoot, 'generated', 'mcp', 'ucp.openrpc.json'), 'utf8'));
const ajv = makeAjv();
ajv.addSchema({ ...document, $id: 'ucp.openrpc.json' });
const results = new Map<string, ReturnType<typeof ajv.compile>>();

/** Where a tool's structuredContent breaks the document's result schema for that tool (empty when it conforms). */
export function resultViolations(tool: string, structured: unknown): string[] {
  let validate = results.get(tool);
  if (!validate) {
    const index = document.methods.findIndex((m: any) => m.name === tool);
    if (index === -1) return [`no tool ${tool}`];
    validate = ajv.getSchema(`ucp.openrpc.json#/methods/${index}/result/schema`)!;
    results.set(tool, validate);
  }
  return validate(structured) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** Where a refusal's `error.data` breaks the document's ErrorData (empty when it conforms). */
export function errorDataViolations(data: unknown): string[] {
  const validate = ajv.getSchema('ucp.openrpc.json#/components/schemas/ErrorData')!;
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
