// The protocol engine: the official SDK's Server (method dispatch, result shapes, JSON-RPC framing) behind its own
// Streamable HTTP transport (the Web-standard one that StreamableHTTPServerTransport wraps for Node), both made
// per request. The SDK keeps a stateful transport's session in this process's memory; here the session is in
// MongoDB and the front layer (endpoint.ts) owns it, so the transport runs stateless (sessionIdGenerator
// undefined, which also means it never validates or issues a session id itself) and in JSON-response mode (this
// server never streams). A Server answers one connected transport at a time, and a stateless transport serves one
// request, so both are made for each request; the handlers close over that request's key and session. Nothing
// costly is made per request: the JSON Schema validator the Server would otherwise build each time is shared.
import type { Logger } from 'pino';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { callTool, type CallContext } from './call-tool.js';
import { PROTOCOL_VERSION, refuse, RpcError } from './error-codes.js';
import { readResource, type ResourceDescriptions } from './resources.js';
import type { ToolCatalogue } from './tools.js';

const SERVER_INFO = { name: 'storefront-platform', title: 'Storefront Commerce Platform' } as const;

const INSTRUCTIONS =
  'Call platform_whoami to see your scopes, platform_list_projects to find a project, then work on it by project_id. ' +
  'Deployments are asynchronous: poll platform_get_deployment_status.';

const CAPABILITIES = { tools: { listChanged: false }, resources: { subscribe: false, listChanged: false } };

export interface ProtocolOptions {
  version: string;
  catalogue: ToolCatalogue;
  resources: ResourceDescriptions;
  logger: Logger;
}

let sharedValidator: AjvJsonSchemaValidator | undefined;

/** Anything a handler throws that is not already this endpoint's refusal is logged and answered -32603. */
function guarded<A extends unknown[], R>(requestId: string, logger: Logger, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) =>
    fn(...args).catch((err: unknown) => {
      if (err instanceof RpcError) throw err;
      logger.error({ err, requestId }, 'mcp: unhandled error');
      throw refuse.internal(requestId);
    });
}

/**
 * Answers one JSON-RPC message (already checked by the front layer) with the SDK: the Response its transport
 * made (JSON, or 202 for a notification). `cx` is undefined for initialize, which has no session yet.
 */
export async function answerWithSdk(opts: ProtocolOptions, message: unknown, cx: CallContext | undefined, requestId: string): Promise<Response> {
  const { catalogue, logger } = opts;
  const server = new Server(
    { ...SERVER_INFO, version: opts.version },
    { capabilities: CAPABILITIES, instructions: INSTRUCTIONS, jsonSchemaValidator: (sharedValidator ??= new AjvJsonSchemaValidator()) },
  );
  // The SDK would echo any revision it knows; this server speaks one (the body's protocolVersion is the client's
  // wish, and the lifecycle lets the server answer with the version it supports).
  server.setRequestHandler(InitializeRequestSchema, () => ({ protocolVersion: PROTOCOL_VERSION, capabilities: CAPABILITIES, serverInfo: { ...SERVER_INFO, version: opts.version }, instructions: INSTRUCTIONS }));
  server.fallbackRequestHandler = (request) => Promise.reject(refuse.methodNotFound(request.method));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: catalogue.list.map((t) => t.listed) }));
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: opts.resources.resources }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: opts.resources.resourceTemplates }));
  if (cx) {
    server.setRequestHandler(CallToolRequestSchema, guarded(requestId, logger, (req) => callTool(cx, req.params.name, req.params.arguments)));
    server.setRequestHandler(ReadResourceRequestSchema, guarded(requestId, logger, (req) => readResource(cx, req.params.uri)));
  }

  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    const request = new Request('http://mcp.invalid/mcp', {
      method: 'POST',
      headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': PROTOCOL_VERSION },
    });
    return await transport.handleRequest(request, { parsedBody: message });
  } finally {
    void transport.close();
  }
}
