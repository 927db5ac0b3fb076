// insert, update, delete and findAndModify.
import * as BSON from 'bson';
import { Long } from 'bson';
import { Aggregator } from 'mingo';
import { isPlainObject, promote, type Doc } from '../bson-values.js';
import { makeRecord, rawStartsWithId, typedOf, withIdFirst, type Collection, type DocRecord } from '../collection.js';
import type { Database } from '../database.js';
import { CommandError, ErrorCodes, badValue } from '../errors.js';
import { compileProjection } from '../projection.js';
import { findRecords, parseSort } from '../query-engine.js';
import { applyUpdate, compileArrayFilters, isOperatorUpdate, upsertSeed, type UpdateContext } from '../update-operators.js';
import { collectionName, documentsOf, type CommandContext } from './context.js';

const MAX_DOC = 16 * 1024 * 1024;

function serialize(doc: Doc): Buffer {
  const raw = Buffer.from(BSON.serialize(doc));
  if (raw.length > MAX_DOC) throw new CommandError(ErrorCodes.BadValue, `object to insert too large. size in bytes: ${raw.length}, max size: ${MAX_DOC}`);
  return raw;
}

function checkFieldNames(doc: Doc): void {
  for (const k of Object.keys(doc)) {
    if (k.startsWith('$')) throw new CommandError(ErrorCodes.BadValue, `Document can't have $ prefixed field names: ${k}`);
  }
}

function recordForInsert(doc: Doc, raw: Buffer | null): DocRecord {
  if (raw && rawStartsWithId(raw)) {
    if (raw.length > MAX_DOC) throw new CommandError(ErrorCodes.BadValue, `object to insert too large. size in bytes: ${raw.length}, max size: ${MAX_DOC}`);
    // Copy: the slice points into the socket's receive buffer.
    return makeRecord(Buffer.from(raw));
  }
  checkFieldNames(doc);
  return makeRecord(serialize(withIdFirst(doc)));
}

export function insert(ctx: CommandContext): Doc {
  const coll = ctx.db.getOrCreate(collectionName(ctx, 'insert'), ctx.log);
  const ordered = ctx.body.ordered !== false;
  const docs = documentsOf(ctx, 'documents');
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < docs.length; i++) {
    try {
      ctx.writer.insert(coll, recordForInsert(docs[i].doc, docs[i].raw));
      n++;
    } catch (err) {
      if (!(err instanceof CommandError)) throw err;
      writeErrors.push(err.toWriteError(i));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, ok: 1 };
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
}

