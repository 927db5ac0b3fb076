// The operation table of the running server, built once at start from generated/openapi/*.deref.json: every
// (method, path template) of every surface, with its operationId, tag and lazily compiled validators.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SURFACES, type SurfaceName } from '../contract/surfaces.js';
import { Router } from './router.js';
import { compileOperation, type OperationValidator } from './validation.js';

type Json = Record<string, any>;

export interface OperationEntry {
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
  /** Scope a business key must hold (`x-required-scope`, or the agent tool's scope). */
  requiredScope?: string;
  validator(): OperationValidator;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export interface OperationTable {
  router: Router<OperationEntry>;
  byId: Map<string, OperationEntry>;
}

export function loadOperationTable(generatedDir: string): OperationTable {
  const docs: Partial<Record<SurfaceName, Json>> = {};
  for (const surface of SURFACES) {
    docs[surface.name] = JSON.parse(readFileSync(join(generatedDir, 'openapi', `${surface.name}.deref.json`), 'utf8'));
  }
  return buildOperationTable(docs);
}

/** From dereferenced documents keyed by surface. */
export function buildOperationTable(docs: Partial<Record<SurfaceName, Json>>): OperationTable {
  const router = new Router<OperationEntry>();
  const byId = new Map<string, OperationEntry>();
  for (const [surfaceName, doc] of Object.entries(docs) as [SurfaceName, Json][]) {
    for (const [template, pathItem] of Object.entries<Json>(doc.paths ?? {})) {
      for (const method of METHODS) {
        const operation = pathItem[method] as Json | undefined;
        if (!operation) continue;
        let compiled: OperationValidator | undefined;
        const content = operation.requestBody?.content as Json | undefined;
        const rawBodyType = content && !content['application/json'] ? Object.keys(content)[0] : undefined;
        const entry: OperationEntry = {
          surface: surfaceName,
          operationId: operation.operationId,
          tag: operation.tags?.[0] ?? 'default',
          method: method.toUpperCase(),
          template,
          operation,
          pathItem,
          rawBodyType,
          security: operation.security ?? doc.security ?? [],
          requiredScope: operation['x-required-scope'] ?? operation['x-mcp']?.scope,
          validator: () => (compiled ??= compileOperation(operation, pathItem)),
        };
        if (byId.has(entry.operationId)) throw new Error(`operationId ${entry.operationId} is not unique`);
        router.add(method, template, entry);
        byId.set(entry.operationId, entry);
      }
    }
  }
  return { router, byId };
}
