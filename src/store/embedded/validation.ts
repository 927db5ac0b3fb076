// Collection validators: `$jsonSchema` (MongoDB's dialect of JSON Schema draft 4, with `bsonType`) and query
// expressions, with validationLevel / validationAction as MongoDB applies them. A schema is compiled once, when
// the collection is created or changed by collMod; keywords MongoDB does not support are refused then, with
// its codes, instead of being ignored.
//
// Schemas are checked against the typed form of a document (Int32 / Double / Long kept apart), so `bsonType:
// 'int'` and `'double'` mean what they mean to MongoDB; query-expression parts see the promoted form, as
// every filter does.
import { Decimal128, Double, Int32 } from 'bson';
import { isPlainObject, keyOf, promote, toNumber, typeOrder, type Doc } from './bson-values.js';
import { CommandError, ErrorCodes, badValue } from './errors.js';

/** Why a value failed a schema: MongoDB's `errInfo.details` shape, reduced to the keyword that failed. */
export type Failure = Doc;
export type Check = (value: unknown) => Failure | null;

const failedToParse = (message: string) => new CommandError(ErrorCodes.FailedToParse, message);

const UNSUPPORTED = new Set(['$ref', '$schema', 'default', 'definitions', 'format', 'id']);
const FLE = new Set(['encrypt', 'encryptMetadata']);

const JSON_TYPES = new Set(['object', 'array', 'number', 'boolean', 'string', 'null']);
const BSON_ALIASES = new Set([
  'double',
  'string',
  'object',
  'array',
  'binData',
  'undefined',
  'objectId',
  'bool',
  'date',
  'null',
  'regex',
  'dbPointer',
  'javascript',
  'symbol',
  'javascriptWithScope',
  'int',
  'timestamp',
  'long',
  'decimal',
  'minKey',
  'maxKey',
  'number',
]);
/** Aliases that only the typed form tells apart (a promoted document has plain numbers). */
export const NUMERIC_SUBTYPES = new Set(['int', 'long', 'double', 'decimal']);

function bsonAlias(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) <= 2147483647 ? 'int' : 'double';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'bigint') return 'long';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  if (v instanceof Uint8Array) return 'binData';
  if (v instanceof Int32) return 'int';
  if (v instanceof Double) return 'double';
  if (v instanceof Decimal128) return 'decimal';
  switch ((v as { _bsontype?: string })._bsontype) {
    case 'Long':
      return 'long';
    case 'Timestamp':
      return 'timestamp';
    case 'ObjectId':
      return 'objectId';
    case 'Binary':
    case 'UUID':
      return 'binData';
    case 'BSONRegExp':
      return 'regex';
    case 'BSONSymbol':
      return 'symbol';
    case 'Code':
      return (v as { scope?: unknown }).scope ? 'javascriptWithScope' : 'javascript';
    case 'DBRef':
      return 'object';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    default:
      return 'object';
  }
}

const isNumeric = (v: unknown) => typeOrder(v) === 3;
const isObject = (v: unknown) => bsonAlias(v) === 'object';

function jsonType(v: unknown): string | null {
  const a = bsonAlias(v);
  if (a === 'object' || a === 'array' || a === 'string' || a === 'null') return a;
  if (a === 'bool') return 'boolean';
  if (isNumeric(v)) return 'number';
  return null;
}

function typeList(keyword: string, spec: unknown, allowed: Set<string>): string[] {
  const list = typeof spec === 'string' ? [spec] : Array.isArray(spec) ? spec : null;
  if (!list || list.length === 0 || !list.every((t) => typeof t === 'string')) {
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      `$jsonSchema keyword '${keyword}' must be either a string or an array of strings`,
    );
  }
  for (const t of list as string[]) {
    if (keyword === 'type' && t === 'integer')
      throw failedToParse("$jsonSchema type 'integer' is not currently supported.");
    if (!allowed.has(t))
      throw badValue(keyword === 'type' ? `Unknown $jsonSchema type: ${t}` : `Unknown type name alias: ${t}`);
  }
  return list as string[];
}

function nonNegative(keyword: string, v: unknown): number {
  const n = toNumber(v);
  if (!Number.isInteger(n) || n < 0)
    throw failedToParse(`$jsonSchema keyword '${keyword}' must be a non-negative integer`);
  return n;
}