/** Computes the updated version of `rec`; null when the update changes nothing. */
function updatedRecord(rec: DocRecord, u: unknown, uctx: UpdateContext): DocRecord | null {
  let next: Doc;
  if (Array.isArray(u)) {
    next = runPipelineUpdate(rec.view, u);
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
  checkFieldNames(u);
  if ('_id' in u && JSON.stringify(promote(u._id)) !== JSON.stringify(promote(id))) {
    throw new CommandError(
      ErrorCodes.ImmutableField,
      "After applying the update, the (immutable) field '_id' was found to have been altered to _id: " + JSON.stringify(promote(u._id)),
    );
  }
  const out: Doc = { _id: id };
  for (const [k, v] of Object.entries(u)) if (k !== '_id') out[k] = v;
  return out;
}

const PIPELINE_UPDATE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

function runPipelineUpdate(view: Doc, pipeline: unknown[]): Doc {
  const stages = pipeline.map((s) => promote(s) as Doc);
  for (const s of stages) {
    const name = Object.keys(s)[0];
    if (!PIPELINE_UPDATE_STAGES.has(name)) throw badValue(`${name} is not allowed to be used within an update`);
  }
  let out: Doc[];
  try {
    out = new Aggregator(stages, {}).run([structuredCloneDoc(view)]);
  } catch (err) {
    throw badValue((err as Error).message);
  }
  const doc = out[0] ?? {};
  if (!('_id' in doc)) doc._id = view._id;
  return doc;
}

function structuredCloneDoc(view: Doc): Doc {
  return BSON.deserialize(BSON.serialize(view)) as Doc;
}

function upsertDocument(q: Doc, u: unknown, uctx: UpdateContext): DocRecord {
  const seed = upsertSeed(q);
  let doc: Doc;
  if (Array.isArray(u)) doc = runPipelineUpdate(promote(seed) as Doc, u);
  else if (isOperatorUpdate(u as Doc)) {
    doc = seed;
    applyUpdate(doc, u as Doc, uctx);
  } else {
    doc = replacement(seed._id, u as Doc);
    if (doc._id === undefined) delete doc._id;
  }
  return makeRecord(serialize(withIdFirst(doc)));
}

function updateContext(q: Doc, arrayFilters: unknown, isInsert: boolean): UpdateContext {
  return { isInsert, filter: promote(q) as Doc, arrayFilters: compileArrayFilters(arrayFilters) };
}

/** One update statement ({ q, u, multi, upsert, arrayFilters, sort }) on the collection `name`. */
function updateStatement(ctx: CommandContext, db: Database, name: string, spec: Doc): { n: number; nModified: number; upserted?: unknown } {
  const q = (spec.q as Doc) ?? {};
  const u = spec.u;
  if (u === undefined || (!Array.isArray(u) && !isPlainObject(u))) throw badValue('Update argument must be either an object or an array');
  const multi = spec.multi === true;
  if (multi && !Array.isArray(u) && !isOperatorUpdate(u as Doc)) throw new CommandError(ErrorCodes.FailedToParse, 'multi update is not supported for replacement-style update');
  let coll: Collection | undefined = db.get(name);
  const recs = coll ? findRecords(coll, promote(q) as Doc, { limit: multi ? 0 : 1, sort: parseSort(promote(spec.sort)) }, undefined, ctx.view(coll)) : [];
  if (recs.length === 0) {
    if (spec.upsert !== true) return { n: 0, nModified: 0 };
    coll ??= db.getOrCreate(name, ctx.log);
    const rec = upsertDocument(q, u, updateContext(q, spec.arrayFilters, true));
    ctx.writer.insert(coll, rec);
    return { n: 1, nModified: 0, upserted: typedOf(rec)._id };
  }
  const uctx = updateContext(q, spec.arrayFilters, false);
  let nModified = 0;
  for (const rec of recs) {
    const next = updatedRecord(rec, u, uctx);
    if (next) {
      ctx.writer.replace(coll!, rec, next);
      nModified++;
    }
  }
  return { n: recs.length, nModified };
}

export function update(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'update');
  const ordered = ctx.body.ordered !== false;
  const updates = documentsOf(ctx, 'updates');
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors: Doc[] = [];
  for (let i = 0; i < updates.length; i++) {
    try {
      const r = updateStatement(ctx, ctx.db, name, updates[i].doc);
      n += r.n;
      nModified += r.nModified;
      if (r.upserted !== undefined) upserted.push({ index: i, _id: r.upserted });
    } catch (err) {
      if (!(err instanceof CommandError)) throw err;
      writeErrors.push(err.toWriteError(i));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, nModified, ok: 1 };
  if (upserted.length) reply.upserted = upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
}

/** One delete statement ({ q, limit, sort }) on `coll`; answers how many documents it removed. */
function deleteStatement(ctx: CommandContext, coll: Collection | undefined, spec: Doc, limitOne: boolean): number {
  if (!coll) return 0;
  const recs = findRecords(coll, promote(spec.q ?? {}) as Doc, { limit: limitOne ? 1 : 0, sort: parseSort(promote(spec.sort)) }, undefined, ctx.view(coll));
  for (const rec of recs) ctx.writer.remove(coll, rec);
  return recs.length;
}

/**
 * MongoDB 8.0's `bulkWrite` (MongoClient.bulkWrite): inserts, updates and deletes across collections, in one
 * command. `nsInfo` names the namespaces the operations point at by index. The answer is a cursor of per-operation
 * results (only the failed ones with `errorsOnly`) plus the totals.
 */
export function bulkWrite(ctx: CommandContext): Doc {
  const ops = documentsOf(ctx, 'ops');
  const nsInfo = documentsOf(ctx, 'nsInfo').map((e) => String(e.doc.ns ?? ''));
  const ordered = ctx.body.ordered !== false;
  const errorsOnly = ctx.body.errorsOnly !== false;
  const target = (index: unknown): { db: Database; name: string } => {
    const ns = nsInfo[Number(promote(index))];
    const dot = ns?.indexOf('.') ?? -1;
    if (!ns || dot <= 0) throw badValue(`bulkWrite: operation names namespace #${String(promote(index))}, which nsInfo does not hold`);
    return { db: ctx.engine.db(ns.slice(0, dot)), name: ns.slice(dot + 1) };
  };
  const results: Doc[] = [];
  const totals = { nErrors: 0, nInserted: 0, nUpserted: 0, nMatched: 0, nModified: 0, nDeleted: 0 };
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i].doc;
    try {
      if ('insert' in op) {
        const { db, name } = target(op.insert);
        if (!isPlainObject(op.document)) throw badValue('bulkWrite: insert needs a document');
        ctx.writer.insert(db.getOrCreate(name, ctx.log), recordForInsert(op.document as Doc, null));
        totals.nInserted++;
        if (!errorsOnly) results.push({ ok: 1, idx: i, n: 1 });
      } else if ('update' in op) {
        const { db, name } = target(op.update);
        const r = updateStatement(ctx, db, name, { q: op.filter, u: op.updateMods, multi: op.multi, upsert: op.upsert, arrayFilters: op.arrayFilters, sort: op.sort });
        if (r.upserted !== undefined) totals.nUpserted++;
        else totals.nMatched += r.n;
        totals.nModified += r.nModified;
        if (!errorsOnly) results.push({ ok: 1, idx: i, n: r.n, nModified: r.nModified, ...(r.upserted !== undefined ? { upserted: { _id: r.upserted } } : {}) });
      } else if ('delete' in op) {
        const { db, name } = target(op.delete);
        const n = deleteStatement(ctx, db.get(name), { q: op.filter }, op.multi !== true);
        totals.nDeleted += n;
        if (!errorsOnly) results.push({ ok: 1, idx: i, n });
      } else {
        throw new CommandError(ErrorCodes.FailedToParse, `bulkWrite: unknown operation ${Object.keys(op)[0] ?? '(empty)'}`);
      }
    } catch (err) {
      if (!(err instanceof CommandError)) throw err;
      totals.nErrors++;
      results.push({ ok: 0, idx: i, code: err.code, codeName: err.codeName, errmsg: err.message, ...err.extra });
      if (ordered) break;
    }
  }
  return { cursor: { id: Long.fromNumber(0), firstBatch: results, ns: 'admin.$cmd.bulkWrite' }, ...totals, ok: 1 };
}

