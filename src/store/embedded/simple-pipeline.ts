// Pipeline updates of the shapes the service sends on its hot paths, evaluated here instead of by mingo: stock levels
// are changed by `$set` stages of `$max`, `$min`, `$add`, `$subtract` and `$ifNull` over numbers, field paths and
// literals (src/modules/inventory/reservations.ts), in every checkout and every UCP hold. mingo builds an aggregator,
// with its operator context, per statement, and the document went through a BSON round trip first: together about
// 5 % of the store thread in a UCP checkout (CPU profile, docs/benchmarks.md#ucp-checkout). Anything outside these
// shapes (other operators or stages, variables, dotted targets, dates in arithmetic, arrays on a path, NaN, a value
// that comes out missing) answers null, and the caller runs mingo as before; test/store/engine.test.ts checks that
// both give the same bytes on the shapes handled here.
import { OFF_PLAIN_PATH, isPlainObject, plainPathValue, type Doc } from './bson-values.js';

const UNHANDLED = Symbol('unhandled');

/** The document after `stages` (already checked to be update stages), or null when mingo must run them. */
export function simplePipelineUpdate(view: Doc, stages: Doc[], vars: Doc | undefined): Doc | null {
  if (vars && Object.keys(vars).length) return null;
  let doc = view;
  for (const stage of stages) {
    const names = Object.keys(stage);
    if (names.length !== 1 || (names[0] !== '$set' && names[0] !== '$addFields')) return null;
    const spec = stage[names[0]];
    if (!isPlainObject(spec)) return null;
    // A shallow copy: nothing below writes into the values it shares with the stored version.
    const next: Doc = { ...doc };
    for (const field of Object.keys(spec)) {
      if (field === '_id' || field.includes('.') || field.startsWith('$')) return null;
      const v = evaluateSimple(spec[field], doc);
      if (v === UNHANDLED || v === undefined) return null;
      next[field] = v;
    }
    doc = next;
  }
  return doc;
}

/** An expression of the shapes above on `doc` (a value, `undefined` when missing), or a private symbol when it is
 * of another shape: callers check the type they need. Also used for `$expr` filters (query-engine.ts). */
export function evaluateSimple(expr: unknown, doc: Doc): unknown {
  if (typeof expr === 'string') {
    if (expr.startsWith('$$')) return UNHANDLED;
    return expr.startsWith('$') ? fieldPath(doc, expr.slice(1)) : expr;
  }
  if (expr === null || typeof expr === 'number' || typeof expr === 'boolean' || expr instanceof Date) {
    return Number.isNaN(expr) ? UNHANDLED : expr;
  }
  if (!isPlainObject(expr)) return UNHANDLED;
  const ops = Object.keys(expr);
  if (ops.length !== 1) return UNHANDLED;
  const arg = expr[ops[0]];
  switch (ops[0]) {
    case '$literal':
      return arg;
    case '$ifNull':
      return ifNull(arg, doc);
    case '$add':
    case '$subtract':
      return arithmetic(ops[0], arg, doc);
    case '$max':
    case '$min':
      return extreme(ops[0], arg, doc);
    default:
      return UNHANDLED;
  }
}

/** `$a.b`: through documents only (an array on the way is MongoDB's multikey path: mingo's). */
function fieldPath(doc: Doc, path: string): unknown {
  const v = plainPathValue(doc, path.split('.'));
  return v === OFF_PLAIN_PATH ? UNHANDLED : v;
}

/** The first input that is neither null nor missing, else the last argument's value. */
function ifNull(arg: unknown, doc: Doc): unknown {
  if (!Array.isArray(arg) || arg.length < 2) return UNHANDLED;
  for (let i = 0; i < arg.length - 1; i++) {
    const v = evaluateSimple(arg[i], doc);
    if (v === UNHANDLED) return v;
    if (v !== null && v !== undefined) return v;
  }
  return evaluateSimple(arg[arg.length - 1], doc);
}

/** Numbers only; a null or missing operand makes the result null, as MongoDB's does. */
function arithmetic(op: '$add' | '$subtract', arg: unknown, doc: Doc): unknown {
  if (!Array.isArray(arg) || (op === '$subtract' && arg.length !== 2)) return UNHANDLED;
  const values = arg.map((a) => evaluateSimple(a, doc));
  if (values.some((v) => v === UNHANDLED)) return UNHANDLED;
  if (values.some((v) => v === null || v === undefined)) return null;
  if (!values.every((v) => typeof v === 'number' && !Number.isNaN(v))) return UNHANDLED;
  const nums = values as number[];
  return op === '$subtract' ? nums[0] - nums[1] : nums.reduce((s, n) => s + n, 0);
}

/** Over a list of expressions: nulls and missing values skipped, null when nothing is left; numbers only. */
function extreme(op: '$max' | '$min', arg: unknown, doc: Doc): unknown {
  if (!Array.isArray(arg)) return UNHANDLED;
  const values = arg.map((a) => evaluateSimple(a, doc));
  if (values.some((v) => v === UNHANDLED)) return UNHANDLED;
  const present = values.filter((v) => v !== null && v !== undefined);
  if (!present.length) return null;
  if (!present.every((v) => typeof v === 'number' && !Number.isNaN(v))) return UNHANDLED;
  return op === '$max' ? Math.max(...(present as number[])) : Math.min(...(present as number[]));
}
