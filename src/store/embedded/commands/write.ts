// insert, update, delete and findAndModify.
import * as BSON from 'bson';
import { Long } from 'bson';
import { Aggregator } from 'mingo';
import { isPlainObject, keyOf, promote, type Doc } from '../bson-values.js';
import { makeRecord, rawStartsWithId, typedOf, withIdFirst, type Collection, type DocRecord } from '../collection.js';
import { viewWriteError, type Database } from '../database.js';
import { CommandError, ErrorCodes, badValue, evaluationError } from '../errors.js';
import { Blocked, Conflict } from '../mvcc.js';
import { checkCollation, letVariables, resolveHint } from '../options.js';
import { compileProjection } from '../projection.js';
import { compileFilter, findRecords, parseSort, type Matcher } from '../query-engine.js';
import {
  applyUpdate,
  compileArrayFilters,
  isOperatorUpdate,
  upsertSeed,
  type UpdateContext,
} from '../update-operators.js';
import { simplePipelineUpdate } from '../simple-pipeline.js';
import { collectionName, documentsOf, type CommandContext } from './context.js';

const MAX_DOC = 16 * 1024 * 1024;

function serialize(doc: Doc): Buffer {
  const raw = Buffer.from(BSON.serialize(doc));
  if (raw.length > MAX_DOC)
    throw new CommandError(
      ErrorCodes.BadValue,
      `object to insert too large. size in bytes: ${raw.length}, max size: ${MAX_DOC}`,
    );
  return raw;
}

/** A write statement's failure as the write error MongoDB reports at its index. Blocked and Conflict are the
 * engine's own signals (wait, or abort the transaction) and pass through. */
function writeError(err: unknown): CommandError {
  if (err instanceof Blocked) throw err;
  if (err instanceof Conflict) throw err;
  return evaluationError(err);
}

/** For statements that write every match: a matcher that stops matching at its first failure and keeps the
 * error. MongoDB writes each document as its scan meets it, so a statement failing at document k has written
 * the matches before k (and reports only the error). */
function failSoft(m: Matcher | null): { matcher: Matcher | null; failed: boolean; error: unknown } {
  const state = { matcher: m, failed: false, error: undefined as unknown };
  if (m) {
    state.matcher = {
      test(doc) {
        if (state.failed) return false;
        try {
          return m.test(doc);
        } catch (err) {
          state.failed = true;
          state.error = err;
          return false;
        }
      },
    };
  }
  return state;
}

/** A replacement document is data, not operators: MongoDB refuses a top-level $-prefixed field in it (inserts
 * and pipeline updates may store such fields since 5.0). */
