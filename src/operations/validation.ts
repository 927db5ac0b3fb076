// Request validation compiled from the dereferenced contract with Ajv 2020 (OpenAPI 3.1 schemas are JSON Schema
// 2020-12). Each operation gets its validators once, on first use: path and query parameters (coerced from
// strings, defaults applied), declared headers, and the JSON body (no coercion; defaults applied). A failure is a
// 400 VALIDATION_ERROR whose message names the field.
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { badRequest, validationError } from '../kernel/errors.js';
import { describeAjvError, makeAjv } from '../kernel/json-schema.js';

type Json = Record<string, any>;

// Parameters arrive as strings and are coerced to their schema types; bodies are JSON and are not. Both get their
// defaults filled in. No JSON number is infinite, but JSON.parse reads `1e309` as Infinity: strictNumbers refuses it
// in bodies (a coerced parameter is checked by finiteNumbers, as Ajv does not check again after coercing).
const paramAjv = makeAjv({ useDefaults: true, coerceTypes: true });
const bodyAjv = makeAjv({ useDefaults: true, strictNumbers: true });

export interface OperationValidator {
  /** Names of query parameters whose schema is an array (repeated `?a=1&a=2`). */
  arrayQuery: Set<string>;
  validatePath(params: Record<string, string>): Record<string, unknown>;
  /**
   * `search` is a URL's query string without the `?` (empty when there is none), or the parameters as an object
   * (transports without URLs): undeclared names are dropped either way.
   */
  validateQuery(search: string | Record<string, unknown>): Record<string, unknown>;
  validateHeaders(headers: Record<string, string | string[] | undefined>): void;
  /** `undefined` body means none was sent. */
  validateBody(body: unknown): unknown;
  hasJsonBody: boolean;
  bodyRequired: boolean;
}

function objectSchema(params: Json[]): Json {
  const properties: Json = {};
  const required: string[] = [];
  for (const p of params) {
    properties[p.name] = p.schema ?? {};
    if (p.required) required.push(p.name);
  }
  return { type: 'object', properties, required };
}

/**
 * The declared parameters of a query string, as URLSearchParams reads them: the first value of a scalar, every
 * value of an array, undeclared names ignored. A query without `%` or `+` needs no decoding, so its names and
 * values are sliced straight out of the string; anything else goes through URLSearchParams itself.
 */
export function readQuery(search: string, names: Set<string>, arrays: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (search === '') return out;
  if (search.includes('%') || search.includes('+')) {
    const params = new URLSearchParams(search);
    for (const name of names) {
      if (!params.has(name)) continue;
      out[name] = arrays.has(name) ? params.getAll(name) : params.get(name);
    }
    return out;
  }
  // URLSearchParams drops one leading `?` of its input (`/path??a=1` reads a=1).
  let start = search.charCodeAt(0) === 63 ? 1 : 0;
  while (start < search.length) {
    let end = search.indexOf('&', start);
    if (end === -1) end = search.length;
    if (end > start) {
      const eq = search.indexOf('=', start);
      const named = eq !== -1 && eq < end;
      const name = search.slice(start, named ? eq : end);
      if (names.has(name)) {
        const value = named ? search.slice(eq + 1, end) : '';
        if (!Object.hasOwn(out, name)) out[name] = arrays.has(name) ? [value] : value;
        else if (arrays.has(name)) (out[name] as string[]).push(value);
      }
    }
    start = end + 1;
  }
  return out;
}

/** `{}`: a plain object without a single field. */
export function isEmptyObject(v: unknown): boolean {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  for (const _ in v as object) return false;
  return true;
}

function declaredOnly(given: Record<string, unknown>, names: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (given[name] !== undefined) out[name] = given[name];
  return out;
}

function run(validate: ValidateFunction, where: string, value: unknown, fail = validationError): void {
  if (!validate(value)) throw fail(describeAjvError(where, validate.errors?.[0]));
}

/** The numeric parameters among `params`: their names, and whether each must be an integer. */
function numericParams(params: Json[]): [string, boolean][] {
  const numeric = (s: Json | undefined) => s?.type === 'integer' || s?.type === 'number';
  return params
    .filter((p) => numeric(p.schema) || (p.schema?.type === 'array' && numeric(p.schema.items)))
    .map((p) => [p.name as string, (p.schema.type === 'array' ? p.schema.items : p.schema).type === 'integer']);
}

