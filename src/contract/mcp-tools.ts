// Builds the agent endpoint's tool list from the platform OpenAPI document. Every operation marked `x-mcp` is a
// tool; its input schema is the union of the operation's parameters (minus `business_id`, which the bearer key
// decides) and its JSON body's properties, so the REST operation and the tool can never drift apart. Its output
// schema is the schema of the REST success response's `data`, without descriptions, examples and titles: with them
// the 26 output schemas weighed 85 kB on every tools/list, without them 33 kB (the tool's own description and its
// input fields' descriptions say what a model needs to call it). A refused call's structuredContent is
// `{ error: ToolError }` (spec/mcp/openrpc.json), so the output schema admits that too: clients check
// structuredContent against it whatever isError says.

export interface XMcp {
  tool: string;
  title: string;
  scope: string;
  destructive: boolean;
  idempotent: boolean;
  readOnly: boolean;
  /**
   * A resource that holds more than one call's answer, linked from every successful result (a `resource_link`
   * content block): `uri` is a template whose `{name}`s are the call's arguments.
   */
  resourceLink?: ResourceLinkTemplate;
}

export interface ResourceLinkTemplate {
  uri: string;
  name: string;
  title: string;
  mimeType: string;
}

export interface ToolEntry {
  name: string;
  title: string;
  description: string;
  inputSchema: {
    $schema: string;
    type: 'object';
    properties: Record<string, unknown>;
    required?: string[];
    additionalProperties: false;
  };
  /** What structuredContent holds: the REST response's `data` (an object, as MCP requires), or `{ error }`. */
  outputSchema?: Record<string, unknown>;
  annotations: {
    title: string;
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  _meta: {
    'platform/scope': string;
    'platform/operationId': string;
    'platform/method': string;
    'platform/path': string;
    /** x-mcp's resourceLink: the resource a successful result links to. */
    'platform/resourceLink'?: ResourceLinkTemplate;
  };
}

type Json = Record<string, any>;

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** Parameters that the transport, not the caller, supplies. */
const CONTEXT_PARAMS = new Set(['business_id']);

/** A schema without `description`, `examples`, `example` and `title` (at any depth; properties of those names stay). */
export function leanSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(leanSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema as Json)) {
    if (k === 'description' || k === 'examples' || k === 'example' || k === 'title') continue;
    if (k === 'properties' || k === 'patternProperties' || k === '$defs') {
      out[k] = Object.fromEntries(Object.entries(v as Json).map(([name, s]) => [name, leanSchema(s)]));
    } else out[k] = leanSchema(v);
  }
  return out;
}

/** structuredContent of a refused call: `{ error }`, the document's ToolError. */
function errorResultSchema(toolError: Json): Json {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['error'],
    properties: { error: leanSchema(toolError) },
  };
}

/** The success response's `data` (when it is an object) or a refusal's `{ error }`. */
function outputSchemaOf(op: Json, toolError: Json): Json | undefined {
  for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    const data = response.content?.['application/json']?.schema?.properties?.data as Json | undefined;
    if (data?.type === 'object') return { type: 'object', anyOf: [leanSchema(data), errorResultSchema(toolError)] };
  }
  return undefined;
}

/** `toolError`: the ToolError schema of spec/mcp/openrpc.json (components.schemas.ToolError). */
export function buildToolList(dereferencedPlatform: Json, toolError: Json): ToolEntry[] {
  const tools: ToolEntry[] = [];
  for (const [path, item] of Object.entries<Json>(dereferencedPlatform.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      const mcp = op?.['x-mcp'] as XMcp | undefined;
      if (!op || !mcp) continue;
      tools.push(toolFromOperation(path, method, op, [...(item.parameters ?? [])], mcp, toolError));
    }
  }
  return tools.sort((a, b) => a.name.localeCompare(b.name));
}

function toolFromOperation(
  path: string,
  method: string,
  op: Json,
  pathItemParams: Json[],
  mcp: XMcp,
  toolError: Json,
): ToolEntry {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const add = (name: string, schema: Json, description: string | undefined, isRequired: boolean) => {
    if (name in properties)
      throw new Error(`x-mcp ${mcp.tool}: input name "${name}" is both a parameter and a body property`);
    properties[name] = description && !schema.description ? { ...schema, description } : schema;
    if (isRequired) required.push(name);
  };

  for (const p of [...pathItemParams, ...(op.parameters ?? [])]) {
    if (p.in === 'header' || p.in === 'cookie' || CONTEXT_PARAMS.has(p.name)) continue;
    add(p.name, p.schema ?? {}, p.description, p.in === 'path' || p.required === true);
  }
  const body = op.requestBody?.content?.['application/json']?.schema as Json | undefined;
  if (body) {
    if (body.type !== 'object' || !body.properties) {
      throw new Error(`x-mcp ${mcp.tool}: the JSON body must be an object schema with properties`);
    }
    const bodyRequired = new Set<string>(body.required ?? []);
    for (const [name, schema] of Object.entries<Json>(body.properties))
      add(name, schema, undefined, bodyRequired.has(name));
  }

  const output = outputSchemaOf(op, toolError);
  return {
    name: mcp.tool,
    title: mcp.title,
    description: [op.summary, op.description].filter(Boolean).join('\n\n').trim(),
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      additionalProperties: false,
    },
    ...(output ? { outputSchema: output } : {}),
    annotations: {
      title: mcp.title,
      readOnlyHint: mcp.readOnly,
      destructiveHint: mcp.destructive,
      idempotentHint: mcp.idempotent,
      openWorldHint: false,
    },
    _meta: {
      'platform/scope': mcp.scope,
      'platform/operationId': op.operationId,
      'platform/method': method.toUpperCase(),
      'platform/path': path,
      ...(mcp.resourceLink === undefined ? {} : { 'platform/resourceLink': mcp.resourceLink }),
    },
  };
}
