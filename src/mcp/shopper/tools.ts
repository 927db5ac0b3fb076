// The nine shopper tools as this endpoint serves them: generated/mcp/ucp-tools.json (tool-list.ts, from
// spec/ucp/mcp.openrpc.json) joined to the operation table, so each tool knows its UCP operation, whether it names
// a resource by `id`, which argument is the operation's body (`checkout` or `catalog`), and whether it needs
// `meta["idempotency-key"]`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR } from '../../contract/bundles.js';
import type { OperationTable } from '../../operations/contract.js';
import type { ShopperToolEntry } from './tool-list.js';

type Json = Record<string, any>;

export interface ShopperTool {
  name: string;
  /** What tools/list shows. */
  listed: ShopperToolEntry;
  operationId: string;
  /** The tool names its checkout or order by the `id` argument (the REST path's `{id}`). */
  takesId: boolean;
  /** The argument the operation takes as its body: `checkout` or `catalog`; undefined when it takes none. */
  bodyArgument: string | undefined;
  /** `meta["idempotency-key"]` is required (complete_checkout, cancel_checkout). */
  keyRequired: boolean;
}

export interface ShopperCatalogue {
  /** In name order, as tools/list answers. */
  list: ShopperTool[];
  byName: ReadonlyMap<string, ShopperTool>;
}

const readEntries = (): ShopperToolEntry[] =>
  JSON.parse(readFileSync(join(GENERATED_DIR, 'mcp', 'ucp-tools.json'), 'utf8')) as ShopperToolEntry[];

/** Whether a schema (through allOf) requires `name`. */
function requires(schema: Json | undefined, name: string): boolean {
  if (!schema) return false;
  return (
    (Array.isArray(schema.required) && schema.required.includes(name)) ||
    (Array.isArray(schema.allOf) && schema.allOf.some((s: Json) => requires(s, name)))
  );
}

export function buildShopperCatalogue(
  operations: OperationTable,
  entries: ShopperToolEntry[] = readEntries(),
): ShopperCatalogue {
  const list: ShopperTool[] = [];
  for (const entry of entries) {
    const operationId = entry._meta['ucp/operationId'];
    if (!operations.get(operationId))
      throw new Error(`generated/mcp/ucp-tools.json: ${entry.name} names operation ${operationId}, which is unknown`);
    const names = Object.keys(entry.inputSchema.properties);
    list.push({
      name: entry.name,
      listed: entry,
      operationId,
      takesId: names.includes('id'),
      bodyArgument: names.find((n) => n !== 'meta' && n !== 'id'),
      keyRequired: requires(entry.inputSchema.properties.meta as Json, 'idempotency-key'),
    });
  }
  list.sort((a, b) => a.name.localeCompare(b.name));
  return { list, byName: new Map(list.map((t) => [t.name, t])) };
}
