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
//
// What the Server sends about a request before answering it (a notification tied to it, or a request of its own to
// the client: only the conformance fixtures do either) goes to that request's exchange, which then answers as an
// event stream (endpoint.ts). A client's answer to such a request comes back in a later POST and is fed to the
// Server only from the session the request went out in. It must reach this process, which holds the waiting
// request: true of one process (the fixtures' test), not of a fleet behind a balancer, which the platform's own
// tools never need, since they ask the client nothing.
import type { Logger } from 'pino';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
  type JSONRPCMessage,
  type JSONRPCResponse,
  type ReadResourceResult,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { callTool, type CallContext } from './call-tool.js';
import { PROTOCOL_VERSION, refuse, RpcError, unexpected } from './error-codes.js';
import { fixtureCapabilities } from './fixtures/capabilities.js';
import { legacyFixtures, type LegacyFixtures } from './fixtures/legacy.js';
import { CAPABILITIES, INSTRUCTIONS, SERVER_INFO } from './identity.js';
import { readResource, type ResourceDescriptions } from './resources.js';
import type { ToolCatalogue } from './tools.js';

export interface ProtocolOptions {
  version: string;
  catalogue: ToolCatalogue;
  resources: ResourceDescriptions;
  logger: Logger;
  /** Serve the conformance suite's fixtures beside the platform's tools and resources (MCP_CONFORMANCE_FIXTURES). */
  fixtures?: boolean;
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

/** A message the Server sends about a request before its answer: a notification, or a request to the client. */
export type RelatedMessage = JSONRPCMessage;

export interface ProtocolEngine {
  /**
   * Answers one request; `cx` is undefined only for initialize, which has no session yet. `onRelated` receives
   * what the Server sends about the request before the answer (without it, that is dropped).
   */
  answer(
    request: ProtocolRequest,
    cx: CallContext | undefined,
    requestId: string,
    onRelated?: (message: RelatedMessage) => void,
  ): Promise<ProtocolAnswer>;
  /**
   * Feeds the Server a client's answer to a request the Server sent it; false (and dropped) when it answers no
   * request waiting in this process, or one sent in another session than `cx`'s.
   */
  respond(message: JSONRPCResponse, cx: CallContext): boolean;
}

/** The Server's side of the exchange: each request goes in under an id of this process's, its answer comes out. */
export class ExchangeTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private readonly waiting = new Map<RequestId, (answer: ProtocolAnswer) => void>();
  /** Where the messages about each request go, by the request's id (this process's). */
  private readonly related = new Map<RequestId, (message: RelatedMessage) => void>();
  /** The Server's own requests to clients still waiting for an answer: their id → the exchange they went out in. */
  private readonly asked = new Map<RequestId, RequestId>();

  start(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.onclose?.();
    return Promise.resolve();
  }

  /**
   * An answer settles its exchange; a message about a request goes to that request's exchange while it is open.
   * Anything else (about no request, or one already answered) is dropped.
   */
  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if ('id' in message && message.id !== undefined && ('result' in message || 'error' in message)) {
      const settle = this.waiting.get(message.id);
      if (settle) {
        this.waiting.delete(message.id);
        settle(message as ProtocolAnswer);
      }
      return Promise.resolve();
    }
    const about = options?.relatedRequestId;
    const forward = about === undefined ? undefined : this.related.get(about);
    if (forward) {
      if ('method' in message && 'id' in message && message.id !== undefined) this.asked.set(message.id, about!);
      forward(message);
    }
    return Promise.resolve();
  }

  /** The exchange a request of the Server's went out in, while it waits for the client's answer. */
  askedIn(id: RequestId): RequestId | undefined {
    return this.asked.get(id);
  }

  /** A client's answer to a request of the Server's, for the Server. */
  deliver(message: JSONRPCResponse & { id: RequestId }): void {
    this.asked.delete(message.id);
    this.onmessage!(message);
  }

  /** Hands the Server one request under `id` (this process's, unique); the answer comes back with the client's. */
  exchange(
    id: number,
    request: ProtocolRequest,
    onRelated?: (message: RelatedMessage) => void,
  ): Promise<ProtocolAnswer> {
    if (onRelated) this.related.set(id, onRelated);
    return new Promise((resolve) => {
      this.waiting.set(id, (answer) => {
        // The exchange is over: later messages about it are dropped, and an answer to a question it asked.
        this.related.delete(id);
        for (const [asked, about] of this.asked) if (about === id) this.asked.delete(asked);
        resolve({ ...answer, id: request.id });
      });
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
  const { logger } = opts;
  const contexts = new Map<RequestId, { cx: CallContext | undefined; requestId: string }>();
  const fixtures = opts.fixtures
    ? legacyFixtures((extra) => contexts.get(extra.requestId)?.cx?.session?._id)
    : undefined;
  const capabilities = fixtures ? fixtureCapabilities('legacy') : CAPABILITIES;
  const server = new Server({ ...SERVER_INFO, version: opts.version }, { capabilities, instructions: INSTRUCTIONS });

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
    capabilities,
    serverInfo: { ...SERVER_INFO, version: opts.version },
    instructions: INSTRUCTIONS,
  }));
  server.fallbackRequestHandler = (request) => Promise.reject(refuse.methodNotFound(request.method));
  registerLists(server, opts, fixtures);
  // A fixture's result is plain JSON of the same shape as the SDK's result types.
  server.setRequestHandler(CallToolRequestSchema, (req, extra) =>
    guarded(extra.requestId, (cx) => {
      const { name, arguments: args } = req.params;
      return (fixtures?.callTool(name, args, extra) ?? callTool(cx, name, args)) as Promise<CallToolResult>;
    }),
  );
  server.setRequestHandler(ReadResourceRequestSchema, (req, extra) =>
    guarded(extra.requestId, (cx) => {
      const fixture = fixtures?.readResource(req.params.uri);
      return (fixture ? Promise.resolve(fixture) : readResource(cx, req.params.uri)) as Promise<ReadResourceResult>;
    }),
  );
  fixtures?.register(server);

  const transport = new ExchangeTransport();
  const connected = server.connect(transport);

  let lastId = 0;
  return {
    async answer(request, cx, requestId, onRelated) {
      await connected;
      // The context is in place before the Server sees the request, and gone once it has answered.
      const id = ++lastId;
      contexts.set(id, { cx, requestId });
      try {
        return await transport.exchange(id, request, onRelated);
      } finally {
        contexts.delete(id);
      }
    },
    respond(message, cx) {
      if (message.id === undefined) return false;
      const about = transport.askedIn(message.id);
      const session = about === undefined ? undefined : contexts.get(about)?.cx?.session?._id;
      if (session === undefined || session !== cx.session?._id) return false;
      transport.deliver({ ...message, id: message.id });
      return true;
    },
  };
}

/** tools/list, resources/list and resources/templates/list: the platform's, then the fixtures' when they are on. */
function registerLists(server: Server, opts: ProtocolOptions, fixtures: LegacyFixtures | undefined): void {
  const tools = [...opts.catalogue.list.map((t) => t.listed), ...(fixtures?.tools ?? [])];
  const resources = [...opts.resources.resources, ...(fixtures?.resources ?? [])];
  const resourceTemplates = [...opts.resources.resourceTemplates, ...(fixtures?.resourceTemplates ?? [])];
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }) as never);
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources }) as never);
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates }) as never);
}
