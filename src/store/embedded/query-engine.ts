// Query planning and execution over one collection. Filters are checked by mingo (MongoDB's matching rules);
// this module decides which documents mingo has to look at: an _id lookup, an index scan bounded by the
// filter's equality and range conditions (walking the index in sort order and stopping at skip+limit when
// the index provides the requested sort), or a full scan as a last resort.
import { MaxKey, MinKey, ObjectId } from 'bson';
import { Query } from 'mingo';
import { CommandError, ErrorCodes, badValue } from './errors.js';
import { compileSchema, usesNumericSubtypes } from './validation.js';
import { compareValues, isPlainObject, keyOf, pathValues, promote, typeOrder, type Doc } from './bson-values.js';
import type { Collection, DocRecord } from './collection.js';
import type { Index } from './indexes.js';
import { recordScan, scanStatsOn } from './scan-stats.js';
import { evaluateSimple } from './simple-pipeline.js';

export type SortSpec = Array<[string, number]>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** The caller's hint: that index (a sparse or partial one yields only the documents it holds, as in
   * MongoDB), or a $natural scan in that direction. Absent: the planner chooses. */
  hint?: Index | 1 | -1;
}

interface FieldCond {
  eq?: unknown;
  hasEq?: boolean;
  in?: unknown[];
  lo?: unknown;
  hi?: unknown;
}

export interface Matcher {
  test(doc: Doc): boolean;
}

function isScalar(v: unknown): boolean {
  const t = typeof v;
  return (
    t === 'string' ||
    t === 'boolean' ||
    (t === 'number' && !Number.isNaN(v)) ||
    v instanceof ObjectId ||
    v instanceof Date
  );
}

type Test = (doc: Doc) => boolean;

const RANGE: Record<string, (c: number) => boolean> = {
  $gt: (c) => c > 0,
  $gte: (c) => c >= 0,
  $lt: (c) => c < 0,
  $lte: (c) => c <= 0,
};

/** An array or embedded document used as a whole value (equality compares it exactly, field order included). */
function isWholeValue(v: unknown): boolean {
  return Array.isArray(v) || (isPlainObject(v) && !Object.keys(v).some((k) => k.startsWith('$')));
}

/** One field condition over scalars: equality, comparisons (within the operand's type, as MongoDB does),
 * $ne, $in, $nin; equality, $in and $nin also with whole arrays or documents as operands (matched against the
 * arrays a path reaches as well as their elements). Null operands and $exists stay with mingo (their array
 * and missing-field rules are subtle). */
function fastField(parts: string[], cond: unknown): Test | null {
  if (isScalar(cond) || isWholeValue(cond)) {
    const key = keyOf(cond);
    const whole = !isScalar(cond);
    return (doc) => pathValues(doc, parts, 0, [], whole).some((v) => keyOf(v) === key);
  }
  if (!isPlainObject(cond)) return null;
  // Whole-value operands, and $type (which may ask for 'array'), need the arrays themselves among the values, not
  // only their elements; scalar operands of the other operators never match an array, so they are unaffected.
  const whole = Object.entries(cond).some(
    ([op, arg]) =>
      op === '$type' ||
      ((op === '$eq' || op === '$ne') && isWholeValue(arg)) ||
      ((op === '$in' || op === '$nin') && Array.isArray(arg) && arg.some(isWholeValue)),
  );
  const values = (doc: Doc) => pathValues(doc, parts, 0, [], whole);
  const tests: Array<(vals: unknown[], doc: Doc) => boolean> = [];
  for (const [op, arg] of Object.entries(cond)) {
    if (op === '$eq' || op === '$ne') {
      if (!isScalar(arg) && !isWholeValue(arg)) return null;
      const key = keyOf(arg);
      tests.push(
        op === '$eq' ? (vals) => vals.some((v) => keyOf(v) === key) : (vals) => !vals.some((v) => keyOf(v) === key),
      );
    } else if (op in RANGE) {
      if (!isScalar(arg)) return null;
      const t = typeOrder(arg);
      const ok = RANGE[op];
      tests.push((vals) => vals.some((v) => typeOrder(v) === t && ok(compareValues(v, arg))));
    } else if (op === '$all') {
      if (!Array.isArray(arg) || arg.length === 0 || !arg.every(isScalar)) return null;
      const keys = arg.map(keyOf);
      tests.push((vals) => {
        const have = new Set(vals.map(keyOf));
        return keys.every((k) => have.has(k));
      });
    } else if (op === '$type') {
      const checks = typeChecks(arg);
      if (!checks) return null;
      tests.push((vals) => vals.some((v) => v !== undefined && checks.some((c) => c(v))));
    } else if (op === '$in' || op === '$nin') {
      if (!Array.isArray(arg)) return null;
      const scalars = arg.filter((v) => v !== null && v !== undefined);
      if (!scalars.every((v) => isScalar(v) || isWholeValue(v))) return null;
      const keys = new Set(scalars.map(keyOf));
      // A null in the list matches as { field: null } does (null or missing); mingo knows those rules.
      const orNull = scalars.length < arg.length ? mingoTest({ [parts.join('.')]: null }) : null;
      const hit = orNull
        ? (vals: unknown[], doc: Doc) => vals.some((v) => keys.has(keyOf(v))) || orNull(doc)
        : (vals: unknown[]) => vals.some((v) => keys.has(keyOf(v)));
      tests.push(op === '$in' ? hit : (vals, doc) => !hit(vals, doc));
    } else return null;
  }
  if (tests.length === 0) return null;
  return (doc) => {
    const vals = values(doc);
    return tests.every((t) => t(vals, doc));
  };
}