function checkReplacementFieldNames(doc: Doc): void {
  for (const k of Object.keys(doc)) {
    if (k.startsWith('$')) {
      throw new CommandError(
        ErrorCodes.DollarPrefixedFieldName,
        `The dollar ($) prefixed field '${k}' in '${k}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    }
  }
}

function checkIdFields(v: Doc): void {
  for (const [k, sub] of Object.entries(v)) {
    if (k.startsWith('$'))
      throw new CommandError(
        ErrorCodes.DollarPrefixedFieldName,
        `_id fields may not contain '$'-prefixed fields: ${k} is not valid for storage.`,
      );
    if (isPlainObject(sub)) checkIdFields(sub);
    else if (Array.isArray(sub)) for (const e of sub) if (isPlainObject(e)) checkIdFields(e);
  }
}

/** The _id rules MongoDB enforces on every stored document. */
function checkId(id: unknown): void {
  if (id === undefined || id === null || typeof id !== 'object') return;
  if (Array.isArray(id)) throw badValue("can't use an array for _id");
  if (id instanceof RegExp || (id as { _bsontype?: string })._bsontype === 'BSONRegExp')
    throw badValue("can't use a regex for _id");
  if (isPlainObject(id)) checkIdFields(id);
}

// BSON element types of a leading _id that need a look: embedded document, array, undefined, regex.
const ID_SUSPECT = new Set([0x03, 0x04, 0x06, 0x0b]);

function recordForInsert(doc: Doc, raw: Buffer | null): DocRecord {
  if (raw && rawStartsWithId(raw)) {
    if (raw.length > MAX_DOC)
      throw new CommandError(
        ErrorCodes.BadValue,
        `object to insert too large. size in bytes: ${raw.length}, max size: ${MAX_DOC}`,
      );
    if (ID_SUSPECT.has(raw[4])) {
      if (raw[4] === 0x06) throw badValue("can't use a undefined for _id");
      checkId(doc._id);
    }
    // Copy: the slice points into the socket's receive buffer.
    return makeRecord(Buffer.from(raw));
  }
  checkId(doc._id);
  return makeRecord(serialize(withIdFirst(doc)));
}

/** Refuses a document the collection's validator rejects (DocumentValidationFailure), unless the command
 * bypasses validation. validationLevel 'moderate' leaves alone updates of documents that were already invalid. */
export function validateWrite(ctx: CommandContext, coll: Collection, rec: DocRecord, before: DocRecord | null): void {
  const v = coll.validator;
  if (!v || ctx.body.bypassDocumentValidation === true) return;
  if (before && v.level === 'moderate' && v.check(typedOf(before), before.view) !== null) return;
  const typed = typedOf(rec);
  const why = v.check(typed, rec.view);
  if (why) {
    throw new CommandError(ErrorCodes.DocumentValidationFailure, 'Document failed validation', {
      extra: { errInfo: { failingDocumentId: typed._id, details: why } },
    });
  }
}

/** A write to a view fails as MongoDB's does. */
function writable(coll: Collection | undefined): Collection | undefined {
  if (coll?.isView) throw viewWriteError(coll);
  return coll;
}

export function insert(ctx: CommandContext): Doc {
  const coll = ctx.createCollection(collectionName(ctx, 'insert'));
  const ordered = ctx.body.ordered !== false;
  const docs = documentsOf(ctx, 'documents');
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < docs.length; i++) {
    try {
      const rec = recordForInsert(docs[i].doc, docs[i].raw);
      validateWrite(ctx, coll, rec, null);
      ctx.writer.insert(coll, rec);
      n++;
    } catch (err) {
      writeErrors.push(writeError(err).toWriteError(i));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, ok: 1 };
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
}

/** Computes the updated version of `rec`; null when the update changes nothing. */
function updatedRecord(rec: DocRecord, u: unknown, uctx: UpdateContext, vars: Doc | undefined): DocRecord | null {
  let next: Doc;
  if (Array.isArray(u)) {
    next = runPipelineUpdate(rec.view, u, vars);
  } else if (isOperatorUpdate(u as Doc)) {
    next = typedOf(rec);
    applyUpdate(next, u as Doc, uctx);
  } else {
    next = replacement(typedOf(rec)._id, u as Doc);
  }
  const raw = serialize(withIdFirst(next));
  if (raw.equals(rec.raw)) return null;
  return makeRecord(raw);
}

function replacement(id: unknown, u: Doc): Doc {
  checkReplacementFieldNames(u);
  if ('_id' in u && keyOf(promote(u._id)) !== keyOf(promote(id))) {
    throw new CommandError(
      ErrorCodes.ImmutableField,
      "After applying the update, the (immutable) field '_id' was found to have been altered to _id: " +
        JSON.stringify(promote(u._id)),
    );
  }
  const out: Doc = { _id: id };
  for (const [k, v] of Object.entries(u)) if (k !== '_id') out[k] = v;
  return out;
}

const PIPELINE_UPDATE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

function runPipelineUpdate(view: Doc, pipeline: unknown[], vars: Doc | undefined): Doc {
  const stages = pipeline.map((s) => promote(s) as Doc);
  for (const s of stages) {
    const name = Object.keys(s)[0];
    if (!PIPELINE_UPDATE_STAGES.has(name)) throw badValue(`${name} is not allowed to be used within an update`);
  }
  const doc = simplePipelineUpdate(view, stages, vars) ?? byMingo(view, stages, vars);
  if (!('_id' in doc)) doc._id = view._id;
  return doc;
}

function byMingo(view: Doc, stages: Doc[], vars: Doc | undefined): Doc {
  try {
    return new Aggregator(stages, vars ? { variables: vars } : {}).run([structuredCloneDoc(view)])[0] ?? {};
  } catch (err) {
    throw evaluationError(err);
  }
}

function structuredCloneDoc(view: Doc): Doc {
  return BSON.deserialize(BSON.serialize(view)) as Doc;
}

function upsertDocument(q: Doc, u: unknown, uctx: UpdateContext, vars: Doc | undefined): DocRecord {
  const seed = upsertSeed(q);
  let doc: Doc;
  if (Array.isArray(u)) doc = runPipelineUpdate(promote(seed) as Doc, u, vars);
  else if (isOperatorUpdate(u as Doc)) {
    doc = seed;
    applyUpdate(doc, u as Doc, uctx);
  } else {
    // The filter's _id wins; without one, the replacement's own _id is the new document's (MongoDB upserts
    // with it rather than calling it a change of _id).
    const r = u as Doc;
    doc = replacement(seed._id !== undefined ? seed._id : r._id, r);
    if (doc._id === undefined) delete doc._id;
  }
  checkId(doc._id);
  return makeRecord(serialize(withIdFirst(doc)));
}

function updateContext(q: Doc, arrayFilters: unknown, isInsert: boolean): UpdateContext {
  return { isInsert, filter: promote(q) as Doc, arrayFilters: compileArrayFilters(arrayFilters) };
}

/** One update statement ({ q, u, multi, upsert, arrayFilters, sort, hint, collation }) on the collection
 * `name`; `vars` are the command's `let` variables. */
function updateStatement(
  ctx: CommandContext,
  db: Database,
  name: string,
  spec: Doc,
  vars: Doc | undefined,
): { n: number; nModified: number; upserted?: unknown } {
  const q = (spec.q as Doc) ?? {};
  const u = spec.u;
  if (u === undefined || (!Array.isArray(u) && !isPlainObject(u)))
    throw badValue('Update argument must be either an object or an array');
  const multi = spec.multi === true;
  if (multi && !Array.isArray(u) && !isOperatorUpdate(u as Doc))
    throw new CommandError(ErrorCodes.FailedToParse, 'multi update is not supported for replacement-style update');
  checkCollation(spec.collation);
  let coll = writable(ctx.collection(name, db));
  const filter = promote(q) as Doc;
  const hint = resolveHint(coll, spec.hint, filter);
  const sort = parseSort(promote(spec.sort));
  const guard = multi ? failSoft(compileFilter(filter, vars)) : null;
  const recs = coll
    ? findRecords(
        coll,
        filter,
        { limit: multi ? 0 : 1, sort, hint },
        guard ? guard.matcher : compileFilter(filter, vars),
        ctx.view(coll),
      )
    : [];
  if (guard?.failed) {
    // A sorted statement reads every candidate before it writes one.
    if (!sort) applyUpdates(ctx, coll!, recs, u, updateContext(q, spec.arrayFilters, false), vars);
    throw guard.error;
  }
  if (recs.length === 0) {
    if (spec.upsert !== true) return { n: 0, nModified: 0 };
    coll ??= ctx.createCollection(name, db);
    const rec = upsertDocument(q, u, updateContext(q, spec.arrayFilters, true), vars);
    validateWrite(ctx, coll, rec, null);
    ctx.writer.insert(coll, rec);
    return { n: 1, nModified: 0, upserted: typedOf(rec)._id };
  }
  return {
    n: recs.length,
    nModified: applyUpdates(ctx, coll!, recs, u, updateContext(q, spec.arrayFilters, false), vars),
  };
}

/** Updates matched documents in order; answers how many changed. */
function applyUpdates(
  ctx: CommandContext,
  coll: Collection,
  recs: DocRecord[],
  u: unknown,
  uctx: UpdateContext,
  vars: Doc | undefined,
): number {
  let nModified = 0;
  for (const rec of recs) {
    const next = updatedRecord(rec, u, uctx, vars);
    if (next) {
      validateWrite(ctx, coll, next, rec);
      ctx.writer.replace(coll, rec, next);
      nModified++;
    }
  }
  return nModified;
}

export function update(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'update');
  const ordered = ctx.body.ordered !== false;
  const updates = documentsOf(ctx, 'updates');
  const vars = letVariables(ctx.body.let);
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors: Doc[] = [];
  for (let i = 0; i < updates.length; i++) {
    try {
      const r = updateStatement(ctx, ctx.db, name, updates[i].doc, vars);
      n += r.n;
      nModified += r.nModified;
      if (r.upserted !== undefined) upserted.push({ index: i, _id: r.upserted });
    } catch (err) {
      writeErrors.push(writeError(err).toWriteError(i));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, nModified, ok: 1 };
  if (upserted.length) reply.upserted = upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
}

/** One delete statement ({ q, limit, sort, hint, collation }) on `coll`; answers how many documents it removed. */
function deleteStatement(
  ctx: CommandContext,
  coll: Collection | undefined,
  spec: Doc,
  limitOne: boolean,
  vars: Doc | undefined,
): number {
  checkCollation(spec.collation);
  if (!writable(coll)) return 0;
  const filter = promote(spec.q ?? {}) as Doc;
  const hint = resolveHint(coll, spec.hint, filter);
  const sort = parseSort(promote(spec.sort));
  const guard = limitOne ? null : failSoft(compileFilter(filter, vars));
  const recs = findRecords(
    coll!,
    filter,
    { limit: limitOne ? 1 : 0, sort, hint },
    guard ? guard.matcher : compileFilter(filter, vars),
    ctx.view(coll!),
  );
  if (guard?.failed && sort) throw guard.error;
  for (const rec of recs) ctx.writer.remove(coll!, rec);
  if (guard?.failed) throw guard.error;
  return recs.length;
}

/**
 * MongoDB 8.0's `bulkWrite` (MongoClient.bulkWrite): inserts, updates and deletes across collections, in one
 * command. `nsInfo` names the namespaces the operations point at by index. The answer is a cursor of per-operation
 * results (only the failed ones with `errorsOnly`) plus the totals.
 */
export function bulkWrite(ctx: CommandContext): Doc {
  const ops = documentsOf(ctx, 'ops');
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a namespace string, as the driver sends it
  const nsInfo = documentsOf(ctx, 'nsInfo').map((e) => String(e.doc.ns ?? ''));
  const ordered = ctx.body.ordered !== false;
  const errorsOnly = ctx.body.errorsOnly !== false;
  const target = (index: unknown): { db: Database; name: string } => {
    const ns = nsInfo[Number(promote(index))];
    const dot = ns?.indexOf('.') ?? -1;
    if (!ns || dot <= 0)
      throw badValue(`bulkWrite: operation names namespace #${String(promote(index))}, which nsInfo does not hold`);
    return { db: ctx.engine.db(ns.slice(0, dot)), name: ns.slice(dot + 1) };
  };
  const results: Doc[] = [];
  const totals = { nErrors: 0, nInserted: 0, nUpserted: 0, nMatched: 0, nModified: 0, nDeleted: 0 };
  const vars = letVariables(ctx.body.let);
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i].doc;
    try {
      if ('insert' in op) {
        const { db, name } = target(op.insert);
        if (!isPlainObject(op.document)) throw badValue('bulkWrite: insert needs a document');
        const coll = ctx.createCollection(name, db);
        const rec = recordForInsert(op.document as Doc, null);
        validateWrite(ctx, coll, rec, null);
        ctx.writer.insert(coll, rec);
        totals.nInserted++;
        if (!errorsOnly) results.push({ ok: 1, idx: i, n: 1 });
      } else if ('update' in op) {
        const { db, name } = target(op.update);
        const r = updateStatement(
          ctx,
          db,
          name,
          {
            q: op.filter,
            u: op.updateMods,
            multi: op.multi,
            upsert: op.upsert,
            arrayFilters: op.arrayFilters,
            sort: op.sort,
            hint: op.hint,
            collation: op.collation,
          },
          vars,
        );
        if (r.upserted !== undefined) totals.nUpserted++;
        else totals.nMatched += r.n;
        totals.nModified += r.nModified;
        if (!errorsOnly)
          results.push({
            ok: 1,
            idx: i,
            n: r.n,
            nModified: r.nModified,
            ...(r.upserted !== undefined ? { upserted: { _id: r.upserted } } : {}),
          });
      } else if ('delete' in op) {
        const { db, name } = target(op.delete);
        const n = deleteStatement(
          ctx,
          ctx.collection(name, db),
          { q: op.filter, hint: op.hint, collation: op.collation },
          op.multi !== true,
          vars,
        );
        totals.nDeleted += n;
        if (!errorsOnly) results.push({ ok: 1, idx: i, n });
      } else {
        throw new CommandError(
          ErrorCodes.FailedToParse,
          `bulkWrite: unknown operation ${Object.keys(op)[0] ?? '(empty)'}`,
        );
      }
    } catch (err) {
      const e = writeError(err);
      totals.nErrors++;
      results.push({ ok: 0, idx: i, code: e.code, codeName: e.codeName, errmsg: e.message, ...e.extra });
      if (ordered) break;
    }
  }
  return { cursor: { id: Long.fromNumber(0), firstBatch: results, ns: 'admin.$cmd.bulkWrite' }, ...totals, ok: 1 };
}

