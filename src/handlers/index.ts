// The handler registry: every module under src/handlers/<surface>/ exports `handlers`, keyed by operationId, and
// `npm run generate` imports each one by name in generated/handlers.ts. There the typecheck fails when an operation
// of the contract has no handler, and each module's `satisfies Handlers<surface>` fails when it handles an
// operation its surface does not have. What the types cannot say is checked here at start: no operation claimed by
// two modules, none outside the operation table the server routes.
import { handlerModules } from '../../generated/handlers.js';
import type { HandlerDef } from '../operations/types.js';

export function loadHandlers(knownOperationIds: Set<string>): Record<string, HandlerDef<any>> {
  const registry: Record<string, HandlerDef<any>> = {};
  const owner = new Map<string, string>();
  for (const [module, handlers] of Object.entries(handlerModules)) {
    for (const [operationId, handler] of Object.entries(handlers as Record<string, HandlerDef<any>>)) {
      if (!knownOperationIds.has(operationId))
        throw new Error(`src/handlers/${module}.ts: ${operationId} is not an operation of the contract`);
      if (owner.has(operationId))
        throw new Error(`${operationId} is handled by both src/handlers/${owner.get(operationId)}.ts and ${module}.ts`);
      owner.set(operationId, module);
      registry[operationId] = handler;
    }
  }
  return registry;
}
