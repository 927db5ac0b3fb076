// platform_ctx and platform_attach_project over /mcp: the same operations (getContext, attachProject) with the same
// guard, validation and scope, but the attachment is the MCP session's, not the key's (the REST handlers store it
// on the key: src/handlers/platform/context.ts). They run through an operation core of their own whose two
// handlers read and write the session; it shares the main core's operation table and key lookups, and is made per
// call because it closes over the session (a map of two handlers: nothing to speak of).
import type { Logger } from 'pino';
import { requireTenant } from '../kernel/caller.js';
import type { Services } from '../services.js';
import { callingKey, workingContext, presentContext } from '../modules/keys/index.js';
import { loadProject } from '../modules/projects/index.js';
import { createOperationCore, type OperationCore } from '../operations/core.js';
import type { HandlerDef } from '../operations/types.js';
import type { McpSessionDoc, McpSessions } from './mcp-sessions.js';

/** The operations whose meaning depends on the session. */
export const SESSION_OPERATIONS: ReadonlySet<string> = new Set(['getContext', 'attachProject']);

export function sessionCore(
  base: OperationCore,
  services: Services,
  logger: Logger,
  sessions: McpSessions,
  session: McpSessionDoc,
): OperationCore {
  const handlers: Record<string, HandlerDef<any>> = {
    async getContext(ctx) {
      const c = await workingContext(
        ctx.services,
        requireTenant(ctx.caller),
        callingKey(ctx.caller).id,
        await sessions.attachment(session),
      );
      return { data: presentContext(c, ctx.services.config.sites) };
    },
    async attachProject(ctx) {
      const tenant = requireTenant(ctx.caller);
      // Unknown, or another business's: 404, and the attachment stays as it was.
      const project = await loadProject(ctx.services, tenant, (ctx.body as { project_id: string }).project_id);
      await sessions.attach(session, project._id);
      const c = await workingContext(ctx.services, tenant, callingKey(ctx.caller).id, project._id);
      return { data: presentContext(c, ctx.services.config.sites) };
    },
  };
  return createOperationCore({
    services,
    operations: base.operations,
    handlers,
    keys: { peek: (raw) => base.peekKey(raw), resolve: (raw) => base.resolveKey(raw) },
    // Platform operations never take a customer's session.
    resolveCustomer: () => Promise.resolve(null),
    logger,
  });
}