function numberArg(keyword: string, v: unknown): number {
  if (!isNumeric(v))
    throw new CommandError(ErrorCodes.TypeMismatch, `$jsonSchema keyword '${keyword}' must be a number`);
  return toNumber(v);
}

function schemaArray(keyword: string, v: unknown): Check[] {
  if (!Array.isArray(v) || v.length === 0 || !v.every(isPlainObject))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      `$jsonSchema keyword '${keyword}' must be a nonempty array of objects`,
    );
  return (v as Doc[]).map(compileSchema);
}

function schemaArg(keyword: string, v: unknown): Check {
  if (!isPlainObject(v))
    throw new CommandError(ErrorCodes.TypeMismatch, `$jsonSchema keyword '${keyword}' must be an object`);
  return compileSchema(v);
}

// eslint-disable-next-line @typescript-eslint/no-misused-spread -- code points are what $jsonSchema's lengths count
const codePoints = (s: string) => [...s].length;
const fail = (operatorName: string, specifiedAs: unknown, more: Doc = {}): Failure => ({
  operatorName,
  specifiedAs: { [operatorName]: specifiedAs },
  ...more,
});

/** Compiles one (sub)schema; the returned check answers null when `value` satisfies it. */
export function compileSchema(schema: Doc): Check {
  const checks: Check[] = [];
  if ('type' in schema && 'bsonType' in schema)
    throw failedToParse("Cannot specify both $jsonSchema keywords 'type' and 'bsonType'");
  for (const [k, raw] of Object.entries(schema)) {
    const arg = promote(raw);
    if (UNSUPPORTED.has(k)) throw failedToParse(`$jsonSchema keyword '${k}' is not currently supported`);
    if (FLE.has(k))
      throw failedToParse(
        `$jsonSchema keyword '${k}' (client-side field level encryption) is not supported by the embedded server`,
      );
    if (!Object.hasOwn(KEYWORDS, k)) throw failedToParse(`Unknown $jsonSchema keyword: ${k}`);
    const check = KEYWORDS[k](arg, raw, k, schema);
    if (check) checks.push(check);
  }
  if ('patternProperties' in schema || 'additionalProperties' in schema) checks.push(compileAdditional(schema));
  if (checks.length === 0) return () => null;
  return (v) => {
    for (const c of checks) {
      const why = c(v);
      if (why) return why;
    }
    return null;
  };
}

/**
 * Compiles one keyword of a schema: `arg` is its value promoted, `raw` as given (sub-schemas keep their typed
 * values), `k` its name, `schema` the whole schema (for the keywords that read a partner). Refuses a malformed
 * value with MongoDB's code; answers the keyword's check, or nothing for a keyword that checks nothing itself.
 */
type KeywordCompiler = (arg: unknown, raw: unknown, k: string, schema: Doc) => Check | undefined;

/** title, description: annotations, checked for type only. */
function annotation(arg: unknown, _raw: unknown, k: string): undefined {
  if (typeof arg !== 'string')
    throw new CommandError(ErrorCodes.TypeMismatch, `$jsonSchema keyword '${k}' must be a string`);
}

function typeKeyword(arg: unknown, _raw: unknown, k: string): Check {
  const types = new Set(typeList(k, arg, JSON_TYPES));
  return (v) => (types.has(jsonType(v) ?? '') ? null : fail('type', arg, { consideredType: bsonAlias(v) }));
}

function bsonTypeKeyword(arg: unknown, _raw: unknown, k: string): Check {
  const types = new Set(typeList(k, arg, BSON_ALIASES));
  return (v) =>
    types.has(bsonAlias(v)) || (types.has('number') && isNumeric(v))
      ? null
      : fail('bsonType', arg, { consideredType: bsonAlias(v) });
}

function enumKeyword(arg: unknown): Check {
  if (!Array.isArray(arg) || arg.length === 0)
    throw failedToParse("$jsonSchema keyword 'enum' cannot be an empty array");
  const keys = new Set(arg.map(keyOf));
  return (v) => (keys.has(keyOf(promote(v))) ? null : fail('enum', arg, { consideredValue: v }));
}

