// The shopper endpoint's MCP 2026-07-28 path: stateless requests served by the SDK's dual-era package
// (@modelcontextprotocol/server 2.x) as the operator endpoint's are (../modern.ts, which says what that handler
// does), with the shopper's tools. Loaded with that package on the first request that reaches for the revision.
//
// A refused tool call is a JSON-RPC error the SDK answers with HTTP 200; UCP wants the status REST gives the same
// refusal (424 for an unreachable profile, ...), so the answer's status is the refusal's (call-tool.ts keeps it).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  classifyInboundRequest,
  createMcpHandler,
  ProtocolError,
  Server,
  type AuthInfo,
  type CallToolResult,
  type ListToolsResult,
} from '@modelcontextprotocol/server';
import type { Logger } from 'pino';
import { header } from '../../http/kit/credentials.js';
import { webRequest, writeAnswer } from '../modern.js';
import { callShopperTool, type ShopperContext } from './call-tool.js';
import { ShopperError } from './errors.js';
import { SHOPPER_CAPABILITIES, SHOPPER_INFO, SHOPPER_INSTRUCTIONS } from './identity.js';
import type { ShopperCatalogue } from './tools.js';

/** The tool list changes only with a deployment: shared caches may keep it, and the server's identity, a minute. */
const CACHE_HINTS = {
  'tools/list': { ttlMs: 60_000, cacheScope: 'public' },
  'server/discover': { ttlMs: 60_000, cacheScope: 'public' },
} as const;

/** What the SDK's factory is handed per request: the context rides in AuthInfo's free-form `extra`. */
interface Carried extends AuthInfo {
  extra: { cx: ShopperContext };
}

export interface ShopperModernPath {
  /** Whether a request that reaches for 2026-07-28 is that revision's, as the SDK's classifier tells them apart. */
  claims(req: IncomingMessage, body: unknown): boolean;
  /** Answers one classified 2026-07-28 request whose body the front layer has read. */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    body: unknown,
    cx: ShopperContext,
    out: Record<string, string>,
  ): Promise<void>;
}

export function createShopperModernPath(version: string, catalogue: ShopperCatalogue, logger: Logger) {
  const tools = { tools: catalogue.list.map((t) => t.listed) } as unknown as ListToolsResult;
  const info = { ...SHOPPER_INFO, version };
  const options = { capabilities: SHOPPER_CAPABILITIES, instructions: SHOPPER_INSTRUCTIONS, cacheHints: CACHE_HINTS };

  function serverFor(cx: ShopperContext): Server {
    const server = new Server(info, options);
    server.setRequestHandler('tools/list', () => tools);
    server.setRequestHandler('tools/call', (req) =>
      (callShopperTool(cx, req.params.name, req.params.arguments) as Promise<CallToolResult>).catch((err: unknown) => {
        // callShopperTool throws nothing else; the SDK keeps the code and data of a ProtocolError only.
        const e = err as ShopperError;
        throw new ProtocolError(e.code, e.message, e.data);
      }),
    );
    return server;
  }

  const handler = createMcpHandler(({ authInfo }) => serverFor((authInfo as Carried).extra.cx), {
    legacy: 'reject',
    onerror: (err) => logger.debug({ err }, 'ucp mcp: 2026-07-28 request refused by the protocol layer'),
  });

  const path: ShopperModernPath = {
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
      const authInfo: Carried = { token: '', clientId: 'ucp-agent', scopes: [], extra: { cx } };
      let answer = await handler.fetch(webRequest(req), { authInfo, parsedBody: body });
      const refusal = cx.refusal;
      if (refusal && answer.status === 200 && answer.headers.get('content-type')?.startsWith('application/json'))
        answer = new Response(answer.body, { status: refusal.httpStatus, headers: answer.headers });
      await writeAnswer(res, answer, refusal ? { ...out, ...refusal.headers } : out);
    },
  };
  return path;
}