/** `$type` by alias, checked over every value a path reaches (array elements, and the arrays themselves), as
 * MongoDB does; mingo looks only at the value at the path. The numeric subtypes (int, long, double, decimal) are
 * not here: filters see numbers promoted, so those stay with mingo's reading of them. */
const TYPE_ALIASES: Record<string, (v: unknown) => boolean> = {
  number: (v) => typeOrder(v) === 3,
  string: (v) => typeof v === 'string',
  object: (v) => isPlainObject(v),
  array: (v) => Array.isArray(v),
  binData: (v) => typeOrder(v) === 7,
  objectId: (v) => typeOrder(v) === 8,
  bool: (v) => typeof v === 'boolean',
  date: (v) => v instanceof Date,
  null: (v) => v === null,
  regex: (v) => typeOrder(v) === 12,
  timestamp: (v) => typeOrder(v) === 11,
  minKey: (v) => typeOrder(v) === 1,
  maxKey: (v) => typeOrder(v) === 13,
};
const TYPE_CODES: Record<number, string> = {
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  17: 'timestamp',
  [-1]: 'minKey',
  127: 'maxKey',
};

/** The checks of a `$type` operand (an alias, a code or a list of them), or null when one is not checked here. */
function typeChecks(arg: unknown): Array<(v: unknown) => boolean> | null {
  const names = (Array.isArray(arg) ? arg : [arg]).map((t) => (typeof t === 'number' ? TYPE_CODES[t] : t));
  if (names.length === 0 || !names.every((n) => typeof n === 'string' && Object.hasOwn(TYPE_ALIASES, n))) return null;
  return names.map((n) => TYPE_ALIASES[n as string]);
}

/** Compiled mingo queries by condition: building one costs far more than a lookup, and the same few
 * conditions (`{ variant_id: null }`, a stock guard's `$expr`) come back on every request. */
const mingoQueries = new Map<string, Query>();
const MINGO_CACHE_MAX = 2000;

/** A condition mingo evaluates (null operands, $exists, $regex, $elemMatch, $expr, ...). With `let`
 * variables the query is built for this command alone. */
function mingoTest(filter: Doc, variables?: Doc): Test {
  if (variables) {
    const own = new Query(filter, { variables });
    return (doc) => own.test(doc);
  }
  const key = keyOf(filter);
  let q = mingoQueries.get(key);
  if (!q) {
    q = new Query(filter, {});
    if (mingoQueries.size >= MINGO_CACHE_MAX) mingoQueries.clear();
    mingoQueries.set(key, q);
  }
  const query = q;
  return (doc) => query.test(doc);
}

/** Compiles a filter: each top-level condition that has a direct form (scalar equality, comparisons, $ne,
 * $in, $nin, $all, combined with $and/$or/$nor) is matched directly over pathValues, which descends through
 * any number of array levels as MongoDB does; every other condition is handed to mingo on its own. (mingo
 * cannot be given the whole filter: through two levels of arrays, e.g. 'add_ons.options.id', its $in, $nin,
 * $all and range operators match nothing.) Top-level conditions are a conjunction, so splitting is exact. */
