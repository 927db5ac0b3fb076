// Builds the shopper endpoint's tool list (generated/mcp/ucp-tools.json, by `npm run generate`) from the UCP
// shopper document (spec/ucp/mcp.openrpc.json with the UCP surface's schemas inlined): one tool per method, its
// inputSchema the method's params (`meta`, and `id`, `checkout` or `catalog`) and its outputSchema the method's
// result, so the tools, the REST operations and the document cannot drift apart. Input schemas keep their
// descriptions (they are what a model reads to call the tool); output schemas lose them, as the operator endpoint's
// do (src/contract/mcp-tools.ts), since a result is read, not written.
import { leanSchema } from '../../contract/mcp-tools.js';

type Json = Record<string, any>;

export interface ShopperToolEntry {
  name: string;
  title: string;
  description: string;
  inputSchema: {
    $schema: string;
    type: 'object';
    properties: Record<string, unknown>;
    required: string[];
    /** Tool arguments are open as UCP request bodies are: a field this service does not know is ignored. */
    additionalProperties: true;
  };
  outputSchema: { type: 'object'; oneOf: unknown[] };
  annotations: {
    title: string;
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: false;
  };
  _meta: {
    /** The REST operation the tool runs (the document's `x-rest-operation`). */
    'ucp/operationId': string;
  };
}

/** What each tool does to the business's state, by its name's verb (UCP names its tools that way). */
function annotationsOf(name: string, title: string): ShopperToolEntry['annotations'] {
  const readOnly = /^(?:get|search|lookup)_/.test(name);
  const cancel = name.startsWith('cancel_');
  return {
    title,
    readOnlyHint: readOnly,
    destructiveHint: cancel,
    // A replacement (update) and a cancellation leave the same state however often they are sent.
    idempotentHint: readOnly || cancel || name.startsWith('update_'),
    openWorldHint: false,
  };
}

/** `#/components/...` references resolved against the document, recursively. */
function resolveLocal(node: unknown, doc: Json, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => resolveLocal(n, doc, seen));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/') || seen.includes(ref)) throw new Error(`ucp.openrpc.json: cannot inline ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<any>((at, key) => at?.[key], doc);
    if (target === undefined) throw new Error(`ucp.openrpc.json: ${ref} resolves to nothing`);
    return resolveLocal(target, doc, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, resolveLocal(v, doc, seen)]));
}

/** `inlined`: generated/mcp/ucp.openrpc.json (the UCP surface's schemas inlined, its own references left). */
export function buildShopperToolList(inlined: Json): ShopperToolEntry[] {
  const tools: ShopperToolEntry[] = [];
  for (const method of inlined.methods as Json[]) {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const p of method.params as Json[]) {
      const schema = resolveLocal(p.schema, inlined) as Json;
      properties[p.name] = p.description && !schema.description ? { ...schema, description: p.description } : schema;
      if (p.required) required.push(p.name);
    }
    const result = resolveLocal(method.result.schema, inlined) as Json;
    // The resource (in either release's shape) or the error response: the alternatives exclude each other.
    const alternatives = result.oneOf ?? result.anyOf;
    if (!Array.isArray(alternatives))
      throw new Error(`ucp.openrpc.json: ${method.name}'s result is not a oneOf or anyOf`);
    tools.push({
      name: method.name,
      title: method.summary,
      description: method.description,
      inputSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties,
        required,
        additionalProperties: true,
      },
      outputSchema: { type: 'object', oneOf: leanSchema(alternatives) as unknown[] },
      annotations: annotationsOf(method.name, method.summary),
      _meta: { 'ucp/operationId': method['x-rest-operation'] },
    });
  }
  return tools.sort((a, b) => a.name.localeCompare(b.name));
}