/** minimum, maximum (with their exclusive flags). */
function boundKeyword(arg: unknown, _raw: unknown, k: string, schema: Doc): Check {
  const bound = numberArg(k, arg);
  const exclusive = k === 'minimum' ? schema.exclusiveMinimum === true : schema.exclusiveMaximum === true;
  const low = k === 'minimum';
  return (v) => {
    if (!isNumeric(v)) return null;
    const n = toNumber(v);
    const ok = low ? (exclusive ? n > bound : n >= bound) : exclusive ? n < bound : n <= bound;
    return ok ? null : fail(k, arg, { consideredValue: v });
  };
}

/** exclusiveMinimum, exclusiveMaximum: read by their partner; checked here for type and presence of the partner. */
function exclusiveKeyword(arg: unknown, _raw: unknown, k: string, schema: Doc): undefined {
  if (typeof arg !== 'boolean')
    throw new CommandError(ErrorCodes.TypeMismatch, `$jsonSchema keyword '${k}' must be a boolean`);
  const partner = k === 'exclusiveMinimum' ? 'minimum' : 'maximum';
  if (!(partner in schema))
    throw failedToParse(`$jsonSchema keyword '${partner}' must be a present if ${k} is present`);
}

function multipleOfKeyword(arg: unknown, _raw: unknown, k: string): Check {
  const d = numberArg(k, arg);
  if (!(d > 0)) throw failedToParse("$jsonSchema keyword 'multipleOf' must have a positive value");
  return (v) => (!isNumeric(v) || toNumber(v) % d === 0 ? null : fail('multipleOf', arg, { consideredValue: v }));
}

/** minLength, maxLength, in code points. */
function lengthKeyword(arg: unknown, _raw: unknown, k: string): Check {
  const n = nonNegative(k, arg);
  return (v) => {
    if (typeof v !== 'string') return null;
    const len = codePoints(v);
    return (k === 'minLength' ? len >= n : len <= n) ? null : fail(k, arg, { consideredValue: v });
  };
}

function patternKeyword(arg: unknown): Check {
  if (typeof arg !== 'string')
    throw new CommandError(ErrorCodes.TypeMismatch, "$jsonSchema keyword 'pattern' must be a string");
  const re = new RegExp(arg, 'u');
  return (v) => (typeof v !== 'string' || re.test(v) ? null : fail('pattern', arg, { consideredValue: v }));
}

function requiredKeyword(arg: unknown): Check {
  if (!Array.isArray(arg) || arg.length === 0 || !arg.every((x) => typeof x === 'string')) {
    throw failedToParse("$jsonSchema keyword 'required' must be a nonempty array of strings");
  }
  const names = arg as string[];
  return (v) => {
    if (!isObject(v)) return null;
    const missing = names.filter((n) => (v as Doc)[n] === undefined);
    return missing.length ? fail('required', arg, { missingProperties: missing }) : null;
  };
}

/** minProperties, maxProperties. */
function propertyCountKeyword(arg: unknown, _raw: unknown, k: string): Check {
  const n = nonNegative(k, arg);
  return (v) => {
    if (!isObject(v)) return null;
    const count = Object.keys(v as Doc).length;
    return (k === 'minProperties' ? count >= n : count <= n) ? null : fail(k, arg, { numberOfProperties: count });
  };
}

function propertiesKeyword(_arg: unknown, raw: unknown): Check {
  if (!isPlainObject(raw))
    throw new CommandError(ErrorCodes.TypeMismatch, "$jsonSchema keyword 'properties' must be an object");
  const props = Object.entries(raw).map(([name, sub]) => [name, schemaArg(`properties.${name}`, sub)] as const);
  return (v) => {
    if (!isObject(v)) return null;
    for (const [name, check] of props) {
      const field = (v as Doc)[name];
      if (field === undefined) continue;
      const why = check(field);
      if (why) return { operatorName: 'properties', propertiesNotSatisfied: [{ propertyName: name, details: [why] }] };
    }
    return null;
  };
}

/** patternProperties, additionalProperties: compiled together after the loop (compileAdditional), as both depend
 * on `properties`. */
function compiledAfter(): undefined {
  return undefined;
}

const itemFailure = (i: number, why: Failure): Failure => ({
  operatorName: 'items',
  reason: 'At least one item did not match the sub-schema',
  itemIndex: i,
  details: [why],
});