function compileConditions(filter: Doc, variables?: Doc): Test {
  const tests: Test[] = [];
  for (const [field, cond] of Object.entries(filter)) {
    if (
      (field === '$and' || field === '$or' || field === '$nor') &&
      Array.isArray(cond) &&
      cond.length > 0 &&
      cond.every(isPlainObject)
    ) {
      const subs = (cond as Doc[]).map((c) => compileConditions(c, variables));
      if (field === '$and') tests.push((d) => subs.every((t) => t(d)));
      else if (field === '$or') tests.push((d) => subs.some((t) => t(d)));
      else tests.push((d) => !subs.some((t) => t(d)));
      continue;
    }
    if (field === '$jsonSchema') {
      tests.push(schemaTest(cond));
      continue;
    }
    const expr = field === '$expr' ? exprTest(cond, variables) : null;
    if (expr) {
      tests.push(expr);
      continue;
    }
    const fast = field.startsWith('$') ? null : fastField(field.split('.'), cond);
    tests.push(fast ?? mingoTest({ [field]: cond }, variables));
  }
  if (tests.length === 1) return tests[0];
  return (doc) => {
    for (const t of tests) if (!t(doc)) return false;
    return true;
  };
}

const NUMERIC_COMPARISONS = new Map<string, (a: number, b: number) => boolean>([
  ['$gt', (a, b) => a > b],
  ['$gte', (a, b) => a >= b],
  ['$lt', (a, b) => a < b],
  ['$lte', (a, b) => a <= b],
  ['$eq', (a, b) => a === b],
  ['$ne', (a, b) => a !== b],
]);

/**
 * `$expr` comparing two values computed from the document (`{$gte: [a, b]}` and the like, a and b of the shapes
 * simple-pipeline.ts evaluates): the stock and coupon guards of every checkout and hold, which mingo compiled per
 * statement. A document where either side is not a number is matched by mingo, as is every other `$expr`.
 */
function exprTest(cond: unknown, variables?: Doc): Test | null {
  if (variables || !isPlainObject(cond)) return null;
  const ops = Object.keys(cond);
  const compare = ops.length === 1 ? NUMERIC_COMPARISONS.get(ops[0]) : undefined;
  const args = compare ? cond[ops[0]] : null;
  if (!compare || !Array.isArray(args) || args.length !== 2) return null;
  let other: Test | null = null;
  return (doc) => {
    const a = evaluateSimple(args[0], doc);
    const b = evaluateSimple(args[1], doc);
    if (typeof a === 'number' && typeof b === 'number' && !Number.isNaN(a) && !Number.isNaN(b)) return compare(a, b);
    other ??= mingoTest({ $expr: cond });
    return other(doc);
  };
}

/** `$jsonSchema` in a filter. Filters see promoted documents, where an int and an integral double look the
 * same, so schemas that tell numeric subtypes apart are refused here rather than answered wrongly
 * (collection validators check the typed form and accept them). */
function schemaTest(spec: unknown): Test {
  if (!isPlainObject(spec)) throw new CommandError(ErrorCodes.TypeMismatch, '$jsonSchema must be an object');
  if (usesNumericSubtypes(spec)) {
    throw badValue(
      "$jsonSchema in a query filter with bsonType 'int', 'long', 'double' or 'decimal' is not supported by the embedded server (collection validators support them)",
    );
  }
  const check = compileSchema(spec);
  return (doc) => check(doc) === null;
}

export function compileFilter(filter: Doc | undefined, variables?: Doc): Matcher | null {
  if (!filter || Object.keys(filter).length === 0) return null;
  try {
    return { test: compileConditions(filter, variables) };
  } catch (err) {
    if (err instanceof CommandError) throw err;
    throw badValue((err as Error).message);
  }
}

export function parseSort(sort: unknown): SortSpec | undefined {
  if (!isPlainObject(sort)) return undefined;
  const out: SortSpec = [];
  for (const [k, v] of Object.entries(sort)) {
    if (isPlainObject(v)) continue; // {$meta: ...}: no text scores here; keep natural order
    const s = typeof v === 'string' ? (/^desc/i.test(v) ? -1 : 1) : Number(v) < 0 ? -1 : 1;
    out.push([k, s]);
  }
  return out.length ? out : undefined;
}