export function del(ctx: CommandContext): Doc {
  const coll = ctx.db.get(collectionName(ctx, 'delete'));
  const ordered = ctx.body.ordered !== false;
  const deletes = documentsOf(ctx, 'deletes');
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < deletes.length; i++) {
    const spec = deletes[i].doc;
    try {
      n += deleteStatement(ctx, coll, spec, Number(promote(spec.limit) ?? 0) === 1);
    } catch (err) {
      if (!(err instanceof CommandError)) throw err;
      writeErrors.push(err.toWriteError(i));
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
  let coll = ctx.db.get(name);
  const recs = coll ? findRecords(coll, promote(q) as Doc, { limit: 1, sort: parseSort(promote(b.sort)) }, undefined, ctx.view(coll)) : [];
  const rec = recs[0];
  if (b.remove === true) {
    if (b.update !== undefined) throw badValue('Cannot specify both an update and remove=true');
    if (!rec) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    ctx.writer.remove(coll!, rec);
    return { lastErrorObject: { n: 1 }, value: out(typedOf(rec)), ok: 1 };
  }
  const u = b.update;
  if (u === undefined || (!Array.isArray(u) && !isPlainObject(u))) throw new CommandError(ErrorCodes.FailedToParse, 'Either an update or remove=true must be specified');
  const returnNew = b.new === true;
  if (!rec) {
    if (b.upsert !== true) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    coll ??= ctx.db.getOrCreate(name, ctx.log);
    const created = upsertDocument(q, u, updateContext(q, b.arrayFilters, true));
    ctx.writer.insert(coll, created);
    const typed = typedOf(created);
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: typed._id }, value: returnNew ? out(typed) : null, ok: 1 };
  }
  const next = updatedRecord(rec, u, updateContext(q, b.arrayFilters, false));
  if (next) ctx.writer.replace(coll!, rec, next);
  const value = returnNew ? typedOf(next ?? rec) : typedOf(rec);
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: out(value), ok: 1 };
}
