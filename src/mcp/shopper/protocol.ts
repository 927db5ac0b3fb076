// The shopper endpoint's MCP 2025-11-25 engine: the official SDK's Server (1.x), one per process, behind the same
// in-process transport as the operator endpoint's (../protocol.ts, which says why), serving initialize, ping,
// tools/list and tools/call. Every request carries its context (business, mode, caller) under an id of this
// process's; the shopper tools ask the client nothing, so nothing but the answer ever comes back.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { PROTOCOL_VERSION, refuse } from '../error-codes.js';
import { ExchangeTransport, type ProtocolAnswer, type ProtocolRequest } from '../protocol.js';
import { callShopperTool, type ShopperContext } from './call-tool.js';
import { fromTransportRefusal } from './errors.js';
import { SHOPPER_CAPABILITIES, SHOPPER_INFO, SHOPPER_INSTRUCTIONS } from './identity.js';
import type { ShopperCatalogue } from './tools.js';

export interface ShopperEngine {
  /** Answers one request; `cx` is undefined only for initialize, which has no session yet. */
  answer(request: ProtocolRequest, cx: ShopperContext | undefined): Promise<ProtocolAnswer>;
}

export function createShopperEngine(version: string, catalogue: ShopperCatalogue): ShopperEngine {
  const contexts = new Map<RequestId, ShopperContext | undefined>();
  const info = { ...SHOPPER_INFO, version };
  const server = new Server(info, { capabilities: SHOPPER_CAPABILITIES, instructions: SHOPPER_INSTRUCTIONS });
  const tools = catalogue.list.map((t) => t.listed);

  // The version this server speaks, whatever the client wished (the lifecycle lets the server choose).
  server.setRequestHandler(InitializeRequestSchema, () => ({
    protocolVersion: PROTOCOL_VERSION,
    capabilities: SHOPPER_CAPABILITIES,
    serverInfo: info,
    instructions: SHOPPER_INSTRUCTIONS,
  }));
  server.fallbackRequestHandler = (request) =>
    Promise.reject(fromTransportRefusal(refuse.methodNotFound(request.method)));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }) as never);
  server.setRequestHandler(CallToolRequestSchema, (req, extra) => {
    const cx = contexts.get(extra.requestId);
    // Every request but initialize has a session, and so a context (endpoint.ts).
    if (!cx) return Promise.reject(fromTransportRefusal(refuse.internal('unknown')));
    return callShopperTool(cx, req.params.name, req.params.arguments) as Promise<CallToolResult>;
  });

  const transport = new ExchangeTransport();
  const connected = server.connect(transport);
  let lastId = 0;
  return {
    async answer(request, cx) {
      await connected;
      const id = ++lastId;
      contexts.set(id, cx);
      try {
        return await transport.exchange(id, request);
      } finally {
        contexts.delete(id);
      }
    },
  };
}