function usableValue(v: unknown): boolean {
  return !(v instanceof RegExp) && !Array.isArray(v) && typeOrder(v) !== 12;
}

/** Equality and range conditions per top-level field, gathered from the filter and its $and branches. */
function gatherConditions(filter: Doc, out = new Map<string, FieldCond>()): Map<string, FieldCond> {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) gatherConditions(sub, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const fc = out.get(field) ?? {};
    const isOps =
      isPlainObject(cond) && Object.keys(cond).length > 0 && Object.keys(cond).every((k) => k.startsWith('$'));
    if (!isOps) {
      if (usableValue(cond)) {
        fc.eq = cond;
        fc.hasEq = true;
      }
    } else {
      const ops = cond as Doc;
      if ('$eq' in ops && usableValue(ops.$eq)) {
        fc.eq = ops.$eq;
        fc.hasEq = true;
      }
      if (Array.isArray(ops.$in) && ops.$in.every(usableValue)) fc.in = ops.$in;
      for (const op of ['$gt', '$gte']) if (op in ops && usableValue(ops[op])) fc.lo = ops[op];
      for (const op of ['$lt', '$lte']) if (op in ops && usableValue(ops[op])) fc.hi = ops[op];
    }
    out.set(field, fc);
  }
  return out;
}

const MIN_DATE = new Date(-8.64e15);
const MAX_DATE = new Date(8.64e15);
const MIN_OID = new ObjectId('000000000000000000000000');
const MAX_OID = new ObjectId('ffffffffffffffffffffffff');

/** Ends of a value's type bracket: MongoDB range operators never cross types. */
function bracket(v: unknown): [unknown, unknown] {
  switch (typeOrder(v)) {
    case 3:
      return [-Infinity, Infinity];
    case 4:
      return ['', {}];
    case 8:
      return [MIN_OID, MAX_OID];
    case 10:
      return [MIN_DATE, MAX_DATE];
    default:
      return [new MinKey(), new MaxKey()];
  }
}

interface Plan {
  index: Index;
  ranges: Array<[unknown[], unknown[]]>;
  reverse: boolean;
  sorted: boolean;
  score: number;
}

function planIndex(
  index: Index,
  conds: Map<string, FieldCond>,
  sort: SortSpec | undefined,
  forced = false,
): Plan | null {
  const fields = index.fields;
  const start: unknown[] = [];
  const end: unknown[] = [];
  let score = 0;
  let i = 0;
  for (; i < fields.length; i++) {
    const c = conds.get(fields[i]);
    if (!c?.hasEq) break;
    start.push(c.eq);
    end.push(c.eq);
    score += 10;
  }
  let ranges: Array<[unknown[], unknown[]]> = [[start, end]];
  let multiPoint = false;
  const next = i < fields.length ? conds.get(fields[i]) : undefined;
  if (next?.in && next.in.length > 0) {
    ranges = next.in.map((v) => [
      [...start, v],
      [...end, v],
    ]);
    multiPoint = next.in.length > 1;
    score += 8;
  } else if (next && (next.lo !== undefined || next.hi !== undefined)) {
    const [bLo, bHi] = bracket(next.lo !== undefined ? next.lo : next.hi);
    const lo = next.lo !== undefined ? next.lo : bLo;
    const hi = next.hi !== undefined ? next.hi : bHi;
    const dir = index.dirs[i];
    ranges = [
      [
        [...start, dir > 0 ? lo : hi],
        [...end, dir > 0 ? hi : lo],
      ],
    ];
    score += 5;
  }
  let sorted = false;
  let reverse = false;
  if (sort && !multiPoint && !index.multikey) {
    const eqPrefix = new Set(fields.slice(0, i));
    const tail = sort.filter(([f]) => !eqPrefix.has(f));
    let ok = tail.length <= fields.length - i;
    let dirSign = 0;
    for (let j = 0; ok && j < tail.length; j++) {
      const [f, d] = tail[j];
      if (fields[i + j] !== f) ok = false;
      else {
        const s = d * index.dirs[i + j];
        if (dirSign === 0) dirSign = s;
        else if (s !== dirSign) ok = false;
      }
    }
    if (ok) {
      sorted = true;
      reverse = dirSign < 0;
      score += 3;
    }
  }
  if (score === 0 && !forced) return null;
  return { index, ranges, reverse, sorted, score };
}

