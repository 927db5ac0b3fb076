// find, getMore, killCursors, count, distinct and aggregate.
import { Long } from 'bson';
import { Aggregator, ProcessingMode } from 'mingo';
import { compareValues, isPlainObject, keyOf, num, pathValues, promote, type Doc } from '../bson-values.js';
import { makeRecord, typedOf, withIdFirst, type DocRecord } from '../collection.js';
import { type ResultItem } from '../cursors.js';
import { CommandError, ErrorCodes, badValue } from '../errors.js';
import { compileProjection } from '../projection.js';
import { compileFilter, findRecords, parseSort, type FindOptions } from '../query-engine.js';
import * as BSON from 'bson';
import { collectionName, type CommandContext } from './context.js';

function isRecord(x: ResultItem): x is DocRecord {
  return (x as DocRecord).raw instanceof Buffer && typeof (x as DocRecord).key === 'string';
}

export function find(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'find');
  const b = ctx.body;
  const coll = ctx.db.get(name);
  let limit = num(b.limit);
  let single = b.singleBatch === true;
  if (limit < 0) {
    limit = -limit;
    single = true;
  }
  const opts: FindOptions = { sort: parseSort(promote(b.sort)), skip: num(b.skip), limit };
  const filter = b.filter === undefined ? {} : (promote(b.filter) as Doc);
  if (!isPlainObject(filter)) throw badValue('filter must be an object');
  const matcher = compileFilter(filter);
  const recs = coll ? findRecords(coll, filter, opts, matcher, ctx.view(coll)) : [];
  const projector = compileProjection(b.projection as Doc | undefined);
  const project = projector ? (r: ResultItem) => projector(isRecord(r) ? typedOf(r) : r) : null;
  const batchSize = b.batchSize === undefined ? undefined : num(b.batchSize);
  return ctx.engine.cursors.open(`${ctx.db.name}.${name}`, recs, single && limit ? limit : batchSize, project, single);
}

export function getMore(ctx: CommandContext): Doc {
  const raw = ctx.body.getMore;
  const id = raw instanceof Long ? raw.toBigInt() : BigInt(num(raw));
  const name = collectionName(ctx, 'collection');
  const batchSize = ctx.body.batchSize === undefined ? undefined : num(ctx.body.batchSize);
  const r = ctx.engine.cursors.getMore(id, batchSize);
  if (!r) throw new CommandError(ErrorCodes.CursorNotFound, `cursor id ${id} not found`);
  return { cursor: { nextBatch: r.nextBatch, id: Long.fromBigInt(r.id), ns: r.ns ?? `${ctx.db.name}.${name}` }, ok: 1 };
}

