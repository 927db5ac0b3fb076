// The conformance oracle of the test suite, in process: every response a test receives through the harness is
// checked against the bundled contract (generated/openapi/<surface>.deref.json) with Ajv 2020. The operation is
// resolved from the request's method and path (path templates, literal segments winning over parameters); then
//   - the status must be one the operation documents (exactly, as `4XX`, or `default`),
//   - a documented body must come with a documented content type (JSON here) and validate against its schema,
//   - documented response headers that are present must validate against their schemas (required ones must be
//     present),
//   - a path under an API prefix that no operation (or no method of its path) matches is reported too.
// Requests are not checked: negative tests send invalid requests on purpose, and the server's answer to them is
// what must conform. Paths outside every API surface (hosted pages, health, docs) are not checked.
//
// Prism's validation proxy remains the second opinion: test/contract/prism-conformance.test.ts runs a sample of
// real traffic through it and through this checker and expects both to find nothing, and both to catch the same
// deliberately broken answers.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { makeAjv } from './ajv.js';
import { surfaceForPath } from '../../src/contract/surfaces.js';
import { Router } from '../../src/http/router.js';
import { allOperations, type OperationRef } from './contract.js';

type Json = Record<string, any>;

/** One finding about a response: where (as Prism reports it: `['response', 'body', …]`) and what. */
export interface Finding {
  location: string[];
  message: string;
}

/** A response that broke the contract, with everything found about it (the shape the Prism pass reports too). */
export interface Violation {
  method: string;
  url: string;
  status: number;
  violations: Finding[];
}

// The server's own path matcher (a static segment beats a parameter at the same depth), over the contract's
// operations, and the operations by id.
let router: Router<OperationRef> | undefined;
const byId = new Map<string, OperationRef>();
function routes(): Router<OperationRef> {
  if (router) return router;
  router = new Router<OperationRef>();
  for (const o of allOperations('deref')) {
    router.add(o.method, o.path, o);
    byId.set(o.operation.operationId, o);
  }
  return router;
}

/** The operation a request resolves to; `undefined` outside the API, a reason when the API has no such operation. */
export function resolveOperation(method: string, pathname: string): OperationRef | string | undefined {
  if (!surfaceForPath(pathname)) return undefined;
  const match = routes().match(method.toUpperCase(), pathname);
  if (match.kind === 'found') return match.route.value;
  if (match.kind === 'not-found') return `no operation of the contract has the path ${pathname}`;
  return `${pathname} documents no ${method.toUpperCase()} (only ${match.allowed.join(', ')})`;
}

// Validators are compiled lazily and shared by identical schemas (the error envelopes repeat across operations).
const ajv = makeAjv();
const bySchema = new Map<string, ValidateFunction>();
const byPlace = new Map<string, ValidateFunction>();
function validatorFor(place: string, schema: Json): ValidateFunction {
  let v = byPlace.get(place);
  if (v) return v;
  const text = JSON.stringify(schema);
  v = bySchema.get(text);
  if (!v) {
    v = ajv.compile(schema);
    bySchema.set(text, v);
  }
  byPlace.set(place, v);
  return v;
}

