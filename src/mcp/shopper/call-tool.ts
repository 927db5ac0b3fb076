// tools/call on the shopper endpoint: one UCP operation through the operation core, the same handlers as REST.
//
//   unknown tool (-32602) → `meta["ucp-agent"].profile` present (else invalid_profile_url, -32001, HTTP 400) → the
//   shapes only this binding has: `id` a string, the body argument an object, `meta["idempotency-key"]` where the
//   tool needs it (-32602) → core.invoke with the profile as the agent's credential (the guard negotiates exactly as
//   for REST's UCP-Agent header), the endpoint's business and mode as the path's, the key as Idempotency-Key (the
//   core scopes it to the agent's profile URL, so a retry over REST or MCP replays alike) → the UCP document as the
//   result: `structuredContent` and its JSON in one text block. capabilities_incompatible is a result too (UCP's
//   error response); every other refusal is a JSON-RPC error (errors.ts).
import type { Logger } from 'pino';
import type { Credentials } from '../../kernel/caller.js';
import { AppError, isAppError } from '../../kernel/errors.js';
import type { OperationCore } from '../../operations/core.js';
import type { McpSessionDoc } from '../mcp-sessions.js';
import { internalError, invalidArguments, ShopperError, shopperErrorOf } from './errors.js';
import type { ShopperCatalogue, ShopperTool } from './tools.js';

/** Everything one request acts with. */
export interface ShopperContext {
  core: OperationCore;
  logger: Logger;
  catalogue: ShopperCatalogue;
  /** The endpoint's business and mode (its path's). */
  businessId: string;
  mode: string;
  /** The caller's address and user agent; the agent's profile is added per call. */
  creds: Credentials;
  requestId: string;
  /** The 2025-11-25 session; none on the stateless 2026-07-28 path. */
  session: McpSessionDoc | undefined;
  /** The refusal a tool call ended in: the front layer answers with its HTTP status. */
  refusal?: ShopperError;
}

export interface ShopperToolResult {
  [key: string]: unknown;
  content: [{ type: 'text'; text: string }];
  structuredContent: Record<string, unknown>;
}

type Args = Record<string, unknown>;

const isObject = (v: unknown): v is Args => v !== null && typeof v === 'object' && !Array.isArray(v);

const ucpResult = (doc: Record<string, unknown>): ShopperToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(doc) }],
  structuredContent: doc,
});

/** The agent's profile URL; without one there is nobody to negotiate with (REST: a missing UCP-Agent header). */
function profileOf(meta: unknown): string {
  const agent = isObject(meta) ? meta['ucp-agent'] : undefined;
  const profile = isObject(agent) ? agent.profile : undefined;
  if (typeof profile === 'string') return profile;
  const what = profile === undefined ? 'is missing' : 'must be a string';
  throw new AppError(
    'UCP_INVALID_PROFILE_URL',
    `arguments.meta["ucp-agent"].profile ${what}: every call names the agent's profile URL (https) there`,
  );
}

/** The shapes the binding adds to the REST operation (see the header); the core checks the rest. */
function checkShapes(tool: ShopperTool, args: Args, meta: unknown): string | undefined {
  if (tool.takesId && (typeof args.id !== 'string' || args.id === ''))
    throw invalidArguments(`arguments.id: ${args.id === undefined ? 'is required' : 'must be a non-empty string'}`);
  const body = tool.bodyArgument;
  if (body !== undefined && !isObject(args[body]))
    throw invalidArguments(`arguments.${body}: ${args[body] === undefined ? 'is required' : 'must be an object'}`);
  const key = isObject(meta) ? meta['idempotency-key'] : undefined;
  if (key !== undefined && typeof key !== 'string')
    throw invalidArguments('arguments.meta.idempotency-key: must be a string');
  if (key === undefined && tool.keyRequired)
    throw invalidArguments(`arguments.meta.idempotency-key: is required by ${tool.name} (a UUID makes retries safe)`);
  return key;
}

/** REST's names of the input (`body.x`, `path.id`, `header.idempotency-key`) as the tool's arguments. */
function argumentWording(tool: ShopperTool): (message: string) => string {
  const body = `arguments.${tool.bodyArgument ?? 'body'}`;
  return (message) =>
    message
      .replace(/\bbody(?=[.:])/g, body)
      .replace(/\bpath\.(?=id\b)/g, 'arguments.')
      .replace(/\bheader\.idempotency-key\b/g, 'arguments.meta.idempotency-key');
}

async function invokeTool(cx: ShopperContext, tool: ShopperTool, args: Args): Promise<ShopperToolResult> {
  const profile = profileOf(args.meta);
  const key = checkShapes(tool, args, args.meta);
  const params: Record<string, string> = { mode: cx.mode, business_id: cx.businessId };
  if (tool.takesId) params.id = args.id as string;
  const input = {
    params,
    body: tool.bodyArgument === undefined ? undefined : args[tool.bodyArgument],
    headers: key === undefined ? undefined : { 'idempotency-key': key },
  };
  const result = await cx.core.invoke(tool.operationId, { ...cx.creds, ucpProfile: profile }, input, {
    requestId: cx.requestId,
  });
  if (result.status >= 400) throw refusalOf(result);
  return ucpResult(result.data as Record<string, unknown>);
}

/**
 * An answer the operation gave as an HTTP refusal (what release 2026-01-11 answers 400: `{status, messages,
 * detail}`) as this endpoint's error: -32000 with REST's status, the first message's code and the text.
 */
function refusalOf(result: { status: number; data?: unknown }): ShopperError {
  const body = isObject(result.data) ? result.data : {};
  const first = Array.isArray(body.messages) && isObject(body.messages[0]) ? body.messages[0] : {};
  const code = typeof first.code === 'string' ? first.code : 'invalid';
  const content = typeof body.detail === 'string' ? body.detail : 'The request cannot be served';
  return new ShopperError(-32000, content, { code, content }, result.status);
}

/** One tools/call; a refusal is thrown as a ShopperError and kept on the context for the HTTP status. */
export async function callShopperTool(
  cx: ShopperContext,
  name: string,
  args: Args | undefined,
): Promise<ShopperToolResult> {
  const tool = cx.catalogue.byName.get(name);
  try {
    if (!tool) throw invalidArguments(`Unknown tool ${JSON.stringify(name)}: tools/list names this endpoint's tools`);
    return await invokeTool(cx, tool, args ?? {});
  } catch (err) {
    // UCP answers a missing mutual capability as a business outcome: its error response is the result.
    if (isAppError(err) && err.code === 'UCP_CAPABILITIES_INCOMPATIBLE' && isObject(err.data))
      return ucpResult(err.data);
    let refusal: ShopperError;
    if (err instanceof ShopperError) refusal = err;
    else if (isAppError(err)) refusal = shopperErrorOf(err, tool ? argumentWording(tool) : undefined);
    else {
      cx.logger.error({ err, requestId: cx.requestId }, 'ucp mcp: unhandled error');
      refusal = internalError(cx.requestId);
    }
    cx.refusal = refusal;
    throw refusal;
  }
}
