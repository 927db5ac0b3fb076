// The 26 tools as this endpoint serves them: generated/mcp/tools.json (made from the platform document's x-mcp
// operations) joined to the operation table, so each tool knows its operation, which of its arguments are path
// parameters, query parameters or body fields, its scope, and whether it is destructive.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { GENERATED_DIR } from '../contract/bundles.js';
import type { ToolEntry } from '../contract/mcp-tools.js';
import { makeAjv } from '../kernel/json-schema.js';
import type { OperationDef, OperationTable } from '../operations/contract.js';

type Json = Record<string, any>;

export interface Tool {
  name: string;
  /** What tools/list shows. */
  listed: ToolEntry;
  def: OperationDef;
  scope: string;
  destructive: boolean;
  /** The tool takes `idempotency_key` (the six idempotent-by-key tools). */
  keyed: boolean;
  pathNames: ReadonlySet<string>;
  queryNames: ReadonlySet<string>;
  hasBody: boolean;
  bodyRequired: boolean;
  /** The arguments against the tool's inputSchema (compiled on first use). */
  validate(): ValidateFunction;
}

export interface ToolCatalogue {
  /** In name order, as tools/list answers. */
  list: Tool[];
  byName: ReadonlyMap<string, Tool>;
}

const ajv = makeAjv();

function readToolEntries(): ToolEntry[] {
  return JSON.parse(readFileSync(join(GENERATED_DIR, 'mcp', 'tools.json'), 'utf8')) as ToolEntry[];
}

export function buildToolCatalogue(
  operations: OperationTable,
  entries: ToolEntry[] = readToolEntries(),
): ToolCatalogue {
  const list: Tool[] = [];
  for (const entry of [...entries].sort((a, b) => a.name.localeCompare(b.name))) {
    const operationId = entry._meta['platform/operationId'];
    const def = operations.get(operationId);
    if (!def)
      throw new Error(
        `generated/mcp/tools.json: ${entry.name} names operation ${operationId}, which the contract does not have`,
      );
    const params: Json[] = [...(def.pathItem.parameters ?? []), ...(def.operation.parameters ?? [])];
    const body = def.operation.requestBody?.content?.['application/json']?.schema as Json | undefined;
    let compiled: ValidateFunction | undefined;
    list.push({
      name: entry.name,
      listed: entry,
      def,
      scope: entry._meta['platform/scope'],
      destructive: entry.annotations.destructiveHint,
      keyed: 'idempotency_key' in entry.inputSchema.properties,
      pathNames: new Set(params.filter((p) => p.in === 'path').map((p) => p.name as string)),
      queryNames: new Set(params.filter((p) => p.in === 'query').map((p) => p.name as string)),
      hasBody: Boolean(body),
      bodyRequired: def.operation.requestBody?.required === true,
      validate: () => (compiled ??= ajv.compile(entry.inputSchema)),
    });
  }
  return { list, byName: new Map(list.map((t) => [t.name, t])) };
}

export interface SplitInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

/** Tool arguments as the operation takes them: path parameters (with the key's business), query, JSON body. */
export function splitArguments(tool: Tool, args: Record<string, unknown>, businessId: string): SplitInput {
  const params: Record<string, string> = { business_id: businessId };
  const query: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  let bodyGiven = false;
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- inputSchema-checked: a string or a number
    if (tool.pathNames.has(name)) params[name] = String(value);
    else if (tool.queryNames.has(name)) query[name] = value;
    else {
      fields[name] = value;
      bodyGiven = true;
    }
  }
  return { params, query, body: tool.hasBody && (bodyGiven || tool.bodyRequired) ? fields : undefined };
}
