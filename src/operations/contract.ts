// The operations of the contract, built once at start from generated/openapi/*.deref.json: for every operationId
// its surface, tag, HTTP method and path template (for the HTTP adapter's router), the security it asks for, the
// scope a business key needs, whether it honours Idempotency-Key, and its validators (compiled on first use).
import { derefBundle } from '../contract/bundles.js';
import { SURFACES, type SurfaceName } from '../contract/surfaces.js';
import { compileOperation, type OperationValidator } from './validation.js';

type Json = Record<string, any>;

export interface OperationDef {
  surface: SurfaceName;
  operationId: string;
  tag: string;
  method: string;
  template: string;
  operation: Json;
  pathItem: Json;
  /** Media type of the request body when it is not JSON (raw uploads): the handler reads the stream itself. */
  rawBodyType?: string;
  /** Effective security requirements (the operation's own, else the document's); [] = public. */
  security: Record<string, string[]>[];
  /**
   * What an unusable customer bearer session (expired, revoked, another business's) means: `reject` (401, the
   * default) or `guest` (`x-invalid-session: guest`, for the sign-in status, whose answer is exactly that).
   */
  invalidSession: 'reject' | 'guest';
  /** Scope a business key must hold (`x-required-scope`, or the agent tool's scope). */
  requiredScope?: string;
  /** The operation declares the Idempotency-Key header: the core makes retries with the same key safe. */
  idempotent: boolean;
  validator(): OperationValidator;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export type OperationTable = ReadonlyMap<string, OperationDef>;

export function loadOperationTable(): OperationTable {
  const docs: Partial<Record<SurfaceName, Json>> = {};
  for (const surface of SURFACES) docs[surface.name] = derefBundle(surface.name);
  return buildOperationTable(docs);
}

/** From dereferenced documents keyed by surface. */
export function buildOperationTable(docs: Partial<Record<SurfaceName, Json>>): OperationTable {
  const byId = new Map<string, OperationDef>();
  for (const [surfaceName, doc] of Object.entries(docs) as [SurfaceName, Json][]) {
    for (const [template, pathItem] of Object.entries<Json>(doc.paths ?? {})) {
      for (const method of METHODS) {
        const operation = pathItem[method] as Json | undefined;
        if (!operation) continue;
        let compiled: OperationValidator | undefined;
        const content = operation.requestBody?.content as Json | undefined;
        const rawBodyType = content && !content['application/json'] ? Object.keys(content)[0] : undefined;
        const parameters: Json[] = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
        const def: OperationDef = {
          surface: surfaceName,
          operationId: operation.operationId,
          tag: operation.tags?.[0] ?? 'default',
          method: method.toUpperCase(),
          template,
          operation,
          pathItem,
          rawBodyType,
          security: operation.security ?? doc.security ?? [],
          invalidSession: operation['x-invalid-session'] === 'guest' ? 'guest' : 'reject',
          requiredScope: operation['x-required-scope'] ?? operation['x-mcp']?.scope,
          idempotent: parameters.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key'),
          validator: () => (compiled ??= compileOperation(operation, pathItem)),
        };
        if (byId.has(def.operationId)) throw new Error(`operationId ${def.operationId} is not unique`);
        byId.set(def.operationId, def);
      }
    }
  }
  return byId;
}