/** items: one schema for every item, or (an array) one per position, the rest judged by additionalItems. */
function itemsKeyword(_arg: unknown, raw: unknown, _k: string, schema: Doc): Check {
  if (!isPlainObject(raw)) return tupleItems(raw, schema.additionalItems);
  const each = compileSchema(raw);
  return (v) => {
    if (!Array.isArray(v)) return null;
    for (let i = 0; i < v.length; i++) {
      const why = each(v[i]);
      if (why) return itemFailure(i, why);
    }
    return null;
  };
}

function tupleItems(raw: unknown, extra: unknown): Check {
  const tuple = schemaArray('items', raw);
  const rest: Check | boolean =
    extra === undefined ? true : typeof extra === 'boolean' ? extra : schemaArg('additionalItems', extra);
  return (v) => {
    if (!Array.isArray(v)) return null;
    for (let i = 0; i < v.length; i++) {
      if (i < tuple.length) {
        const why = tuple[i](v[i]);
        if (why) return itemFailure(i, why);
      } else if (rest === false) return fail('additionalItems', false, { consideredValue: v });
      else if (rest !== true) {
        const why = rest(v[i]);
        if (why) return { operatorName: 'additionalItems', itemIndex: i, details: [why] };
      }
    }
    return null;
  };
}

/** additionalItems: used by 'items' as an array; ignored otherwise, as in MongoDB. */
function additionalItemsKeyword(arg: unknown, raw: unknown): undefined {
  if (typeof arg !== 'boolean' && !isPlainObject(raw))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      "$jsonSchema keyword 'additionalItems' must be either an object or a boolean",
    );
}

/** minItems, maxItems. */
function itemCountKeyword(arg: unknown, _raw: unknown, k: string): Check {
  const n = nonNegative(k, arg);
  return (v) =>
    !Array.isArray(v) || (k === 'minItems' ? v.length >= n : v.length <= n)
      ? null
      : fail(k, arg, { numberOfItems: Array.isArray(v) ? v.length : 0 });
}

function uniqueItemsKeyword(arg: unknown): Check | undefined {
  if (typeof arg !== 'boolean')
    throw new CommandError(ErrorCodes.TypeMismatch, "$jsonSchema keyword 'uniqueItems' must be a boolean");
  if (!arg) return undefined;
  return (v) => {
    if (!Array.isArray(v)) return null;
    const seen = new Set<string>();
    for (const e of v) {
      const key = keyOf(promote(e));
      if (seen.has(key)) return fail('uniqueItems', true, { duplicatedValue: e });
      seen.add(key);
    }
    return null;
  };
}

function allOfKeyword(_arg: unknown, raw: unknown, k: string): Check {
  const subs = schemaArray(k, raw);
  return (v) => {
    for (const s of subs) {
      const why = s(v);
      if (why) return { operatorName: 'allOf', details: [why] };
    }
    return null;
  };
}

function anyOfKeyword(_arg: unknown, raw: unknown, k: string): Check {
  const subs = schemaArray(k, raw);
  return (v) => (subs.some((s) => s(v) === null) ? null : { operatorName: 'anyOf', reason: 'no matching schemas' });
}

function oneOfKeyword(_arg: unknown, raw: unknown, k: string): Check {
  const subs = schemaArray(k, raw);
  return (v) => {
    const n = subs.filter((s) => s(v) === null).length;
    return n === 1
      ? null
      : { operatorName: 'oneOf', reason: n === 0 ? 'no matching schemas' : 'more than one subschema matched' };
  };
}

function notKeyword(_arg: unknown, raw: unknown, k: string): Check {
  const sub = schemaArg(k, raw);
  return (v) => (sub(v) === null ? { operatorName: 'not', reason: 'child expression matched' } : null);
}

function dependenciesKeyword(_arg: unknown, raw: unknown): Check {
  if (!isPlainObject(raw))
    throw new CommandError(ErrorCodes.TypeMismatch, "$jsonSchema keyword 'dependencies' must be an object");
  const deps = Object.entries(raw).map(([name, dep]) => [name, dependency(raw, name, dep)] as const);
  return (v) => {
    if (!isObject(v)) return null;
    for (const [name, check] of deps) {
      if ((v as Doc)[name] === undefined) continue;
      const why = check(v as Doc);
      if (why) return why;
    }
    return null;
  };
}

