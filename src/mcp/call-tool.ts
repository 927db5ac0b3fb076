// tools/call: one platform operation through the operation core, for the key's own business.
//
//   unknown tool (-32602) → the tool's scope (-32002) → arguments against the tool's inputSchema (a tool result
//   with isError) → the destructive opt-in of the target project (-32003) → core.invoke (guard, validation,
//   idempotency, handler) → the data as a tool result; a refusal of the operation as a tool result with isError,
//   except the few that stay protocol errors (error-codes.ts, TOOL_RPC_ERRORS), -32007 among them.
//
// Idempotency is the core's, which already scopes a key to the business, the mode, the operation and the calling
// key. The tool's `idempotency_key` reaches it as the call's Idempotency-Key with a prefix: on the 2025-11-25 path
// `mcp:<session>:`, so the same key in another session is another key; on the 2026-07-28 path, which has no
// session, `mcp:`, so a retry from any connection or process replays. The prefix keeps REST's keys apart from
// both. The body keeps its own copy, which the core leaves out of the request hash.
import type { Logger } from 'pino';
import type { Credentials, KeyPrincipal } from '../kernel/caller.js';
import { isAppError, validationError } from '../kernel/errors.js';
import { describeAjvError } from '../kernel/json-schema.js';
import type { Services } from '../services.js';
import { loadDomain } from '../modules/domains/index.js';
import { loadProject } from '../modules/projects/index.js';
import type { OperationCore } from '../operations/core.js';
import type { TenantContext } from '../store/index.js';
import { SESSION_OPERATIONS, sessionCore } from './context.js';
import { refuse, rpcErrorOf, TOOL_RPC_ERRORS } from './error-codes.js';
import type { McpSessionDoc, McpSessions } from './mcp-sessions.js';
import { toolFailure, toolSuccess, type ResourceLink, type ToolResult } from './tool-results.js';
import { splitArguments, type Tool, type ToolCatalogue } from './tools.js';

/** Everything one request acts with. */
export interface CallContext {
  core: OperationCore;
  services: Services;
  logger: Logger;
  sessions: McpSessions;
  catalogue: ToolCatalogue;
  key: KeyPrincipal;
  creds: Credentials;
  /** The 2025-11-25 session; none on the stateless 2026-07-28 path. */
  session: McpSessionDoc | undefined;
  requestId: string;
}

export const tenantOf = (key: KeyPrincipal): TenantContext => ({
  business_id: key.business_id,
  livemode: key.livemode,
});

/**
 * The core to run an operation through: the session's own for the context operations. Without a session the
 * attachment is the key's, as over REST (the 2026-07-28 revision keeps no state between requests).
 */
export function coreFor(cx: CallContext, operationId: string): OperationCore {
  return cx.session && SESSION_OPERATIONS.has(operationId)
    ? sessionCore(cx.core, cx.services, cx.logger, cx.sessions, cx.session)
    : cx.core;
}

/** The Idempotency-Key a keyed tool call reaches the core with (see the header comment). */
function scopedKey(cx: CallContext, key: string): string {
  return cx.session ? `mcp:${cx.session._id.slice(0, 32)}:${key}` : `mcp:${key}`;
}

const orNothing = <T>(p: Promise<T>): Promise<T | undefined> =>
  p.catch((err) => (isAppError(err) && err.code === 'NOT_FOUND' ? undefined : Promise.reject(err)));

/**
 * A destructive tool runs only on a project whose business opted in. The target is the `project_id` argument, or
 * the project of the `domain_id` one; an unknown target is left to the operation, which answers it not found.
 */
async function checkDestructive(cx: CallContext, tool: Tool, args: Record<string, unknown>): Promise<void> {
  const tenant = tenantOf(cx.key);
  let projectId = typeof args.project_id === 'string' ? args.project_id : undefined;
  if (projectId === undefined && typeof args.domain_id === 'string')
    projectId = (await orNothing(loadDomain(cx.services, tenant, args.domain_id)))?.project_id;
  if (projectId === undefined) return;
  const project = await orNothing(loadProject(cx.services, tenant, projectId));
  if (project && !project.settings.mcp_destructive_ops_enabled) throw refuse.destructiveDenied(project._id, tool.name);
}

/** The resource a successful result links to (x-mcp's resourceLink, its `{name}`s filled from the arguments). */
function linkOf(tool: Tool, args: Record<string, unknown>): ResourceLink | undefined {
  const link = tool.listed._meta['platform/resourceLink'];
  if (link === undefined) return undefined;
  const uri = link.uri.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(args[name])));
  return { type: 'resource_link', ...link, uri };
}

export async function callTool(
  cx: CallContext,
  name: string,
  given: Record<string, unknown> | undefined,
): Promise<ToolResult> {
  const tool = cx.catalogue.byName.get(name);
  if (!tool)
    throw refuse.invalidParams(
      `Unknown tool ${JSON.stringify(name)}: tools/list names the tools of this server`,
      `params.name: unknown tool ${JSON.stringify(name)}`,
    );
  if (!cx.key.scopes.includes(tool.scope)) throw refuse.scopeDenied(tool.scope);
  const args = given ?? {};
  const validate = tool.validate();
  if (!validate(args)) return toolFailure(validationError(describeAjvError('arguments', validate.errors?.[0])));
  if (tool.destructive) await checkDestructive(cx, tool, args);

  const { params, query, body } = splitArguments(tool, args, cx.key.business_id);
  const idempotencyKey = tool.keyed && typeof args.idempotency_key === 'string' ? args.idempotency_key : undefined;
  const headers = idempotencyKey === undefined ? undefined : { 'idempotency-key': scopedKey(cx, idempotencyKey) };
  try {
    const result = await coreFor(cx, tool.def.operationId).invoke(
      tool.def.operationId,
      cx.creds,
      { params, query, body, headers },
      { requestId: cx.requestId },
    );
    return toolSuccess(result.data, linkOf(tool, args));
  } catch (err) {
    // The core answers every failure as an AppError (an unexpected one logged and turned INTERNAL).
    if (!isAppError(err)) throw refuse.internal(cx.requestId);
    if (TOOL_RPC_ERRORS.has(err.code)) throw rpcErrorOf(err, cx.requestId, idempotencyKey);
    return toolFailure(err);
  }
}