/**
 * Coercion reads `1e309` as Infinity and `1e20` as an integer no double holds exactly, both "valid" to Ajv: a
 * parameter whose schema sets no bound of its own (a page number without a maximum) would take it to the handler,
 * and `Infinity` comes back as `null` in JSON. Such a value is refused, naming the parameter.
 */
function finiteNumbers(
  out: Record<string, unknown>,
  numeric: [string, boolean][],
  where: string,
  fail: typeof validationError,
): void {
  for (const [name, integer] of numeric) {
    const v = out[name];
    for (const n of Array.isArray(v) ? v : [v]) {
      if (typeof n !== 'number') continue;
      if (integer ? !Number.isSafeInteger(n) : !Number.isFinite(n)) {
        throw fail(
          `${where}.${name}: must be ${integer ? 'an integer from -9007199254740991 to 9007199254740991' : 'a finite number'}`,
        );
      }
    }
  }
}

export function compileOperation(operation: Json, pathItem: Json): OperationValidator {
  const all: Json[] = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
  // An operation-level parameter overrides a path-level one with the same name and location.
  const byKey = new Map<string, Json>();
  for (const p of all) byKey.set(`${p.in}:${p.name}`, p);
  const params = [...byKey.values()];
  const inPath = params.filter((p) => p.in === 'path');
  const inQuery = params.filter((p) => p.in === 'query');
  const inHeader = params.filter((p) => p.in === 'header');

  const pathValidate = paramAjv.compile(objectSchema(inPath));
  const queryValidate = paramAjv.compile(objectSchema(inQuery));
  const headerValidate = paramAjv.compile(objectSchema(inHeader.map((p) => ({ ...p, name: p.name.toLowerCase() }))));
  const arrayQuery = new Set(inQuery.filter((p) => p.schema?.type === 'array').map((p) => p.name as string));
  const queryNames = new Set(inQuery.map((p) => p.name as string));
  const numericPath = numericParams(inPath);
  const numericQuery = numericParams(inQuery);

  const content = operation.requestBody?.content as Json | undefined;
  const jsonSchema = content?.['application/json']?.schema as Json | undefined;
  const bodyValidate = jsonSchema ? bodyAjv.compile(jsonSchema) : undefined;
  const bodyRequired = operation.requestBody?.required === true;
  // A few operations answer schema failures with BAD_REQUEST because the interface says so (support messages).
  const fail = operation['x-validation-error-code'] === 'BAD_REQUEST' ? badRequest : validationError;

  return {
    arrayQuery,
    hasJsonBody: Boolean(jsonSchema),
    bodyRequired,
    validatePath(raw) {
      const out: Record<string, unknown> = { ...raw };
      run(pathValidate, 'path', out, fail);
      finiteNumbers(out, numericPath, 'path', fail);
      return out;
    },
    validateQuery(search) {
      const out =
        typeof search === 'string' ? readQuery(search, queryNames, arrayQuery) : declaredOnly(search, queryNames);
      run(queryValidate, 'query', out, fail);
      finiteNumbers(out, numericQuery, 'query', fail);
      return out;
    },
    validateHeaders(headers) {
      if (inHeader.length === 0) return;
      const out: Record<string, unknown> = {};
      for (const p of inHeader) {
        const v = headers[p.name.toLowerCase()];
        if (v !== undefined) out[p.name.toLowerCase()] = Array.isArray(v) ? v[0] : v;
      }
      run(headerValidate, 'header', out, fail);
    },
    validateBody(body) {
      if (!bodyValidate) return body;
      if (body === undefined) {
        if (bodyRequired) throw fail('body: a JSON request body is required');
        return undefined;
      }
      // Many HTTP wrappers send `{}` for "no body" (axios.post(url, {})): where the body is optional and `{}` is
      // not a valid one, it means none.
      if (!bodyRequired && isEmptyObject(body) && !bodyValidate(body)) return undefined;
      run(bodyValidate, 'body', body, fail);
      return body;
    },
  };
}
