// The 2026-07-28 era of `/mcp`: stateless requests (no initialize, no session; the protocol version and the
// client's capabilities in each request's `_meta`), served by the official SDK's dual-era package
// (@modelcontextprotocol/server 2.x). Its handler does everything the revision asks of the protocol layer:
// `_meta` validation (-32602), the Mcp-Method / Mcp-Name / MCP-Protocol-Version headers (-32020), capabilities a
// request needs (-32021), unsupported versions (-32022), `server/discover`, `resultType` and the server's identity
// on every result, `ttlMs` / `cacheScope` on the cacheable ones, and HTTP 404 for the methods the revision removed.
//
// The front layer (endpoint.ts) has already done what both eras share (Origin and Host, the bearer, the rate limit,
// the key's reach, media types, the body), and loads this module only for a request that reaches for 2026-07-28,
// which `claims` then classifies with the SDK's own classifier. What is left here
// is a Server per request, as the SDK's handler requires: the low-level one, with the tool list and its schemas
// built once per process (the high-level McpServer would rebuild 26 tools from schemas on every request), and the
// same tools/call and resources/read as the 2025-11-25 path, with the interface's server codes moved out of the
// range the revision retires (modernErrorOf in error-codes.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  classifyInboundRequest,
  createMcpHandler,
  ProtocolError,
  Server,
  type AuthInfo,
  type CacheHint,
  type CallToolResult,
  type ReadResourceResult,
  type ListResourcesResult,
  type ListResourceTemplatesResult,
  type ListToolsResult,
  type McpHttpHandler,
} from '@modelcontextprotocol/server';
import type { Logger } from 'pino';
import { header } from '../http/kit/credentials.js';
import { callTool, type CallContext } from './call-tool.js';
import { modernErrorOf, RpcError, unexpected } from './error-codes.js';
import { fixtureCapabilities, modernFixtures, type ModernFixtures } from './fixtures/index.js';
import { CAPABILITIES, INSTRUCTIONS, SERVER_INFO } from './identity.js';
import { readResource, type ResourceDescriptions } from './resources.js';
import type { ToolCatalogue } from './tools.js';

// Lists are the same for every key and change only with a deployment of the server: shared caches may keep them
// for a minute. What a resource says depends on the business and the moment, so it is the caller's and not kept.
const CACHE_HINTS: Partial<Record<'tools/list' | 'resources/list' | 'resources/templates/list', CacheHint>> &
  Record<'resources/read' | 'server/discover', CacheHint> = {
  'tools/list': { ttlMs: 60_000, cacheScope: 'public' },
  'resources/list': { ttlMs: 60_000, cacheScope: 'public' },
  'resources/templates/list': { ttlMs: 60_000, cacheScope: 'public' },
  'resources/read': { ttlMs: 0, cacheScope: 'private' },
  'server/discover': { ttlMs: 60_000, cacheScope: 'public' },
};

export interface ModernOptions {
  version: string;
  catalogue: ToolCatalogue;
  resources: ResourceDescriptions;
  logger: Logger;
  /** Serve the conformance suite's fixtures beside the platform's tools and resources (MCP_CONFORMANCE_FIXTURES). */
  fixtures?: boolean;
}

/** What the SDK's factory is handed per request: our context rides in AuthInfo's free-form `extra`. */
interface Carried extends AuthInfo {
  extra: { cx: CallContext };
}

export interface ModernPath {
  /**
   * Whether a request that reaches for 2026-07-28 (endpoint.ts) is that revision's, as the SDK's classifier tells
   * the revisions apart: a claim in `_meta` is, and so is what the classifier rejects, which this path's handler
   * answers; an initialize the classifier routes to 2025-11-25 is not.
   */
  claims(req: IncomingMessage, body: unknown): boolean;
  /** Answers one classified 2026-07-28 request whose body the front layer has read. */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    body: unknown,
    cx: CallContext,
    out: Record<string, string>,
  ): Promise<void>;
  close(): Promise<void>;
}