/** Every condition the filter places on each field, from its top level and its $and branches (a conjunction:
 * any one of a field's conditions narrows what the filter matches). */
function conditionsByField(filter: Doc, out = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) conditionsByField(sub, out);
      continue;
    }
    const list = out.get(field);
    if (list) list.push(cond);
    else out.set(field, [cond]);
  }
  return out;
}

const isOperators = (c: unknown): c is Doc =>
  isPlainObject(c) && Object.keys(c).length > 0 && Object.keys(c).every((k) => k.startsWith('$'));
const RANGE_OPS = ['$gt', '$gte', '$lt', '$lte'];
const NULL_TYPES = new Set<unknown>([null, 'null', 10, 'undefined', 6]);

/** Whether a condition on one field never matches a document where the field is missing. Null operands match
 * missing fields ({ f: null }, { $in: [null] }, { $gte: null }), and so does whatever is not listed here. */
function excludesMissing(cond: unknown): boolean {
  if (!isOperators(cond)) return cond !== null && cond !== undefined;
  for (const [op, arg] of Object.entries(cond)) {
    if (op === '$eq' && arg !== null && arg !== undefined) return true;
    if (op === '$in' && Array.isArray(arg) && arg.length > 0 && arg.every((v) => v !== null && v !== undefined))
      return true;
    if (RANGE_OPS.includes(op) && isScalar(arg)) return true;
    if (op === '$exists' && arg) return true;
    if (
      op === '$type' &&
      (Array.isArray(arg) ? arg.length > 0 && !arg.some((x) => NULL_TYPES.has(x)) : !NULL_TYPES.has(arg))
    )
      return true;
  }
  return false;
}

/** The values a condition restricts a field to (its equality or $in), when they are plain values: a null
 * also matches missing fields, a regex matches by pattern, and an array also matches as an element. */
function pointValues(cond: unknown): unknown[] | null {
  const plain = (v: unknown) =>
    v !== null && v !== undefined && !(v instanceof RegExp) && !Array.isArray(v) && !isOperators(v);
  if (!isOperators(cond)) return plain(cond) ? [cond] : null;
  if ('$eq' in cond) return plain(cond.$eq) ? [cond.$eq] : null;
  if (Array.isArray(cond.$in) && cond.$in.length > 0 && cond.$in.every(plain)) return cond.$in;
  return null;
}

/** Whether a range operator of the filter's ({ [op]: bound }) holds for everything a query range condition admits:
 * a lower bound at or above the filter's (strictly above when only the filter's is strict), in the same type. */
function rangeImplies(op: string, bound: unknown, cond: unknown): boolean {
  if (!isScalar(bound) || !isOperators(cond)) return false;
  const lower = op === '$gt' || op === '$gte';
  for (const qop of lower ? ['$gt', '$gte'] : ['$lt', '$lte']) {
    if (!(qop in cond)) continue;
    const q = cond[qop];
    if (!isScalar(q) || typeOrder(q) !== typeOrder(bound)) continue;
    const c = compareValues(q, bound) * (lower ? 1 : -1);
    if (c > 0 || (c === 0 && (qop === op || qop === '$gt' || qop === '$lt'))) return true;
  }
  return false;
}

/** Whether one query condition on `field` implies the partial filter's condition on it: the same condition;
 * equality or $in values that each satisfy it (tested with the same matcher that decides which documents the
 * index holds); or, for an operator condition, each operator implied ($exists: true by any condition that
 * excludes missing fields, a range by a narrower one). Dotted fields need the same condition: arrays along
 * the path make the values a query reaches differ from the document tried here. */
function condImplies(field: string, query: unknown, partial: unknown): boolean {
  if (keyOf(query) === keyOf(partial)) return true;
  if (field.startsWith('$') || field.includes('.')) return false;
  const values = pointValues(query);
  if (values) {
    const holds = mingoTest({ [field]: partial });
    return values.every((v) => holds({ [field]: v }));
  }
  if (!isOperators(partial)) return false;
  return Object.entries(partial).every(([op, arg]) =>
    op === '$exists' ? !!arg && excludesMissing(query) : RANGE_OPS.includes(op) && rangeImplies(op, arg, query),
  );
}

/** Whether a filter implies a partial index's filter, so that every document it matches is in the index: each
 * top-level condition of the partial filter (and of its $and branches) implied by a condition of the query on
 * that field. Anything else ($or, $expr, ...) must appear verbatim in the query. Conservative: MongoDB proves
 * more, but an index used wrongly drops matches. */
