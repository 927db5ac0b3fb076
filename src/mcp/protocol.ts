// The protocol engine: the official SDK's Server (method dispatch, request schemas, result shapes, JSON-RPC error
// framing), one per process, connected once to an in-process transport that hands it the requests this process is
// answering over HTTP and hands back each answer.
//
// Why not the SDK's own HTTP transport: its session lives in the process's memory, while here the session is in
// MongoDB and the front layer (endpoint.ts) owns it, so it would have to run stateless, which means a new transport
// and a new Server (a Server answers one connected transport) for every request, each wrapping the message in a
// WHATWG Request and the answer in a Response: about three quarters of a millisecond of CPU per call, more than the
// operation it carries. The front layer already does all that transport's checks (and maps them to the interface's
// codes), so all that is left for the SDK is the protocol, and one Server serves every request of the process.
//
// Many requests are in flight at once, from many sessions whose JSON-RPC ids may collide, so the transport gives
// each request an id of its own on the way in and puts the client's back on the answer; the handlers find the
// request's key and session (its CallContext) by that id. Client notifications never reach the Server (endpoint.ts).
import type { Logger } from 'pino';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { callTool, type CallContext } from './call-tool.js';
import { PROTOCOL_VERSION, refuse, RpcError, unexpected } from './error-codes.js';
import { CAPABILITIES, INSTRUCTIONS, SERVER_INFO } from './identity.js';
import { readResource, type ResourceDescriptions } from './resources.js';
import type { ToolCatalogue } from './tools.js';

export interface ProtocolOptions {
  version: string;
  catalogue: ToolCatalogue;
  resources: ResourceDescriptions;
  logger: Logger;
}

/** One request as the front layer read it. */
export interface ProtocolRequest {
  id: RequestId;
  method: string;
  params: Record<string, unknown> | undefined;
}

/** The SDK's answer to one request: a JSON-RPC response or error, with the client's id. */
export type ProtocolAnswer = { jsonrpc: '2.0'; id: RequestId } & (
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }
);

export interface ProtocolEngine {
  /** Answers one request; `cx` is undefined only for initialize, which has no session yet. */
  answer(request: ProtocolRequest, cx: CallContext | undefined, requestId: string): Promise<ProtocolAnswer>;
}

/** The Server's side of the exchange: each request goes in under an id of this process's, its answer comes out. */
class ExchangeTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private readonly waiting = new Map<RequestId, (answer: ProtocolAnswer) => void>();

  start(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.onclose?.();
    return Promise.resolve();
  }

  /** Whatever the Server sends that answers no waiting request (it sends no notifications here) is dropped. */
  send(message: JSONRPCMessage): Promise<void> {
    if ('id' in message && message.id !== undefined && ('result' in message || 'error' in message)) {
      const settle = this.waiting.get(message.id);
      if (settle) {
        this.waiting.delete(message.id);
        settle(message as ProtocolAnswer);
      }
    }
    return Promise.resolve();
  }

  /** Hands the Server one request under `id` (this process's, unique); the answer comes back with the client's. */
  exchange(id: number, request: ProtocolRequest): Promise<ProtocolAnswer> {
    return new Promise((resolve) => {
      this.waiting.set(id, (answer) => resolve({ ...answer, id: request.id }));
      const message = {
        jsonrpc: '2.0' as const,
        id,
        method: request.method,
        ...(request.params === undefined ? {} : { params: request.params }),
      };
      this.onmessage!(message);
    });
  }
}

export function createProtocolEngine(opts: ProtocolOptions): ProtocolEngine {
  const { catalogue, logger } = opts;
  const contexts = new Map<RequestId, { cx: CallContext | undefined; requestId: string }>();
  const server = new Server(
    { ...SERVER_INFO, version: opts.version },
    { capabilities: CAPABILITIES, instructions: INSTRUCTIONS },
  );

  /** The context of the request a handler is answering; every request but initialize has a session. */
  function contextOf(id: RequestId): { cx: CallContext; requestId: string } {
    const entry = contexts.get(id);
    if (!entry?.cx) throw refuse.internal(entry?.requestId ?? 'unknown');
    return { cx: entry.cx, requestId: entry.requestId };
  }

  /** Anything a handler throws that is not already this endpoint's refusal is logged and answered -32603. */
  function guarded<R>(id: RequestId, fn: (cx: CallContext) => Promise<R>): Promise<R> {
    const { cx, requestId } = contextOf(id);
    return fn(cx).catch((err: unknown) => {
      if (err instanceof RpcError) throw err;
      logger.error({ err, requestId }, 'mcp: unhandled error');
      throw unexpected(err, requestId);
    });
  }

  // The SDK would echo any revision it knows; this server speaks one (the body's protocolVersion is the client's
  // wish, and the lifecycle lets the server answer with the version it supports). Nothing of the client's is kept
  // on the Server, which serves every session of the process: the session (mcp-sessions.ts) holds what is kept.
  server.setRequestHandler(InitializeRequestSchema, () => ({
    protocolVersion: PROTOCOL_VERSION,
    capabilities: CAPABILITIES,
    serverInfo: { ...SERVER_INFO, version: opts.version },
    instructions: INSTRUCTIONS,
  }));
  server.fallbackRequestHandler = (request) => Promise.reject(refuse.methodNotFound(request.method));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: catalogue.list.map((t) => t.listed) }));
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: opts.resources.resources }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: opts.resources.resourceTemplates,
  }));
  server.setRequestHandler(CallToolRequestSchema, (req, extra) =>
    guarded(extra.requestId, (cx) => callTool(cx, req.params.name, req.params.arguments)),
  );
  server.setRequestHandler(ReadResourceRequestSchema, (req, extra) =>
    guarded(extra.requestId, (cx) => readResource(cx, req.params.uri)),
  );

  const transport = new ExchangeTransport();
  const connected = server.connect(transport);

  let lastId = 0;
  return {
    async answer(request, cx, requestId) {
      await connected;
      // The context is in place before the Server sees the request, and gone once it has answered.
      const id = ++lastId;
      contexts.set(id, { cx, requestId });
      try {
        return await transport.exchange(id, request);
      } finally {
        contexts.delete(id);
      }
    },
  };
}