/** One entry of `dependencies`: the properties `name` requires (an array), or a schema the object must satisfy. */
function dependency(raw: Doc, name: string, dep: unknown): (v: Doc) => Failure | null {
  if (Array.isArray(dep)) {
    if (dep.length === 0 || !dep.every((x) => typeof x === 'string'))
      throw failedToParse(
        `property '${name}' in $jsonSchema keyword 'dependencies' must be a nonempty array of strings`,
      );
    const need = dep as string[];
    return (v) =>
      need.every((n) => v[n] !== undefined) ? null : fail('dependencies', raw, { conditionalProperty: name });
  }
  const sub = schemaArg(`dependencies.${name}`, dep);
  return (v) => sub(v);
}

/** The keywords of MongoDB's $jsonSchema this server compiles, by name (any other is refused). */
const KEYWORDS: Readonly<Record<string, KeywordCompiler>> = {
  title: annotation,
  description: annotation,
  type: typeKeyword,
  bsonType: bsonTypeKeyword,
  enum: enumKeyword,
  minimum: boundKeyword,
  maximum: boundKeyword,
  exclusiveMinimum: exclusiveKeyword,
  exclusiveMaximum: exclusiveKeyword,
  multipleOf: multipleOfKeyword,
  minLength: lengthKeyword,
  maxLength: lengthKeyword,
  pattern: patternKeyword,
  required: requiredKeyword,
  minProperties: propertyCountKeyword,
  maxProperties: propertyCountKeyword,
  properties: propertiesKeyword,
  patternProperties: compiledAfter,
  additionalProperties: compiledAfter,
  items: itemsKeyword,
  additionalItems: additionalItemsKeyword,
  minItems: itemCountKeyword,
  maxItems: itemCountKeyword,
  uniqueItems: uniqueItemsKeyword,
  allOf: allOfKeyword,
  anyOf: anyOfKeyword,
  oneOf: oneOfKeyword,
  not: notKeyword,
  dependencies: dependenciesKeyword,
};

function compileAdditional(schema: Doc): Check {
  const known = isPlainObject(schema.properties) ? new Set(Object.keys(schema.properties)) : new Set<string>();
  const patterns: Array<[RegExp, Check]> = [];
  if (schema.patternProperties !== undefined) {
    if (!isPlainObject(schema.patternProperties))
      throw new CommandError(ErrorCodes.TypeMismatch, "$jsonSchema keyword 'patternProperties' must be an object");
    for (const [re, sub] of Object.entries(schema.patternProperties))
      patterns.push([new RegExp(re, 'u'), schemaArg(`patternProperties.${re}`, sub)]);
  }
  const extra = schema.additionalProperties;
  let rest: Check | boolean = true;
  if (extra !== undefined) {
    if (typeof extra === 'boolean') rest = extra;
    else rest = schemaArg('additionalProperties', extra);
  }
  return (v) => {
    if (!isObject(v)) return null;
    const additional: string[] = [];
    for (const [name, field] of Object.entries(v as Doc)) {
      let matched = known.has(name);
      for (const [re, check] of patterns) {
        if (!re.test(name)) continue;
        matched = true;
        const why = check(field);
        if (why)
          return {
            operatorName: 'patternProperties',
            details: [{ propertyName: name, regexMatched: re.source, details: [why] }],
          };
      }
      if (matched) continue;
      if (rest === false) additional.push(name);
      else if (rest !== true) {
        const why = rest(field);
        if (why) return { operatorName: 'additionalProperties', details: [{ propertyName: name, details: [why] }] };
      }
    }
    return additional.length
      ? {
          operatorName: 'additionalProperties',
          specifiedAs: { additionalProperties: false },
          additionalProperties: additional,
        }
      : null;
  };
}

/** Whether a schema (at any depth) names a numeric subtype that only the typed form tells apart. */
export function usesNumericSubtypes(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(usesNumericSubtypes);
  if (!isPlainObject(schema)) return false;
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'bsonType') {
      const list = Array.isArray(v) ? v : [v];
      if (list.some((t) => typeof t === 'string' && NUMERIC_SUBTYPES.has(t))) return true;
    } else if (typeof v === 'object' && v !== null && usesNumericSubtypes(v)) return true;
  }
  return false;
}