function partialImplied(partial: Doc, conds: Map<string, unknown[]>): boolean {
  return Object.entries(partial).every(([field, cond]) => {
    if (field === '$and')
      return Array.isArray(cond) && cond.every((sub) => isPlainObject(sub) && partialImplied(sub, conds));
    return (conds.get(field) ?? []).some((q) => condImplies(field, q, cond));
  });
}

/** The same test for a hint naming a partial index (MongoDB refuses one the query does not imply). */
export function impliesPartialFilter(filter: Doc, partial: Doc): boolean {
  return partialImplied(promote(partial) as Doc, conditionsByField(filter));
}

/** Partial filters as the matcher sees them (index specs keep the client's BSON number types). */
const promotedPartials = new WeakMap<Index, Doc>();

/** Whether an index holds every document the filter can match, so the planner may choose it unhinted: a partial
 * index when the filter implies its partialFilterExpression, a sparse one when the filter excludes documents
 * missing one of its fields (a sparse index leaves out those missing all of them; so never for a sort alone). */
function holdsAllMatches(index: Index, conds: () => Map<string, unknown[]>): boolean {
  const spec = index.spec;
  if (spec.sparse && !index.fields.some((f) => (conds().get(f) ?? []).some(excludesMissing))) return false;
  if (spec.partialFilterExpression) {
    let partial = promotedPartials.get(index);
    if (!partial) {
      partial = promote(spec.partialFilterExpression) as Doc;
      promotedPartials.set(index, partial);
    }
    if (!partialImplied(partial, conds())) return false;
  }
  return true;
}

function choosePlan(coll: Collection, filter: Doc, sort: SortSpec | undefined): Plan | null {
  const conds = gatherConditions(filter);
  let byField: Map<string, unknown[]> | null = null;
  const fieldConds = () => (byField ??= conditionsByField(filter));
  let best: Plan | null = null;
  for (const idx of coll.indexes.values()) {
    if ((idx.spec.sparse || idx.spec.partialFilterExpression) && !holdsAllMatches(idx, fieldConds)) continue;
    const p = planIndex(idx, conds, sort);
    if (p && (!best || p.score > best.score)) best = p;
  }
  return best;
}

/** _id lookups answered straight from the document map. */
function idLookup(coll: Collection, filter: Doc): DocRecord[] | null {
  if (!('_id' in filter)) return null;
  const cond = filter._id;
  let ids: unknown[] | null = null;
  if (isPlainObject(cond) && Object.keys(cond).some((k) => k.startsWith('$'))) {
    if ('$eq' in cond && usableValue(cond.$eq)) ids = [cond.$eq];
    else if (Array.isArray(cond.$in) && cond.$in.every(usableValue)) ids = cond.$in;
  } else if (usableValue(cond)) ids = [cond];
  if (!ids) return null;
  const out: DocRecord[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const k = keyOf(id);
    if (seen.has(k)) continue;
    seen.add(k);
    const rec = coll.docs.get(k);
    if (rec) out.push(rec);
  }
  return out;
}

function sortKey(view: Doc, field: string, dir: number): unknown {
  const vals = pathValues(view, field.split('.'));
  if (vals.length === 1) return vals[0];
  let best = vals[0];
  for (let i = 1; i < vals.length; i++) {
    const c = compareValues(vals[i], best);
    if ((dir > 0 && c < 0) || (dir < 0 && c > 0)) best = vals[i];
  }
  return best;
}

export function sortRecords(recs: DocRecord[], sort: SortSpec): DocRecord[] {
  return sortBy(recs, sort, (r) => r.view);
}

/** Documents in MongoDB's sort order (computed documents: a view's or an aggregation's output). */
export function sortDocs(docs: Doc[], sort: SortSpec): Doc[] {
  return sortBy(docs, sort, (d) => d);
}