export function createModernPath(opts: ModernOptions): ModernPath {
  const { catalogue, logger } = opts;
  // The handler is made below; the fixtures' list-change announcements go through it.
  const fixtures = opts.fixtures ? modernFixtures(() => handler.notify) : undefined;
  // Generated from spec/ and checked against the revision's schema by the tests; typed here as the SDK's results.
  const tools = {
    tools: [...catalogue.list.map((t) => t.listed), ...(fixtures?.tools ?? [])],
  } as unknown as ListToolsResult;
  const resources = { resources: [...opts.resources.resources, ...(fixtures?.resources ?? [])] } as ListResourcesResult;
  const templates = {
    resourceTemplates: [...opts.resources.resourceTemplates, ...(fixtures?.resourceTemplates ?? [])],
  } as ListResourceTemplatesResult;
  const info = { ...SERVER_INFO, version: opts.version };
  const options = serverOptions(fixtures);

  /** A refusal of ours as the SDK's ProtocolError (the only thrown shape it keeps the code of), logged if unexpected. */
  function guarded<R>(cx: CallContext, fn: () => Promise<R>): Promise<R> {
    return fn().catch((err: unknown) => {
      if (!(err instanceof RpcError)) {
        logger.error({ err, requestId: cx.requestId }, 'mcp: unhandled error');
        err = unexpected(err, cx.requestId);
      }
      const modern = modernErrorOf(err as RpcError);
      throw new ProtocolError(modern.code, modern.message, modern.data);
    });
  }

  // A fixture's result is plain JSON of the same shape as the SDK's result types.
  function serverFor(cx: CallContext): Server {
    const server = new Server(info, options);
    server.setRequestHandler('tools/list', () => tools);
    server.setRequestHandler('tools/call', (req, ctx) =>
      guarded(cx, () => {
        const { name, arguments: args } = req.params;
        return (fixtures?.callTool(name, args, ctx) ?? callTool(cx, name, args)) as Promise<CallToolResult>;
      }),
    );
    server.setRequestHandler('resources/list', () => resources);
    server.setRequestHandler('resources/templates/list', () => templates);
    server.setRequestHandler('resources/read', (req) =>
      guarded(cx, () => {
        const fixture = fixtures?.readResource(req.params.uri);
        return (fixture ? Promise.resolve(fixture) : readResource(cx, req.params.uri)) as Promise<ReadResourceResult>;
      }),
    );
    fixtures?.register(server);
    return server;
  }

  const handler: McpHttpHandler = createMcpHandler(({ authInfo }) => serverFor((authInfo as Carried).extra.cx), {
    legacy: 'reject',
    onerror: (err) => logger.debug({ err }, 'mcp: 2026-07-28 request refused by the protocol layer'),
  });

  return {
    claims(req, body) {
      const route = classifyInboundRequest({
        httpMethod: 'POST',
        protocolVersionHeader: header(req, 'mcp-protocol-version'),
        mcpMethodHeader: header(req, 'mcp-method'),
        mcpNameHeader: header(req, 'mcp-name'),
        body,
      });
      return route.kind !== 'legacy';
    },
    async serve(req, res, body, cx, out) {
      const authInfo: Carried = {
        token: cx.creds.apiKey ?? '',
        clientId: cx.key._id,
        scopes: cx.key.scopes,
        extra: { cx },
      };
      const answer = await handler.fetch(webRequest(req), { authInfo, parsedBody: body });
      await writeAnswer(res, answer, out);
    },
    close: () => handler.close(),
  };
}

/**
 * What each request's Server is built with. With the fixtures: their capabilities (prompts, completions, logging,
 * list changes), prompts/list cached as the other lists, and the check of sealed request states.
 */
function serverOptions(fixtures: ModernFixtures | undefined) {
  const base = { capabilities: CAPABILITIES, instructions: INSTRUCTIONS, cacheHints: CACHE_HINTS };
  if (!fixtures) return base;
  return {
    ...base,
    capabilities: fixtureCapabilities('modern'),
    cacheHints: { ...CACHE_HINTS, 'prompts/list': CACHE_HINTS['tools/list'] },
    requestState: fixtures.requestState,
  };
}

/** The request line and headers as a WHATWG Request, without a body: the SDK takes the one already parsed. */
export function webRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // Given the parsed body, the SDK reads only the method and the headers (and a signal, when there is one). A real
  // Request would also build an AbortSignal and a body stream for nothing: see docs/benchmarks.md (Agent endpoint).
  return { method: req.method ?? 'POST', headers, url: `http://mcp.invalid${req.url ?? '/mcp'}` } as Request;
}

/** The SDK's Response onto the Node response: a JSON answer whole, an event stream as it comes. */
export async function writeAnswer(res: ServerResponse, answer: Response, out: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...out };
  answer.headers.forEach((value, name) => (headers[name] = value));
  if (answer.body === null) {
    res.writeHead(answer.status, headers);
    res.end();
    return;
  }
  if (!answer.headers.get('content-type')?.startsWith('text/event-stream')) {
    const bytes = Buffer.from(await answer.arrayBuffer());
    headers['content-length'] = String(bytes.length);
    res.writeHead(answer.status, headers);
    res.end(bytes);
    return;
  }
  res.writeHead(answer.status, headers);
  const stream = Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>);
  // The client going away cancels the stream, which the SDK reads as the request's cancellation.
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}
