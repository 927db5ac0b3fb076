// Builds a plausible request for any operation of the contract from its own examples and schemas: used to call
// every operation of the mock (and, later, bad-input sweeps against the server).
type Json = Record<string, any>;

/** A value that satisfies a (dereferenced) schema, preferring the schema's own examples and defaults. */
export function sampleFromSchema(schema: Json | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.examples?.length) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  for (const k of ['oneOf', 'anyOf'] as const) if (schema[k]?.length) return sampleFromSchema(schema[k][0], depth + 1);
  if (schema.allOf?.length)
    return Object.assign({}, ...schema.allOf.map((s: Json) => sampleFromSchema(s, depth + 1) ?? {}));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return '2026-11-22T10:00:00.000Z';
      if (schema.format === 'date') return '2026-11-22';
      if (schema.format === 'email') return 'ama@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/a';
      if (schema.format === 'uuid') return '8f14e45f-ceea-4e7a-9a5b-3c1d2e4f5a6b';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array': {
      const item = sampleFromSchema(schema.items, depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'object': {
      const out: Json = {};
      for (const name of schema.required ?? []) out[name] = sampleFromSchema(schema.properties?.[name], depth + 1);
      return out;
    }
    default:
      return undefined;
  }
}

export interface SampleRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const CREDENTIALS: Record<string, (h: Record<string, string>, q: URLSearchParams) => void> = {
  // Well-formed keys (24 to 64 letters or digits after the prefix): the mock's front refuses malformed ones as the
  // server does.
  PublishableKey: (h) => (h['x-api-key'] = 'pk_test_mockmockmockmockmockmock'),
  SecretKey: (h) => (h['x-api-key'] = 'sk_test_mockmockmockmockmockmock'),
  SecretKeyBearer: (h) => (h.authorization = 'Bearer sk_test_mockmockmockmockmockmock'),
  BusinessKey: (h) => (h.authorization = 'Bearer dk_live_mockmockmockmockmockmock'),
  CustomerSession: (h) => (h.authorization = 'Bearer sess_mockmockmockmock'),
  BusinessIdHeader: (h) => (h['x-business-id'] = 'biz_mockmockmock'),
  UcpAgent: (h) => (h['ucp-agent'] = 'profile="https://agent.example/profiles/shopper.json"'),
  UcpSimulationSecret: (h) => (h['simulation-secret'] = 'mock-simulation-secret'),
};

/** Headers fetch() may not set (the WebSocket handshake is tested with a WebSocket client instead). */
const HOP_BY_HOP = new Set([
  'upgrade',
  'connection',
  'sec-websocket-key',
  'sec-websocket-version',
  'sec-websocket-protocol',
]);

/** A request satisfying the operation's first security requirement, required parameters and first body example. */
export function sampleRequest(doc: Json, method: string, path: string): SampleRequest {
  const item = doc.paths[path];
  const op = item[method.toLowerCase()];
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let url = path;
  for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const value =
      p.example ?? (p.examples ? Object.values<Json>(p.examples)[0]?.value : undefined) ?? sampleFromSchema(p.schema);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.required && p.in === 'query')
      query.set(p.name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    // The guest's bill token is an optional parameter only because a signed-in owner needs none: a sample request
    // carries one, as a guest would.
    else if (p.in === 'query' && p.name === 'token') query.set('token', 'bt_mockmockmockmock');
    else if (p.required && p.in === 'header' && !HOP_BY_HOP.has(p.name.toLowerCase()))
      headers[p.name.toLowerCase()] = String(value);
  }
  const security: Json[] = op.security ?? doc.security ?? [];
  for (const scheme of Object.keys(security[0] ?? {})) CREDENTIALS[scheme]?.(headers, query);
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  const content = op.requestBody?.content as Json | undefined;
  if (content) {
    const [type, media] = Object.entries<Json>(content)[0];
    const example = media.examples
      ? Object.values<Json>(media.examples)[0]?.value
      : (media.example ?? sampleFromSchema(media.schema));
    headers['content-type'] = type;
    body = type.includes('json')
      ? JSON.stringify(example ?? {})
      : new TextEncoder().encode(typeof example === 'string' ? example : 'bytes');
  }
  const qs = query.toString();
  return { method, url: qs ? `${url}?${qs}` : url, headers, body };
}
