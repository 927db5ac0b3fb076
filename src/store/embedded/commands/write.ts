// insert, update, delete and findAndModify.
import * as BSON from 'bson';
import { Aggregator } from 'mingo';
import { isPlainObject, promote, type Doc } from '../bson-values.js';
import { makeRecord, rawStartsWithId, typedOf, withIdFirst, type Collection, type DocRecord } from '../collection.js';
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
      coll.insert(recordForInsert(docs[i].doc, docs[i].raw), ctx.log);
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

export function update(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'update');
  const ordered = ctx.body.ordered !== false;
  const updates = documentsOf(ctx, 'updates');
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors: Doc[] = [];
  for (let i = 0; i < updates.length; i++) {
    const spec = updates[i].doc;
    try {
      const q = (spec.q as Doc) ?? {};
      const u = spec.u;
      if (u === undefined || (!Array.isArray(u) && !isPlainObject(u))) throw badValue('Update argument must be either an object or an array');
      const multi = spec.multi === true;
      if (multi && !Array.isArray(u) && !isOperatorUpdate(u as Doc)) throw new CommandError(ErrorCodes.FailedToParse, 'multi update is not supported for replacement-style update');
      let coll: Collection | undefined = ctx.db.get(name);
      const recs = coll ? findRecords(coll, promote(q) as Doc, { limit: multi ? 0 : 1, sort: parseSort(promote(spec.sort)) }) : [];
      if (recs.length === 0) {
        if (spec.upsert === true) {
          coll ??= ctx.db.getOrCreate(name, ctx.log);
          const rec = upsertDocument(q, u, updateContext(q, spec.arrayFilters, true));
          coll.insert(rec, ctx.log);
          upserted.push({ index: i, _id: typedOf(rec)._id });
          n++;
        }
        continue;
      }
      const uctx = updateContext(q, spec.arrayFilters, false);
      for (const rec of recs) {
        n++;
        const next = updatedRecord(rec, u, uctx);
        if (next) {
          coll!.replace(rec, next, ctx.log);
          nModified++;
        }
      }
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

export function del(ctx: CommandContext): Doc {
  const coll = ctx.db.get(collectionName(ctx, 'delete'));
  const ordered = ctx.body.ordered !== false;
  const deletes = documentsOf(ctx, 'deletes');
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < deletes.length; i++) {
    const spec = deletes[i].doc;
    try {
      if (!coll) continue;
      const limit = Number(promote(spec.limit) ?? 0);
      const recs = findRecords(coll, promote(spec.q ?? {}) as Doc, { limit: limit === 1 ? 1 : 0, sort: parseSort(promote(spec.sort)) });
      for (const rec of recs) {
        coll.remove(rec, ctx.log);
        n++;
      }
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
  const recs = coll ? findRecords(coll, promote(q) as Doc, { limit: 1, sort: parseSort(promote(b.sort)) }) : [];
  const rec = recs[0];
  if (b.remove === true) {
    if (b.update !== undefined) throw badValue('Cannot specify both an update and remove=true');
    if (!rec) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    coll!.remove(rec, ctx.log);
    return { lastErrorObject: { n: 1 }, value: out(typedOf(rec)), ok: 1 };
  }
  const u = b.update;
  if (u === undefined || (!Array.isArray(u) && !isPlainObject(u))) throw new CommandError(ErrorCodes.FailedToParse, 'Either an update or remove=true must be specified');
  const returnNew = b.new === true;
  if (!rec) {
    if (b.upsert !== true) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    coll ??= ctx.db.getOrCreate(name, ctx.log);
    const created = upsertDocument(q, u, updateContext(q, b.arrayFilters, true));
    coll.insert(created, ctx.log);
    const typed = typedOf(created);
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: typed._id }, value: returnNew ? out(typed) : null, ok: 1 };
  }
  const next = updatedRecord(rec, u, updateContext(q, b.arrayFilters, false));
  if (next) coll!.replace(rec, next, ctx.log);
  const value = returnNew ? typedOf(next ?? rec) : typedOf(rec);
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: out(value), ok: 1 };
}