export function del(ctx: CommandContext): Doc {
  const coll = ctx.collection(collectionName(ctx, 'delete'));
  const ordered = ctx.body.ordered !== false;
  const deletes = documentsOf(ctx, 'deletes');
  const vars = letVariables(ctx.body.let);
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < deletes.length; i++) {
    const spec = deletes[i].doc;
    try {
      n += deleteStatement(ctx, coll, spec, Number(promote(spec.limit) ?? 0) === 1, vars);
    } catch (err) {
      writeErrors.push(writeError(err).toWriteError(i));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, ok: 1 };
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
}

export function findAndModify(ctx: CommandContext): Doc {
  const name = collectionName(ctx, ctx.body.findAndModify !== undefined ? 'findAndModify' : 'findandmodify');
  const b = ctx.body;
  const q = (b.query as Doc) ?? {};
  const project = compileProjection(b.fields as Doc | undefined);
  const out = (d: Doc | null) => (d && project ? project(d) : d);
  const vars = letVariables(b.let);
  let coll = writable(ctx.collection(name));
  const filter = promote(q) as Doc;
  const hint = resolveHint(coll, b.hint, filter);
  const recs = coll
    ? findRecords(
        coll,
        filter,
        { limit: 1, sort: parseSort(promote(b.sort)), hint },
        compileFilter(filter, vars),
        ctx.view(coll),
      )
    : [];
  const rec = recs[0];
  if (b.remove === true) {
    if (b.update !== undefined) throw badValue('Cannot specify both an update and remove=true');
    if (!rec) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    ctx.writer.remove(coll!, rec);
    return { lastErrorObject: { n: 1 }, value: out(typedOf(rec)), ok: 1 };
  }
  const u = b.update;
  if (u === undefined || (!Array.isArray(u) && !isPlainObject(u)))
    throw new CommandError(ErrorCodes.FailedToParse, 'Either an update or remove=true must be specified');
  const returnNew = b.new === true;
  if (!rec) {
    if (b.upsert !== true) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    coll ??= ctx.createCollection(name);
    const created = upsertDocument(q, u, updateContext(q, b.arrayFilters, true), vars);
    validateWrite(ctx, coll, created, null);
    ctx.writer.insert(coll, created);
    const typed = typedOf(created);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: typed._id },
      value: returnNew ? out(typed) : null,
      ok: 1,
    };
  }
  const next = updatedRecord(rec, u, updateContext(q, b.arrayFilters, false), vars);
  if (next) {
    validateWrite(ctx, coll!, next, rec);
    ctx.writer.replace(coll!, rec, next);
  }
  const value = returnNew ? typedOf(next ?? rec) : typedOf(rec);
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: out(value), ok: 1 };
}
