// MongoDB update operators applied to the typed form of a document, so arithmetic follows MongoDB's numeric
// promotion (int32 + int32 overflows to int64, anything with a double is a double) and untouched fields keep
// their exact types. Also builds upsert seed documents from a filter's equality conditions.
import { Decimal128, Double, Int32, Long, Timestamp } from 'bson';
import { Query } from 'mingo';
import { CommandError, ErrorCodes, badValue } from './errors.js';
import { compareValues, isPlainObject, keyOf, num, promote, toNumber, type Doc } from './bson-values.js';

export interface UpdateContext {
  isInsert: boolean;
  /** arrayFilters by identifier, as element testers. */
  arrayFilters: Map<string, (elem: unknown) => boolean>;
  /** The query, for resolving the positional `$` operator. */
  filter: Doc;
}

export function isOperatorUpdate(u: Doc): boolean {
  const keys = Object.keys(u);
  return keys.length > 0 && keys[0].startsWith('$');
}

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'missing';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (v instanceof Date) return 'date';
  const t = (v as { _bsontype?: string })._bsontype;
  if (t === 'ObjectId') return 'objectId';
  if (t === 'Int32') return 'int';
  if (t === 'Long') return 'long';
  if (t === 'Double' || typeof v === 'number') return 'double';
  if (t === 'Decimal128') return 'decimal';
  return 'object';
}

type NumKind = 0 | 1 | 2 | 3; // int, long, double, decimal

function numKind(v: unknown): NumKind | null {
  if (typeof v === 'number') return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647 ? 0 : 2;
  if (v instanceof Int32) return 0;
  if (v instanceof Long && !(v instanceof Timestamp)) return 1;
  if (v instanceof Double) return 2;
  if (v instanceof Decimal128) return 3;
  return null;
}

function toLong(v: unknown): Long {
  if (v instanceof Long) return v;
  return Long.fromNumber(toNumber(v));
}

function arith(a: unknown, b: unknown, op: 'add' | 'mul'): unknown {
  const ka = numKind(a)!;
  const kb = numKind(b)!;
  const k = Math.max(ka, kb) as NumKind;
  if (k === 3) {
    const x = toNumber(a);
    const y = toNumber(b);
    return Decimal128.fromString(String(op === 'add' ? x + y : x * y));
  }
  if (k === 2) {
    const x = toNumber(a);
    const y = toNumber(b);
    return new Double(op === 'add' ? x + y : x * y);
  }
  if (k === 1) return op === 'add' ? toLong(a).add(toLong(b)) : toLong(a).multiply(toLong(b));
  const r = op === 'add' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b);
  if (r >= -2147483648 && r <= 2147483647) return new Int32(r);
  return op === 'add' ? toLong(a).add(toLong(b)) : toLong(a).multiply(toLong(b));
}

function zeroLike(v: unknown): unknown {
  switch (numKind(v)) {
    case 1:
      return Long.ZERO;
    case 2:
      return new Double(0);
    case 3:
      return Decimal128.fromString('0');
    default:
      return new Int32(0);
  }
}

function idOf(doc: Doc): string {
  return JSON.stringify(promote(doc._id) ?? null);
}

/** Index of the first array element matched by the filter's conditions on `arrayPath` (for `$`). */
function positionalIndex(ctx: UpdateContext, arr: unknown[], arrayPath: string): number {
  const conds: Array<[string, unknown]> = [];
  const visit = (f: Doc) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((s) => isPlainObject(s) && visit(s));
      else if (k === arrayPath || k.startsWith(arrayPath + '.')) conds.push([k.slice(arrayPath.length + 1), v]);
    }
  };
  visit(ctx.filter);
  if (conds.length === 0) {
    throw badValue('The positional operator did not find the match needed from the query.');
  }
  const testers = conds.map(([rest, cond]) => {
    if (rest === '') {
      if (isPlainObject(cond) && '$elemMatch' in cond) {
        const q = new Query(cond.$elemMatch as Doc, {});
        const qv = new Query({ v: cond.$elemMatch } as Doc, {});
        return (e: unknown) => (isPlainObject(e) ? q.test(e) : qv.test({ v: e }));
      }
      const q = new Query({ v: cond } as Doc, {});
      return (e: unknown) => q.test({ v: e });
    }
    const q = new Query({ [rest]: cond } as Doc, {});
    return (e: unknown) => isPlainObject(e) && q.test(e);
  });
  for (let i = 0; i < arr.length; i++) {
    const e = promote(arr[i]);
    if (testers.every((t) => t(e))) return i;
  }
  throw badValue('The positional operator did not find the match needed from the query.');
}

