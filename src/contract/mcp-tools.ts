// Builds the agent endpoint's tool list from the platform OpenAPI document. Every operation marked `x-mcp` is a
// tool; its input schema is the union of the operation's parameters (minus `business_id`, which the bearer key
// decides) and its JSON body's properties, so the REST operation and the tool can never drift apart.

export interface XMcp {
  tool: string;
  title: string;
  scope: string;
  destructive: boolean;
  idempotent: boolean;
  readOnly: boolean;
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
  };
}

type Json = Record<string, any>;

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** Parameters that the transport, not the caller, supplies. */
const CONTEXT_PARAMS = new Set(['business_id']);

export function buildToolList(dereferencedPlatform: Json): ToolEntry[] {
  const tools: ToolEntry[] = [];
  for (const [path, item] of Object.entries<Json>(dereferencedPlatform.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      const mcp = op?.['x-mcp'] as XMcp | undefined;
      if (!op || !mcp) continue;
      tools.push(toolFromOperation(path, method, op, [...(item.parameters ?? [])], mcp));
    }
  }
  return tools.sort((a, b) => a.name.localeCompare(b.name));
}

function toolFromOperation(path: string, method: string, op: Json, pathItemParams: Json[], mcp: XMcp): ToolEntry {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const add = (name: string, schema: Json, description: string | undefined, isRequired: boolean) => {
    if (name in properties) throw new Error(`x-mcp ${mcp.tool}: input name "${name}" is both a parameter and a body property`);
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
    for (const [name, schema] of Object.entries<Json>(body.properties)) add(name, schema, undefined, bodyRequired.has(name));
  }

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
    },
  };
}
