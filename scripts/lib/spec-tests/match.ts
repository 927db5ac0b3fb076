// The unified format's "Evaluating Matches": expected values are a pattern over the actual one. Root-level
// documents may carry extra fields, nested ones may not; arrays match element by element; 32-bit, 64-bit and
// double numbers compare by value; `$$`-operators ($$exists, $$type, $$unsetOrMatches, ...) stand in for values a
// test cannot know. Every check returns the first difference as text (with its path), or null on a match.
import { BSON } from 'mongodb';
import { SkipTest, type Doc } from './types.js';

export interface MatchContext {
  /** A value saved in the entity map ($$matchesEntity). */
  entity(name: string): unknown;
  /** The logical session id of a session entity ($$sessionLsid). */
  sessionLsid(name: string): unknown;
}

export function match(expected: unknown, actual: unknown, ctx: MatchContext, root = true): string | null {
  return check(expected, actual, ctx, root, '');
}

/** For results that are lists of root-level documents (find, aggregate, listCollections, ...). */
export function matchRootList(expected: unknown, actual: unknown, ctx: MatchContext): string | null {
  if (!Array.isArray(expected)) return match(expected, actual, ctx);
  if (!Array.isArray(actual)) return `expected a list, got ${show(actual)}`;
  if (actual.length !== expected.length)
    return `expected ${expected.length} document(s), got ${actual.length}: ${show(actual)}`;
  for (let i = 0; i < expected.length; i++) {
    const d = check(expected[i], actual[i], ctx, true, `[${i}]`);
    if (d) return d;
  }
  return null;
}

function check(exp: unknown, actual: unknown, ctx: MatchContext, root: boolean, path: string): string | null {
  // The driver builds some commands with Maps (an index's key pattern, a sort): they are documents on the wire.
  const act = actual instanceof Map ? Object.fromEntries(actual) : actual;
  if (isOperator(exp)) return checkOperator(exp, act, ctx, root, path);
  if (isDocument(exp)) return checkDocument(exp, act, ctx, root, path);
  if (Array.isArray(exp)) return checkArray(exp, act, ctx, path);
  return checkScalar(exp, act, path);
}

function checkDocument(exp: Doc, act: unknown, ctx: MatchContext, root: boolean, path: string): string | null {
  if (!isDocument(act)) return `${at(path)}: expected a document, got ${show(act)}`;
  for (const [key, value] of Object.entries(exp)) {
    const d = checkField(key, value, act, ctx, join(path, key));
    if (d) return d;
  }
  if (root) return null;
  const extra = Object.keys(act).filter((k) => act[k] !== undefined && !(k in exp));
  return extra.length ? `${at(path)}: unexpected field(s) ${extra.join(', ')} in ${show(act)}` : null;
}

/** One key of an expected document: $$exists and $$unsetOrMatches act on the key's presence, the rest on its value. */
function checkField(key: string, value: unknown, act: Doc, ctx: MatchContext, path: string): string | null {
  const present = act[key] !== undefined;
  if (isOperator(value)) {
    if ('$$exists' in value) {
      return value.$$exists === present
        ? null
        : `${path}: expected ${value.$$exists ? 'present' : 'absent'}, ${present ? `got ${show(act[key])}` : 'absent'}`;
    }
    if ('$$unsetOrMatches' in value && !present) return null;
  }
  if (!present) return `${path}: missing (expected ${show(value)})`;
  return check(value, act[key], ctx, false, path);
}

function checkArray(exp: unknown[], act: unknown, ctx: MatchContext, path: string): string | null {
  if (!Array.isArray(act)) return `${at(path)}: expected an array, got ${show(act)}`;
  if (act.length !== exp.length)
    return `${at(path)}: expected ${exp.length} element(s), got ${act.length}: ${show(act)}`;
  for (let i = 0; i < exp.length; i++) {
    const d = check(exp[i], act[i], ctx, false, `${path}[${i}]`);
    if (d) return d;
  }
  return null;
}

function checkOperator(exp: Doc, act: unknown, ctx: MatchContext, root: boolean, path: string): string | null {
  const [op] = Object.keys(exp);
  const arg = exp[op];
  switch (op) {
    case '$$unsetOrMatches':
      return act === undefined ? null : check(arg, act, ctx, root, path);
    case '$$type':
      return checkType(arg as string | string[], act, path);
    case '$$matchesEntity':
      return check(ctx.entity(arg as string), act, ctx, root, path);
    case '$$sessionLsid':
      return sameValue(ctx.sessionLsid(arg as string), act)
        ? null
        : `${at(path)}: expected the lsid of ${arg as string}, got ${show(act)}`;
    case '$$lte':
      return isNumeric(act) && compareNumbers(act, arg) <= 0
        ? null
        : `${at(path)}: expected a number <= ${show(arg)}, got ${show(act)}`;
    case '$$matchesHexBytes':
      return hexOf(act) === String(arg).toLowerCase()
        ? null
        : `${at(path)}: expected bytes ${String(arg)}, got ${show(act)}`;
    case '$$matchAsDocument':
      return typeof act === 'string'
        ? check(arg, BSON.EJSON.parse(act, { relaxed: false }), ctx, false, path)
        : `${at(path)}: expected an Extended JSON string, got ${show(act)}`;
    case '$$matchAsRoot':
      return check(arg, act, ctx, true, path);
    case '$$exists':
      throw new Error(`${at(path)}: $$exists is only valid as the value of a field`);
    default:
      throw new SkipTest(`matching operator ${op} not implemented by the runner`);
  }
}