type Leaf = (parent: Doc | unknown[], key: string | number, path: string) => void;

/** Resolves `parts` from `node`, expanding $, $[] and $[id], and calls `leaf` on each target slot. */
function walk(
  node: Doc | unknown[],
  parts: string[],
  i: number,
  ctx: UpdateContext,
  create: boolean,
  leaf: Leaf,
  done: string[],
): void {
  const part = parts[i];
  const path = done.concat(part).join('.');
  let keys: Array<string | number>;
  if (part === '$' || part === '$[]' || part.startsWith('$[')) {
    if (!Array.isArray(node)) {
      if (!create) return;
      throw new CommandError(
        ErrorCodes.BadValue,
        `The path '${done.join('.')}' must exist in the document in order to apply array updates.`,
      );
    }
    if (part === '$') keys = [positionalIndex(ctx, node, done.filter((p) => !p.startsWith('$')).join('.'))];
    else if (part === '$[]') keys = node.map((_, j) => j);
    else {
      const id = part.slice(2, -1);
      const test = ctx.arrayFilters.get(id);
      if (!test)
        throw new CommandError(
          ErrorCodes.BadValue,
          `No array filter found for identifier '${id}' in path '${parts.join('.')}'`,
        );
      keys = [];
      node.forEach((e, j) => test(promote(e)) && keys.push(j));
    }
  } else if (Array.isArray(node)) {
    if (!/^\d+$/.test(part)) {
      if (!create) return;
      throw new CommandError(
        ErrorCodes.PathNotViable,
        `Cannot create field '${part}' in element {${done[done.length - 1]}: [...]}`,
      );
    }
    keys = [Number(part)];
  } else keys = [part];

  for (const key of keys) {
    if (i === parts.length - 1) {
      leaf(node, key, path);
      continue;
    }
    let child = (node as Doc)[key as string];
    if (child === undefined || child === null) {
      if (!create) continue;
      child = {};
      setSlot(node, key, child);
    } else if (typeof child !== 'object' || !(Array.isArray(child) || isPlainObject(child))) {
      if (!create) continue;
      throw new CommandError(
        ErrorCodes.PathNotViable,
        `Cannot create field '${parts[i + 1]}' in element {${key}: ${JSON.stringify(promote(child))}}`,
      );
    }
    walk(child as Doc | unknown[], parts, i + 1, ctx, create, leaf, done.concat(String(key)));
  }
}

function setSlot(parent: Doc | unknown[], key: string | number, value: unknown): void {
  if (Array.isArray(parent)) {
    const idx = Number(key);
    while (parent.length < idx) parent.push(null);
    parent[idx] = value;
  } else parent[key as string] = value;
}

function getSlot(parent: Doc | unknown[], key: string | number): unknown {
  return (parent as Doc)[key as string];
}

function pullMatcher(cond: unknown): (e: unknown) => boolean {
  const c = promote(cond);
  if (isPlainObject(c)) {
    const keys = Object.keys(c);
    if (keys.length && keys.every((k) => k.startsWith('$'))) {
      const q = new Query({ v: c } as Doc, {});
      return (e) => q.test({ v: e });
    }
    const q = new Query(c, {});
    return (e) => isPlainObject(e) && q.test(e);
  }
  const k = keyOf(c);
  return (e) => keyOf(e) === k;
}

function sortArray(arr: unknown[], spec: unknown): void {
  const s = promote(spec);
  if (isPlainObject(s)) {
    const fields = Object.entries(s).map(([f, d]) => [f.split('.'), Number(d)] as const);
    arr.sort((a, b) => {
      for (const [parts, d] of fields) {
        let x: unknown = promote(a);
        let y: unknown = promote(b);
        for (const p of parts) {
          x = isPlainObject(x) ? x[p] : undefined;
          y = isPlainObject(y) ? y[p] : undefined;
        }
        const c = compareValues(x, y);
        if (c) return c * d;
      }
      return 0;
    });
  } else {
    const d = Number(s);
    arr.sort((a, b) => compareValues(promote(a), promote(b)) * d);
  }
}

