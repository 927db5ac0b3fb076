// Command options that change an answer: collation, hint, let and writeConcern. Each is either honoured as
// MongoDB does or refused with MongoDB's code; none is accepted and ignored. Every check returns at once when
// the option is absent, so commands without them pay one property read.
import { Aggregator } from 'mingo';
import { isPlainObject, num, promote, type Doc } from './bson-values.js';
import type { Collection } from './collection.js';
import { CommandError, ErrorCodes, badValue, evaluationError } from './errors.js';
import { sameKey, type Index } from './indexes.js';
import { impliesPartialFilter } from './query-engine.js';

/** Only the simple (binary) collation exists here. Any other is refused with BadValue, the code MongoDB
 * answers for a collation it cannot provide (an unknown locale): comparing case- or accent-insensitively
 * would need collation-aware equality, ordering and index keys throughout the engine. */
export function checkCollation(raw: unknown): void {
  if (raw === undefined || raw === null) return;
  const c = promote(raw);
  if (!isPlainObject(c))
    throw new CommandError(ErrorCodes.TypeMismatch, "BSON field 'collation' is the wrong type, expected type 'object'");
  if (c.locale === undefined)
    throw new CommandError(ErrorCodes.Location40414, "BSON field 'locale' is missing but a required field");
  if (c.locale === 'simple') return;
  throw badValue(
    `collation ${JSON.stringify(c)} is not supported by the embedded server: only the simple collation ({ locale: 'simple' }, binary comparison) is available`,
  );
}

const NO_INDEX = 'hint provided does not correspond to an existing index';

/**
 * The index (or $natural direction) a `hint` names. An index that does not exist is refused with BadValue, as
 * MongoDB's planner does; so is a partial index the filter does not evidently stay within (MongoDB refuses a
 * partial index whose filter the query does not imply). No collection: nothing to plan, nothing to check.
 */
export function resolveHint(coll: Collection | undefined, raw: unknown, filter: Doc = {}): Index | 1 | -1 | undefined {
  if (raw === undefined || raw === null) return undefined;
  const h = promote(raw);
  let idx: Index | undefined;
  if (typeof h === 'string') {
    if (!coll) return undefined;
    idx = coll.indexes.get(h);
  } else if (isPlainObject(h)) {
    const keys = Object.keys(h);
    if (keys.length === 0) return undefined;
    if (keys[0] === '$natural') return num(h.$natural) < 0 ? -1 : 1;
    if (!coll) return undefined;
    for (const i of coll.indexes.values()) if (sameKey(i.spec.key, h as Record<string, number>)) idx = i;
  } else {
    throw badValue('hint must be a string or an object');
  }
  if (!idx) throw badValue(NO_INDEX);
  if (idx.spec.partialFilterExpression && !impliesPartialFilter(filter, idx.spec.partialFilterExpression))
    throw badValue(NO_INDEX);
  return idx;
}

/**
 * A command's `let` variables, evaluated once (they may use expressions and system variables such as $$NOW,
 * not document fields). Undefined without `let`.
 */
export function letVariables(raw: unknown): Doc | undefined {
  if (raw === undefined || raw === null) return undefined;
  const spec = promote(raw);
  if (!isPlainObject(spec))
    throw new CommandError(ErrorCodes.TypeMismatch, "BSON field 'let' is the wrong type, expected type 'object'");
  const names = Object.keys(spec);
  if (names.length === 0) return undefined;
  for (const n of names) {
    if (!/^[a-z\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*$/.test(n)) {
      throw badValue(`'${n}' starts with an invalid character for a user variable name`);
    }
  }
  try {
    const out = new Aggregator([{ $replaceWith: { $literal: {} } }, { $addFields: spec }]).run([{}])[0] as Doc;
    const vars: Doc = {};
    for (const n of names) vars[n] = out[n] === undefined ? null : out[n];
    return vars;
  } catch (err) {
    throw evaluationError(err);
  }
}

/** A malformed writeConcern fails the command before it runs (MongoDB's FailedToParse). */
export function checkWriteConcern(raw: unknown): void {
  if (raw === undefined) return;
  const wc = promote(raw);
  if (!isPlainObject(wc)) throw new CommandError(ErrorCodes.FailedToParse, 'writeConcern must be an object');
  const w = wc.w;
  if (typeof w === 'number' && (!Number.isInteger(w) || w < 0 || w > 50)) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      `w has to be a non-negative number and not greater than 50; found: ${w}`,
    );
  }
  if (w !== undefined && typeof w !== 'number' && typeof w !== 'string' && !isPlainObject(w)) {
    throw new CommandError(ErrorCodes.FailedToParse, 'w has to be a number, a string or an object');
  }
}

/**
 * What a one-member replica set answers for a writeConcern it cannot meet: the command runs, and the reply
 * carries a `writeConcernError` (w above 1: UnsatisfiableWriteConcern; a mode other than 'majority', or a tag
 * set: UnknownReplWriteConcern / UnsatisfiableWriteConcern, as there are no tags). Null when it is met.
 */
export function writeConcernError(raw: unknown): Doc | null {
  if (raw === undefined) return null;
  const wc = promote(raw) as Doc;
  const w = wc.w;
  if (w === undefined || w === 'majority' || (typeof w === 'number' && w <= 1)) return null;
  const errInfo = { writeConcern: { ...wc, provenance: 'clientSupplied' } };
  if (typeof w === 'string') {
    return {
      code: ErrorCodes.UnknownReplWriteConcern,
      codeName: 'UnknownReplWriteConcern',
      errmsg: `No write concern mode named '${w}' found in replica set configuration`,
      errInfo,
    };
  }
  const message = typeof w === 'number' ? 'Not enough data-bearing nodes' : 'Not enough nodes match write concern mode';
  return {
    code: ErrorCodes.UnsatisfiableWriteConcern,
    codeName: 'UnsatisfiableWriteConcern',
    errmsg: message,
    errInfo,
  };
}