export function killCursors(ctx: CommandContext): Doc {
  const ids = (ctx.body.cursors as unknown[]) ?? [];
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const raw of ids) {
    const id = raw instanceof Long ? raw : Long.fromNumber(num(raw));
    (ctx.engine.cursors.kill(id.toBigInt()) ? killed : notFound).push(id);
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

export function count(ctx: CommandContext): Doc {
  const coll = ctx.db.get(collectionName(ctx, 'count'));
  if (!coll) return { n: 0, ok: 1 };
  const query = promote(ctx.body.query ?? {}) as Doc;
  const skip = num(ctx.body.skip);
  const limit = Math.abs(num(ctx.body.limit));
  const view = ctx.view(coll);
  if (Object.keys(query).length === 0 && !view?.size) {
    let n = Math.max(0, coll.docs.size - skip);
    if (limit) n = Math.min(n, limit);
    return { n, ok: 1 };
  }
  return { n: findRecords(coll, query, { skip, limit }, undefined, view).length, ok: 1 };
}

export function distinct(ctx: CommandContext): Doc {
  const coll = ctx.db.get(collectionName(ctx, 'distinct'));
  const key = ctx.body.key;
  if (typeof key !== 'string') throw badValue('"key" had the wrong type. Expected string');
  if (!coll) return { values: [], ok: 1 };
  const seen = new Map<string, unknown>();
  const parts = key.split('.');
  for (const rec of findRecords(coll, promote(ctx.body.query ?? {}) as Doc, {}, undefined, ctx.view(coll))) {
    for (const v of pathValues(rec.view, parts)) {
      if (v === undefined) continue;
      const k = keyOf(v);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  return { values: [...seen.values()].sort(compareValues), ok: 1 };
}

/** Leading $match / $sort / $skip / $limit stages run through the query planner (indexes); the rest
 * of the pipeline runs in mingo. */
function splitPipeline(stages: Doc[]): { filter: Doc; opts: FindOptions; rest: Doc[] } {
  let i = 0;
  let filter: Doc = {};
  const opts: FindOptions = {};
  if (stages[0] && '$match' in stages[0]) {
    filter = stages[0].$match as Doc;
    i = 1;
  }
  if (stages[i] && '$sort' in stages[i]) {
    opts.sort = parseSort(stages[i].$sort);
    i++;
    if (stages[i] && '$skip' in stages[i]) {
      opts.skip = num(stages[i].$skip);
      i++;
    }
    if (stages[i] && '$limit' in stages[i]) {
      opts.limit = num(stages[i].$limit);
      i++;
    }
  }
  return { filter, opts, rest: stages.slice(i) };
}

export function aggregate(ctx: CommandContext): Doc {
  const target = ctx.body.aggregate;
  const pipeline = ctx.body.pipeline;
  if (!Array.isArray(pipeline)) throw new CommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  const stages = pipeline.map((s) => promote(s) as Doc);
  const last = stages[stages.length - 1];
  let outTo: string | null = null;
  let mergeSpec: Doc | null = null;
  if (last && '$out' in last) {
    const o = last.$out;
    outTo = typeof o === 'string' ? o : String((o as Doc).coll);
    stages.pop();
  } else if (last && '$merge' in last) {
    const m = last.$merge;
    mergeSpec = typeof m === 'string' ? { into: m } : (m as Doc);
    stages.pop();
  }
  if (stages.some((s) => '$merge' in s || '$out' in s)) {
    throw new CommandError(40601, '$out and $merge can only be the final stage in the pipeline');
  }
  if ((outTo !== null || mergeSpec) && ctx.inTxn) {
    throw new CommandError(ErrorCodes.OperationNotSupportedInTransaction, `${outTo !== null ? '$out' : '$merge'} cannot be used in a transaction`);
  }
  const coll = typeof target === 'string' ? ctx.db.get(target) : undefined;
  const { filter, opts, rest } = splitPipeline(stages);
  const recs = coll ? findRecords(coll, filter, opts, undefined, ctx.view(coll)) : [];
  let items: ResultItem[];
  if (rest.length === 0) items = recs;
  else {
    const db = ctx.db;
    try {
      items = new Aggregator(rest, {
        processingMode: ProcessingMode.CLONE_INPUT,
        collectionResolver: (name: string) => {
          const other = db.get(name);
          return other ? findRecords(other, {}, {}, null, ctx.view(other)).map((r) => r.view) : [];
        },
      }).run(recs.map((r) => r.view));
    } catch (err) {
      throw badValue((err as Error).message);
    }
    // mingo's $project/$group put _id last; MongoDB keeps it first.
    items = items.map((d) => {
      const doc = d as Doc;
      if (!('_id' in doc) || Object.keys(doc)[0] === '_id') return doc;
      return withIdFirst(doc);
    });
  }
  if (outTo !== null) {
    ctx.db.drop(outTo, ctx.log);
    const dest = ctx.db.getOrCreate(outTo, ctx.log);
    for (const it of items) {
      const doc = isRecord(it) ? it.raw : Buffer.from(BSON.serialize(withIdFirst(it as Doc)));
      ctx.writer.insert(dest, makeRecord(doc));
    }
    items = [];
  }
  if (mergeSpec) {
    mergeInto(ctx, mergeSpec, items);
    items = [];
  }
  const cursorOpt = (ctx.body.cursor as Doc) ?? {};
  const batchSize = cursorOpt.batchSize === undefined ? undefined : num(cursorOpt.batchSize);
  const ns = `${ctx.db.name}.${typeof target === 'string' ? target : '$cmd.aggregate'}`;
  return ctx.engine.cursors.open(ns, items, batchSize, null);
}

/** $merge: writes each result into the target collection, matching on `on` (default _id). */
function mergeInto(ctx: CommandContext, spec: Doc, items: ResultItem[]): void {
  const into = spec.into;
  const target = typeof into === 'string' ? into : isPlainObject(into) ? String(into.coll) : '';
  if (!target) throw badValue('$merge requires an "into" collection');
  const on = spec.on === undefined ? ['_id'] : Array.isArray(spec.on) ? spec.on.map(String) : [String(spec.on)];
  const whenMatched = spec.whenMatched ?? 'merge';
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  if (typeof whenMatched !== 'string') throw badValue('$merge with a pipeline for whenMatched is not supported by the embedded server');
  const dest = ctx.db.getOrCreate(target, ctx.log);
  for (const it of items) {
    const doc = isRecord(it) ? (BSON.deserialize(it.raw, { promoteValues: false }) as Doc) : (it as Doc);
    const filter: Doc = {};
    for (const f of on) filter[f] = promote(doc[f]) ?? null;
    const existing = on.length === 1 && on[0] === '_id' && doc._id === undefined ? undefined : findRecords(dest, filter, { limit: 1 })[0];
    if (!existing) {
      if (whenNotMatched === 'discard') continue;
      if (whenNotMatched === 'fail') throw new CommandError(13113, `$merge could not find a matching document in the target collection for at least one document in the source collection`);
      ctx.writer.insert(dest, makeRecord(Buffer.from(BSON.serialize(withIdFirst(doc)))));
      continue;
    }
    if (whenMatched === 'keepExisting') continue;
    if (whenMatched === 'fail') throw new CommandError(ErrorCodes.DuplicateKey, `$merge failed: a document with ${JSON.stringify(filter)} already exists in ${dest.ns}`);
    const base = whenMatched === 'merge' ? (BSON.deserialize(existing.raw, { promoteValues: false }) as Doc) : { _id: existing.view._id };
    const next = { ...base, ...doc, _id: existing.view._id };
    ctx.writer.replace(dest, existing, makeRecord(Buffer.from(BSON.serialize(withIdFirst(next)))));
  }
}