/** Checks operator names and that no two updated paths overlap (MongoDB's code 40). */
function validate(update: Doc): Array<[string, string, unknown]> {
  const items: Array<[string, string, unknown]> = [];
  for (const [op, fields] of Object.entries(update)) {
    if (!Object.hasOwn(UPDATE_OPERATORS, op))
      throw new CommandError(
        ErrorCodes.FailedToParse,
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    if (!isPlainObject(fields))
      throw new CommandError(
        ErrorCodes.FailedToParse,
        `Modifiers operate on fields but we found type ${typeName(fields)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${JSON.stringify(promote(fields))}}`,
      );
    for (const [path, arg] of Object.entries(fields)) {
      if (path === '') throw new CommandError(ErrorCodes.BadValue, 'An empty update path is not valid.');
      items.push([op, path, arg]);
      if (op === '$rename') items.push(['$rename-to', String(arg), undefined]);
    }
  }
  const paths = items.map(([, p]) =>
    p
      .split('.')
      .filter((x) => !x.startsWith('$'))
      .join('.'),
  );
  for (let a = 0; a < paths.length; a++) {
    for (let b = a + 1; b < paths.length; b++) {
      const x = paths[a];
      const y = paths[b];
      if (x === y || x.startsWith(y + '.') || y.startsWith(x + '.')) {
        throw new CommandError(
          ErrorCodes.ConflictingUpdateOperators,
          `Updating the path '${items[b][1]}' would create a conflict at '${y.length < x.length ? y : x}'`,
        );
      }
    }
  }
  return items;
}

/** An update operator may not create a $-prefixed field (positional parts aside); MongoDB answers
 * DollarPrefixedFieldName and points to pipeline updates, which may. */
function checkCreatedPath(parts: string[]): void {
  for (const p of parts) {
    if (p.startsWith('$') && p !== '$' && p !== '$[]' && !/^\$\[[a-z][A-Za-z0-9]*\]$/.test(p)) {
      throw new CommandError(
        ErrorCodes.DollarPrefixedFieldName,
        `The dollar ($) prefixed field '${p}' in '${parts.join('.')}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    }
  }
}

/** Applies an operator update document to `doc` in place. */
export function applyUpdate(doc: Doc, update: Doc, ctx: UpdateContext): void {
  const items = validate(update);
  for (const [op, path, arg] of items) {
    if (op === '$rename-to') continue;
    if (op === '$setOnInsert' && !ctx.isInsert) continue;
    if (path === '_id' || path.startsWith('_id.')) {
      if (op !== '$set' && op !== '$setOnInsert') {
        throw new CommandError(
          ErrorCodes.ImmutableField,
          "Performing an update on the path '_id' would modify the immutable field '_id'",
        );
      }
    }
    const parts = path.split('.');
    if (op !== '$unset' && op !== '$pop' && op !== '$pull' && op !== '$pullAll') checkCreatedPath(parts);
    UPDATE_OPERATORS[op]({ doc, parts, path, arg, ctx, op });
  }
}

/** One operator's application: `arg` at `path` (split into `parts`) of `doc`, for the operator `op`. */
interface Step {
  doc: Doc;
  parts: string[];
  path: string;
  arg: unknown;
  ctx: UpdateContext;
  op: string;
}

function setOp({ doc, parts, arg, ctx }: Step): void {
  walk(doc, parts, 0, ctx, true, (p, k) => setSlot(p, k, arg), []);
}

function unsetOp({ doc, parts, ctx }: Step): void {
  const unset: Leaf = (p, k) => {
    if (Array.isArray(p)) {
      if (Number(k) < p.length) p[Number(k)] = null;
    } else delete (p as Doc)[k as string];
  };
  walk(doc, parts, 0, ctx, false, unset, []);
}

/** $inc and $mul. */
function arithmeticOp({ doc, parts, path, arg, ctx, op }: Step): void {
  if (numKind(arg) === null) {
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${JSON.stringify(promote(arg))}}`,
    );
  }
  const apply: Leaf = (p, k, full) => {
    const cur = getSlot(p, k);
    if (cur === undefined) return setSlot(p, k, op === '$inc' ? arg : zeroLike(arg));
    if (numKind(cur) === null) {
      throw new CommandError(
        ErrorCodes.TypeMismatch,
        `Cannot apply ${op} to a value of non-numeric type. {_id: ${idOf(doc)}} has the field '${full}' of non-numeric type ${typeName(cur)}`,
      );
    }
    setSlot(p, k, arith(cur, arg, op === '$inc' ? 'add' : 'mul'));
  };
  walk(doc, parts, 0, ctx, true, apply, []);
}

/** $min and $max. */
function boundOp({ doc, parts, arg, ctx, op }: Step): void {
  const apply: Leaf = (p, k) => {
    const cur = getSlot(p, k);
    const c = compareValues(promote(arg), promote(cur));
    if (cur === undefined || (op === '$min' ? c < 0 : c > 0)) setSlot(p, k, arg);
  };
  walk(doc, parts, 0, ctx, true, apply, []);
}

function currentDateOp({ doc, parts, arg, ctx }: Step): void {
  const a = promote(arg);
  const asTs = isPlainObject(a) && a.$type === 'timestamp';
  const now = new Date();
  const value = asTs ? new Timestamp({ t: Math.floor(now.getTime() / 1000), i: 1 }) : now;
  walk(doc, parts, 0, ctx, true, (p, k) => setSlot(p, k, value), []);
}

function renameOp({ doc, parts, path, arg, ctx }: Step): void {
  if (typeof arg !== 'string')
    throw badValue(`The 'to' field for $rename must be a string: ${path}: ${JSON.stringify(promote(arg))}`);
  let value: unknown;
  let found = false;
  const take: Leaf = (p, k) => {
    if (Array.isArray(p))
      throw badValue(
        `The source field cannot be an array element, '${path}' in doc with _id: ${idOf(doc)} has an array field called '${k}'`,
      );
    if (k in (p as Doc)) {
      found = true;
      value = (p as Doc)[k as string];
      delete (p as Doc)[k as string];
    }
  };
  walk(doc, parts, 0, ctx, false, take, []);
  if (found) walk(doc, arg.split('.'), 0, ctx, true, (p, k) => setSlot(p, k, value), []);
}

/** $push and $addToSet: the array at the slot (a missing one is created), then the values added to it. */
function pushOp(step: Step): void {
  const { doc, parts, arg, ctx, op } = step;
  const apply: Leaf = (p, k, full) => {
    const arr = arrayToGrow(p, k, full, step);
    const spec = isPlainObject(arg) && '$each' in arg ? arg : null;
    const values = spec ? (spec.$each as unknown[]) : [arg];
    if (spec && !Array.isArray(values))
      throw badValue(`The argument to $each in ${op} must be an array but it was of type ${typeName(spec.$each)}`);
    if (op === '$addToSet') addNew(arr, values);
    else pushValues(arr, values, spec);
  };
  walk(doc, parts, 0, ctx, true, apply, []);
}

function arrayToGrow(p: Doc | unknown[], k: string | number, full: string, { doc, op }: Step): unknown[] {
  let cur = getSlot(p, k);
  if (cur === undefined || cur === null) {
    if (cur === null && op === '$push')
      throw badValue(`The field '${full}' must be an array but is of type null in document {_id: ${idOf(doc)}}`);
    cur = [];
    setSlot(p, k, cur);
  }
  if (!Array.isArray(cur)) {
    throw badValue(
      `The field '${full}' must be an array but is of type ${typeName(cur)} in document {_id: ${idOf(doc)}}`,
    );
  }
  return cur;
}

/** $addToSet: each value not already in the array (nor added before it), in order. */
function addNew(arr: unknown[], values: unknown[]): void {
  const have = new Set(arr.map((e) => keyOf(promote(e))));
  for (const v of values) {
    const key = keyOf(promote(v));
    if (!have.has(key)) {
      have.add(key);
      arr.push(v);
    }
  }
}

/** $push: the values at $position (or the end), then $sort and $slice. */
function pushValues(arr: unknown[], values: unknown[], spec: Doc | null): void {
  if (spec && spec.$position !== undefined) {
    let pos = num(spec.$position);
    if (pos < 0) pos = Math.max(0, arr.length + pos);
    arr.splice(Math.min(pos, arr.length), 0, ...values);
  } else arr.push(...values);
  if (spec && spec.$sort !== undefined) sortArray(arr, spec.$sort);
  if (spec && spec.$slice !== undefined) {
    const n = num(spec.$slice);
    const kept = n >= 0 ? arr.slice(0, n) : arr.slice(n);
    arr.length = 0;
    arr.push(...kept);
  }
}

function popOp({ doc, parts, arg, ctx }: Step): void {
  const apply: Leaf = (p, k, full) => {
    const cur = getSlot(p, k);
    if (cur === undefined) return;
    if (!Array.isArray(cur)) throw badValue(`Path '${full}' contains an element of non-array type '${typeName(cur)}'`);
    if (num(arg) < 0) cur.shift();
    else cur.pop();
  };
  walk(doc, parts, 0, ctx, false, apply, []);
}

/** $pull and $pullAll. */
function pullOp({ doc, parts, arg, ctx, op }: Step): void {
  let match: (e: unknown) => boolean;
  if (op === '$pullAll') {
    if (!Array.isArray(arg)) throw badValue(`$pullAll requires an array argument but was given a ${typeName(arg)}`);
    const keys = new Set(arg.map((v) => keyOf(promote(v))));
    match = (e) => keys.has(keyOf(e));
  } else match = pullMatcher(arg);
  const apply: Leaf = (p, k) => {
    const cur = getSlot(p, k);
    if (cur === undefined) return;
    if (!Array.isArray(cur)) throw badValue(`Cannot apply ${op} to a non-array value`);
    const kept = cur.filter((e) => !match(promote(e)));
    if (kept.length !== cur.length) setSlot(p, k, kept);
  };
  walk(doc, parts, 0, ctx, false, apply, []);
}

function bitOp({ doc, parts, arg, ctx }: Step): void {
  const apply: Leaf = (p, k, full) => {
    const cur = getSlot(p, k) ?? new Int32(0);
    const kind = numKind(cur);
    if (kind !== 0 && kind !== 1)
      throw badValue(
        `Cannot apply $bit to a value of non-integral type. {_id: ${idOf(doc)}} has the field '${full}' of non-integer type ${typeName(cur)}`,
      );
    let r = toLong(cur);
    for (const [bop, v] of Object.entries(arg as Doc)) {
      const o = toLong(v);
      r = bop === 'and' ? r.and(o) : bop === 'or' ? r.or(o) : r.xor(o);
    }
    const wide = kind === 1 || Object.values(arg as Doc).some((v) => numKind(v) === 1);
    setSlot(p, k, wide ? r : new Int32(r.toInt()));
  };
  walk(doc, parts, 0, ctx, true, apply, []);
}

/** The update operators this server knows, by name (validate() refuses any other). */
const UPDATE_OPERATORS: Readonly<Record<string, (step: Step) => void>> = {
  $set: setOp,
  $unset: unsetOp,
  $inc: arithmeticOp,
  $mul: arithmeticOp,
  $min: boundOp,
  $max: boundOp,
  $rename: renameOp,
  $setOnInsert: setOp,
  $currentDate: currentDateOp,
  $push: pushOp,
  $addToSet: pushOp,
  $pop: popOp,
  $pull: pullOp,
  $pullAll: pullOp,
  $bit: bitOp,
};

/** Builds arrayFilters testers keyed by identifier. */
export function compileArrayFilters(filters: unknown): Map<string, (e: unknown) => boolean> {
  const out = new Map<string, (e: unknown) => boolean>();
  if (!Array.isArray(filters)) return out;
  for (const f of filters) {
    const filt = promote(f) as Doc;
    const keys = Object.keys(filt);
    if (keys.length === 0) throw badValue('Cannot use an expression without a top-level field name in arrayFilters');
    const id = keys[0].split('.')[0];
    const whole: Doc = {};
    const nested: Doc = {};
    for (const k of keys) {
      if (k === id) whole.v = filt[k];
      else if (k.startsWith(id + '.')) nested[k.slice(id.length + 1)] = filt[k];
      else
        throw badValue(
          `Error parsing array filter :: caused by :: Expected a single top-level field name, found '${id}' and '${k.split('.')[0]}'`,
        );
    }
    const qw = Object.keys(whole).length ? new Query(whole, {}) : null;
    const qn = Object.keys(nested).length ? new Query(nested, {}) : null;
    out.set(id, (e) => (!qw || qw.test({ v: e })) && (!qn || (isPlainObject(e) && qn.test(e))));
  }
  return out;
}

/** The document an upsert starts from: the filter's equality conditions (typed values kept exact). */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  const put = (path: string, value: unknown) => {
    const parts = path.split('.');
    let node = seed;
    for (let i = 0; i < parts.length - 1; i++) {
      const next = node[parts[i]];
      if (!isPlainObject(next)) node[parts[i]] = {};
      node = node[parts[i]] as Doc;
    }
    node[parts[parts.length - 1]] = value;
  };
  const visit = (f: Doc) => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) {
        for (const s of v) if (isPlainObject(s)) visit(s);
        continue;
      }
      if (k === '$or' && Array.isArray(v) && v.length === 1 && isPlainObject(v[0])) {
        visit(v[0]);
        continue;
      }
      if (k.startsWith('$')) continue;
      if (isPlainObject(v) && Object.keys(v).some((x) => x.startsWith('$'))) {
        // A one-value $in or $all is an equality to MongoDB, and seeds the upsert like one.
        const ops = Object.keys(v);
        if ('$eq' in v) put(k, v.$eq);
        else if (
          ops.length === 1 &&
          (ops[0] === '$in' || ops[0] === '$all') &&
          Array.isArray(v[ops[0]]) &&
          (v[ops[0]] as unknown[]).length === 1
        ) {
          const only = (v[ops[0]] as unknown[])[0];
          if (!(only instanceof RegExp) && !isPlainObject(only)) put(k, only);
        }
        continue;
      }
      if (v instanceof RegExp || (v as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp') continue;
      put(k, v);
    }
  };
  visit(filter);
  return seed;
}