const errorsOf = (v: ValidateFunction) =>
  (v.errors ?? [])
    .slice(0, 8)
    .map(
      (e) =>
        `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${e.params.additionalProperty})` : ''}`,
    );

/** The documented response for a status: exact, then `4XX`-style ranges, then `default`. */
function documentedResponse(op: Json, status: number): { key: string; response: Json } | undefined {
  const responses: Json = op.responses ?? {};
  for (const key of [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default']) {
    if (responses[key]) return { key, response: responses[key] };
  }
  return undefined;
}

const mediaBase = (type: string | null) => (type ?? '').split(';')[0].trim().toLowerCase();
const isJsonMedia = (type: string) => type === 'application/json' || /\+json$/.test(type);

/** A header value as its schema expects it (headers are strings on the wire; the contract types some as integers). */
function headerValue(raw: string, schema: Json): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if ((type === 'integer' || type === 'number') && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

export interface ResponseToCheck {
  method: string;
  /** Full URL or path (query ignored). */
  url: string;
  status: number;
  headers: Headers;
  /** The body as received ('' when there is none). */
  body: string;
}

/** What is wrong with one response, by the contract (empty when it conforms or lies outside the API). */
export function checkResponse(r: ResponseToCheck): Finding[] {
  return check(r, resolveOperation(r.method, new URL(r.url, 'http://x').pathname));
}

function check(r: ResponseToCheck, resolved: OperationRef | string | undefined): Finding[] {
  if (resolved === undefined) return [];
  if (typeof resolved === 'string') return [{ location: ['request', 'path'], message: resolved }];
  const op = resolved.operation;
  const id = op.operationId as string;
  const documented = documentedResponse(op, r.status);
  if (!documented) {
    return [
      {
        location: ['response', 'status'],
        message: `${id}: status ${r.status} is not documented (${Object.keys(op.responses ?? {}).join(', ')})`,
      },
    ];
  }
  const findings: Finding[] = [];
  const place = `${resolved.surface} ${resolved.method} ${resolved.path} ${documented.key}`;

  // Headers: each documented one that is present must match its schema; required ones must be there.
  for (const [name, header] of Object.entries<Json>(documented.response.headers ?? {})) {
    const values =
      name.toLowerCase() === 'set-cookie'
        ? r.headers.getSetCookie()
        : r.headers.has(name)
          ? [r.headers.get(name)!]
          : [];
    if (values.length === 0) {
      if (header.required)
        findings.push({
          location: ['response', 'headers', name],
          message: `${id} ${r.status}: required header ${name} missing`,
        });
      continue;
    }
    if (!header.schema) continue;
    const validate = validatorFor(`${place} header ${name}`, header.schema);
    // Several Set-Cookie lines: the documented cookie must be one of them.
    if (!values.some((v) => validate(headerValue(v, header.schema)))) {
      findings.push({
        location: ['response', 'headers', name],
        message: `${id} ${r.status}: header ${name}: ${values.join(' | ')}: ${errorsOf(validate).join('; ')}`,
      });
    }
  }

  // Body: a documented content type, and a body that validates against its schema.
  const content: Json | undefined = documented.response.content;
  if (!content || Object.keys(content).length === 0) return findings;
  const type = mediaBase(r.headers.get('content-type'));
  const media = Object.entries<Json>(content).find(([t]) => mediaBase(t) === type)?.[1];
  if (!media) {
    findings.push({
      location: ['response', 'headers', 'content-type'],
      message: `${id} ${r.status}: content type "${type || '(none)'}" is not documented (${Object.keys(content).join(', ')})`,
    });
    return findings;
  }
  if (!media.schema) return findings;
  if (!isJsonMedia(type)) return findings;
  let body: unknown;
  try {
    body = JSON.parse(r.body);
  } catch {
    findings.push({
      location: ['response', 'body'],
      message: `${id} ${r.status}: the body is not JSON: ${JSON.stringify(r.body.slice(0, 80))}`,
    });
    return findings;
  }
  const validate = validatorFor(`${place} body ${type}`, media.schema);
  if (!validate(body))
    for (const e of errorsOf(validate))
      findings.push({ location: ['response', 'body'], message: `${id} ${r.status}: ${e}` });
  return findings;
}

/** Problems of `body` against operationId's documented JSON response for `status` (empty when it conforms). */
export function responseProblems(operationId: string, status: number, body: unknown): string[] {
  routes();
  const o = byId.get(operationId);
  if (!o) return [`no operation ${operationId}`];
  const documented = documentedResponse(o.operation, status);
  const schema = documented?.response.content?.['application/json']?.schema;
  if (!schema) return [`${operationId} declares no JSON response for ${status}`];
  const validate = validatorFor(`${o.surface} ${o.method} ${o.path} ${documented!.key} body application/json`, schema);
  return validate(body) ? [] : errorsOf(validate);
}

/** Collects the violations of every response fetched through it. */
export interface ConformanceLog {
  /** A fetch that checks each response before handing it back (the body stays readable). */
  fetch: typeof fetch;
  /** Records a response fetched some other way. */
  record(r: ResponseToCheck): void;
  /** Responses so far that broke the contract. */
  responseViolations(): Violation[];
  /** How many responses were checked (a pass that checked nothing proves nothing). */
  checked(): number;
}

export function conformanceLog(inner: typeof fetch = globalThis.fetch): ConformanceLog {
  const violations: Violation[] = [];
  let checked = 0;
  const record = (r: ResponseToCheck) => {
    const resolved = resolveOperation(r.method, new URL(r.url, 'http://x').pathname);
    if (resolved === undefined) return;
    checked++;
    const findings = check(r, resolved);
    if (findings.length > 0) violations.push({ method: r.method, url: r.url, status: r.status, violations: findings });
  };
  const checkedFetch: typeof fetch = async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = input instanceof Request ? input.url : String(input);
    const res = await inner(input, init);
    if (surfaceForPath(new URL(res.url || url).pathname)) {
      // Streams (server-sent events) are not read here: they would never end.
      const body = /event-stream/.test(res.headers.get('content-type') ?? '') ? '' : await res.clone().text();
      record({ method, url: res.url || url, status: res.status, headers: res.headers, body });
    }
    return res;
  };
  return { fetch: checkedFetch, record, responseViolations: () => violations.slice(), checked: () => checked };
}