function checkType(types: string | string[], act: unknown, path: string): string | null {
  if (act === undefined) return `${at(path)}: missing (expected type ${String(types)})`;
  const wanted = Array.isArray(types) ? types : [types];
  const actual = typesOf(act);
  return wanted.some((t) => actual.includes(t))
    ? null
    : `${at(path)}: expected type ${wanted.join('|')}, got ${actual[0]} ${show(act)}`;
}

function checkScalar(exp: unknown, act: unknown, path: string): string | null {
  if (isNumeric(exp)) {
    return isNumeric(act) && compareNumbers(act, exp) === 0
      ? null
      : `${at(path)}: expected ${show(exp)}, got ${show(act)}`;
  }
  return sameValue(exp, act) ? null : `${at(path)}: expected ${show(exp)}, got ${show(act)}`;
}

// ------------------------------------------------------------------------------------------------- values

const bsonType = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;

export function isDocument(v: unknown): v is Doc {
  return (
    v !== null &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    bsonType(v) === undefined &&
    !(v instanceof Date) &&
    !(v instanceof Uint8Array) &&
    !(v instanceof RegExp) &&
    !(v instanceof Map)
  );
}

function isOperator(v: unknown): v is Doc {
  if (!isDocument(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 1 && keys[0].startsWith('$$');
}

function isNumeric(v: unknown): boolean {
  return typeof v === 'number' || typeof v === 'bigint' || ['Int32', 'Double', 'Long'].includes(bsonType(v) ?? '');
}

/** Numbers of any BSON width as a bigint when integral (so 64-bit values stay exact), else as a double. */
function numeric(v: unknown): number | bigint {
  if (typeof v === 'number' || typeof v === 'bigint') return v;
  if (bsonType(v) === 'Long') return BigInt((v as { toString(): string }).toString());
  return (v as { value: number }).value;
}

function compareNumbers(a: unknown, b: unknown): number {
  const x = numeric(a);
  const y = numeric(b);
  const bothIntegral = (n: number | bigint) => typeof n === 'bigint' || Number.isInteger(n);
  if (bothIntegral(x) && bothIntegral(y)) {
    const bx = BigInt(x);
    const by = BigInt(y);
    return bx === by ? 0 : bx < by ? -1 : 1;
  }
  return Number(x) === Number(y) ? 0 : Number(x) < Number(y) ? -1 : 1;
}

/** The `$type` names a value can have. The driver returns every 32-bit, 64-bit and double number as a JS number,
 * so such a number answers to each BSON numeric type its value allows. */
function typesOf(v: unknown): string[] {
  if (v === null) return ['null'];
  if (typeof v === 'number') {
    if (!Number.isInteger(v)) return ['double', 'number'];
    return Math.abs(v) <= 0x7fffffff ? ['int', 'long', 'double', 'number'] : ['long', 'double', 'number'];
  }
  if (typeof v === 'bigint') return ['long', 'number'];
  if (typeof v === 'string') return ['string'];
  if (typeof v === 'boolean') return ['bool'];
  if (Array.isArray(v)) return ['array'];
  if (v instanceof Date) return ['date'];
  if (v instanceof Uint8Array) return ['binData'];
  if (v instanceof RegExp) return ['regex'];
  const names: Record<string, string[]> = {
    Int32: ['int', 'number'],
    Double: ['double', 'number'],
    Long: ['long', 'number'],
    Decimal128: ['decimal', 'number'],
    ObjectId: ['objectId'],
    Binary: ['binData'],
    BSONRegExp: ['regex'],
    Timestamp: ['timestamp'],
    MinKey: ['minKey'],
    MaxKey: ['maxKey'],
    BSONSymbol: ['symbol'],
    DBRef: ['object'],
  };
  const t = bsonType(v);
  if (t === 'Code') return (v as { scope?: unknown }).scope ? ['javascriptWithScope'] : ['javascript'];
  return t ? (names[t] ?? [t]) : ['object'];
}

function hexOf(v: unknown): string | null {
  if (v instanceof Uint8Array) return Buffer.from(v).toString('hex');
  if (bsonType(v) === 'Binary') return Buffer.from((v as { buffer: Uint8Array }).buffer).toString('hex');
  return null;
}

/** Equality of two values by their canonical Extended JSON (type and value), for everything but numbers. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  return BSON.EJSON.stringify({ v }, { relaxed: false });
}

export function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  let text: string;
  try {
    text = BSON.EJSON.stringify(v as Doc, { relaxed: true });
  } catch {
    text = String(v);
  }
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const at = (path: string) => path || '(top)';