function sortBy<T>(recs: T[], sort: SortSpec, view: (r: T) => Doc): T[] {
  if (sort.length === 1 && sort[0][0] === '$natural') return sort[0][1] < 0 ? recs.slice().reverse() : recs;
  const keyed = recs.map((r) => ({ r, k: sort.map(([f, d]) => sortKey(view(r), f, d)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sort.length; i++) {
      const c = compareValues(a.k[i], b.k[i]);
      if (c) return c * sort[i][1];
    }
    return 0;
  });
  return keyed.map((x) => x.r);
}

/** Versions a reader sees instead of the stored documents: key → record (null: absent for this reader). A
 * transaction's snapshot and own writes (mvcc.ts). */
export type RecordView = Map<string, DocRecord | null>;

/** Runs a filter over a collection: matching records in the requested order, after skip and limit. With a
 * view, the viewed versions replace the stored ones. */
export function findRecords(
  coll: Collection,
  filter: Doc | undefined,
  opts: FindOptions = {},
  compiled?: Matcher | null,
  touched?: RecordView | null,
): DocRecord[] {
  const f = filter ?? {};
  const query = compiled !== undefined ? compiled : compileFilter(f);
  const hint = opts.hint;
  if (touched && touched.size > 0) {
    let out = findRecords(coll, f, { sort: opts.sort, hint }, query).filter((r) => !touched.has(r.key));
    const indexed = typeof hint === 'object' ? hint : null;
    for (const rec of touched.values())
      if (rec && (!query || query.test(rec.view)) && (!indexed || indexed.keysFor(rec.view) !== null)) out.push(rec);
    if (opts.sort) out = sortRecords(out, opts.sort);
    const skip = opts.skip ?? 0;
    return opts.limit && opts.limit > 0 ? out.slice(skip, skip + opts.limit) : out.slice(skip);
  }
  const skip = opts.skip ?? 0;
  const limit = opts.limit && opts.limit > 0 ? opts.limit : Infinity;
  const sort = opts.sort;
  const want = skip + limit;
  const naturalHint = typeof hint === 'number';
  const natural = (sort && sort.length === 1 && sort[0][0] === '$natural') || (naturalHint && !sort);

  let matched: DocRecord[];
  let ordered = !sort || natural;
  // What scan-stats reports; counting costs an increment per document, recording one check when it is off.
  let keysExamined = 0;
  let docsExamined = 0;
  let planName: string;
  const byId = natural || hint !== undefined ? null : idLookup(coll, f);
  if (byId) {
    matched = query ? byId.filter((r) => query.test(r.view)) : byId;
    ordered = !sort;
    planName = 'id';
    docsExamined = byId.length;
  } else {
    const plan =
      natural || naturalHint
        ? null
        : typeof hint === 'object'
          ? planIndex(hint, gatherConditions(f), sort, true)
          : choosePlan(coll, f, sort);
    matched = [];
    if (plan) {
      const stopEarly = plan.sorted || !sort;
      const seen = plan.index.multikey || plan.ranges.length > 1 ? new Set<string>() : null;
      outer: for (const [lo, hi] of plan.ranges) {
        for (const e of plan.index.scan(lo, hi, plan.reverse)) {
          keysExamined++;
          const id = e.id as string;
          if (seen) {
            if (seen.has(id)) continue;
            seen.add(id);
          }
          const rec = coll.docs.get(id);
          if (rec) docsExamined++;
          if (!rec || (query && !query.test(rec.view))) continue;
          matched.push(rec);
          if (stopEarly && plan.ranges.length === 1 && matched.length >= want) break outer;
        }
      }
      ordered = !sort || (plan.sorted && plan.ranges.length === 1);
      planName = `ixscan ${plan.index.spec.name}`;
    } else {
      const reverse = natural && (sort ? sort[0][1] < 0 : hint === -1);
      const all = reverse ? [...coll.docs.values()].reverse() : coll.docs.values();
      planName = natural || naturalHint ? 'natural' : 'collscan';
      for (const rec of all) {
        docsExamined++;
        if (query && !query.test(rec.view)) continue;
        matched.push(rec);
        if (ordered && matched.length >= want) break;
      }
      ordered = true;
      if (sort && !natural) ordered = false;
    }
  }
  const sortedInMemory = !ordered && !!sort;
  if (sortedInMemory) matched = sortRecords(matched, sort);
  if (skip || limit !== Infinity) matched = matched.slice(skip, skip + limit);
  if (scanStatsOn()) {
    recordScan({
      ns: coll.ns,
      filter: f,
      sort,
      plan: planName,
      keysExamined,
      docsExamined,
      returned: matched.length,
      sortedInMemory,
      collectionSize: coll.docs.size,
    });
  }
  return matched;
}
