// find, getMore, killCursors, count, distinct and aggregate.
import { Long } from 'bson';
import { Aggregator, ProcessingMode } from 'mingo';
import { compareValues, isPlainObject, keyOf, num, pathValues, promote, type Doc } from '../bson-values.js';
import { makeRecord, typedOf, withIdFirst, type Collection, type DocRecord } from '../collection.js';
import { type ResultItem } from '../cursors.js';
import { undo, viewWriteError } from '../database.js';
import { CommandError, ErrorCodes, badValue, evaluationError, searchNotEnabled } from '../errors.js';
import { letVariables, resolveHint } from '../options.js';
import { compileProjection } from '../projection.js';
import {
  compileFilter,
  findRecords,
  parseSort,
  sortDocs,
  sortRecords,
  type FindOptions,
  type SortSpec,
} from '../query-engine.js';
import * as BSON from 'bson';
import { collectionName, sessionOf, type CommandContext } from './context.js';
import { validateWrite } from './write.js';

function isRecord(x: ResultItem): x is DocRecord {
  return (x as DocRecord).raw instanceof Buffer && typeof (x as DocRecord).key === 'string';
}

const MAX_VIEW_DEPTH = 20;

/** What a read of a view runs: the collection under its chain of views, and their pipelines in order. */
function resolveView(ctx: CommandContext, view: Collection): { base: Collection | undefined; pipeline: Doc[] } {
  const pipeline: Doc[] = [];
  let cur: Collection | undefined = view;
  for (let depth = 0; cur?.isView; depth++) {
    if (depth >= MAX_VIEW_DEPTH)
      throw new CommandError(
        ErrorCodes.ViewDepthLimitExceeded,
        `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`,
      );
    pipeline.unshift(...((cur.options.pipeline as unknown[]) ?? []).map((st) => promote(st) as Doc));
    cur = ctx.collection(cur.options.viewOn as string);
  }
  return { base: cur, pipeline };
}

/** Computed documents matched by the engine's own matcher (the same semantics as a find). */
function filterItems(items: ResultItem[], filter: Doc, vars: Doc | undefined): ResultItem[] {
  const m = compileFilter(filter, vars);
  return m ? items.filter((it) => m.test(viewOf(it))) : items;
}

const viewOf = (it: ResultItem): Doc => (isRecord(it) ? it.view : (it as Doc));

function sortItems(items: ResultItem[], sort: SortSpec | undefined): ResultItem[] {
  if (!sort || items.length === 0) return items;
  return isRecord(items[0]) ? sortRecords(items as DocRecord[], sort) : sortDocs(items as Doc[], sort);
}

export function find(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'find');
  const b = ctx.body;
  const coll = ctx.collection(name);
  let limit = num(b.limit);
  let single = b.singleBatch === true;
  if (limit < 0) {
    limit = -limit;
    single = true;
  }
  const opts: FindOptions = { sort: parseSort(promote(b.sort)), skip: num(b.skip), limit };
  const filter = b.filter === undefined ? {} : (promote(b.filter) as Doc);
  if (!isPlainObject(filter)) throw badValue('filter must be an object');
  const vars = letVariables(b.let);
  let recs: ResultItem[];
  if (coll?.isView) {
    const { base, pipeline } = resolveView(ctx, coll);
    const items = sortItems(filterItems(pipelineItems(ctx, base, pipeline, vars, b.hint), filter, vars), opts.sort);
    recs = items.slice(opts.skip ?? 0, limit ? (opts.skip ?? 0) + limit : undefined);
  } else {
    const matcher = compileFilter(filter, vars);
    opts.hint = resolveHint(coll, b.hint, filter);
    recs = coll ? findRecords(coll, filter, opts, matcher, ctx.view(coll)) : [];
  }
  const projector = compileProjection(b.projection as Doc | undefined);
  const project = projector ? (r: ResultItem) => projector(isRecord(r) ? typedOf(r) : r) : null;
  const batchSize = b.batchSize === undefined ? undefined : num(b.batchSize);
  return ctx.engine.cursors.open(
    `${ctx.db.name}.${name}`,
    recs,
    single && limit ? limit : batchSize,
    project,
    sessionOf(ctx),
    single,
  );
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
  const coll = ctx.collection(collectionName(ctx, 'count'));
  const query = promote(ctx.body.query ?? {}) as Doc;
  const skip = num(ctx.body.skip);
  const limit = Math.abs(num(ctx.body.limit));
  if (coll?.isView) {
    const { base, pipeline } = resolveView(ctx, coll);
    let n = Math.max(
      0,
      filterItems(pipelineItems(ctx, base, pipeline, undefined, ctx.body.hint), query, undefined).length - skip,
    );
    if (limit) n = Math.min(n, limit);
    return { n, ok: 1 };
  }
  const hint = resolveHint(coll, ctx.body.hint, query);
  if (!coll) return { n: 0, ok: 1 };
  const view = ctx.view(coll);
  if (Object.keys(query).length === 0 && !view?.size && hint === undefined) {
    let n = Math.max(0, coll.docs.size - skip);
    if (limit) n = Math.min(n, limit);
    return { n, ok: 1 };
  }
  return { n: findRecords(coll, query, { skip, limit, hint }, undefined, view).length, ok: 1 };
}

export function distinct(ctx: CommandContext): Doc {
  const coll = ctx.collection(collectionName(ctx, 'distinct'));
  const key = ctx.body.key;
  if (typeof key !== 'string') throw badValue('"key" had the wrong type. Expected string');
  const query = promote(ctx.body.query ?? {}) as Doc;
  let docs: Doc[];
  if (coll?.isView) {
    const { base, pipeline } = resolveView(ctx, coll);
    docs = filterItems(pipelineItems(ctx, base, pipeline, undefined, ctx.body.hint), query, undefined).map(viewOf);
  } else {
    const hint = resolveHint(coll, ctx.body.hint, query);
    if (!coll) return { values: [], ok: 1 };
    docs = findRecords(coll, query, { hint }, undefined, ctx.view(coll)).map((r) => r.view);
  }
  const seen = new Map<string, unknown>();
  const parts = key.split('.');
  for (const doc of docs) {
    for (const v of pathValues(doc, parts)) {
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

/**
 * Runs `stages` over `coll` (undefined: no documents). Leading $match / $sort / $skip / $limit go through the
 * planner; every other $match through the engine's matcher (mingo's misses matches through two levels of
 * arrays); the stages between them run in mingo.
 */
function pipelineItems(
  ctx: CommandContext,
  coll: Collection | undefined,
  stages: Doc[],
  vars: Doc | undefined,
  rawHint: unknown,
): ResultItem[] {
  const { filter, opts, rest } = splitPipeline(stages);
  opts.hint = resolveHint(coll, rawHint, filter);
  let items: ResultItem[] = coll ? findRecords(coll, filter, opts, compileFilter(filter, vars), ctx.view(coll)) : [];
  if (rest.every((st) => '$match' in st && isPlainObject(st.$match))) {
    for (const st of rest) items = filterItems(items, st.$match as Doc, vars);
    return items;
  }
  const db = ctx.db;
  const options = {
    processingMode: ProcessingMode.CLONE_INPUT,
    ...(vars ? { variables: vars } : {}),
    collectionResolver: (name: string) => {
      const other = ctx.collection(name, db);
      if (!other) return [];
      if (other.isView) {
        const { base, pipeline } = resolveView(ctx, other);
        return pipelineItems(ctx, base, pipeline, undefined, undefined).map(viewOf);
      }
      return findRecords(other, {}, {}, null, ctx.view(other)).map((r) => r.view);
    },
  };
  let docs: Doc[] = items.map(viewOf);
  let segment: Doc[] = [];
  const flush = () => {
    if (segment.length === 0) return;
    try {
      docs = new Aggregator(segment, options).run(docs) as Doc[];
    } catch (err) {
      throw evaluationError(err);
    }
    segment = [];
  };
  for (const stage of rest) {
    if ('$match' in stage && isPlainObject(stage.$match)) {
      flush();
      docs = filterItems(docs, stage.$match, vars) as Doc[];
    } else segment.push(stage);
  }
  flush();
  // mingo's $project/$group put _id last; MongoDB keeps it first.
  items = docs.map((doc) => {
    if (!('_id' in doc) || Object.keys(doc)[0] === '_id') return doc;
    return withIdFirst(doc);
  });
  return items;
}

/** Stages that need Atlas Search, which mongod refuses when it is not configured (errors.ts searchNotEnabled). */
const SEARCH_STAGES: Record<string, 'index' | 'query'> = {
  $listSearchIndexes: 'index',
  $search: 'query',
  $searchMeta: 'query',
  $vectorSearch: 'query',
};

export function aggregate(ctx: CommandContext): Doc {
  const target = ctx.body.aggregate;
  const pipeline = ctx.body.pipeline;
  if (!Array.isArray(pipeline))
    throw new CommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  let stages = pipeline.map((s) => promote(s) as Doc);
  for (const stage of stages) {
    for (const op in stage) {
      if (Object.hasOwn(SEARCH_STAGES, op)) throw searchNotEnabled(SEARCH_STAGES[op]);
      break;
    }
  }
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
  // A write stage cannot promise a linearizable read (mongod refuses the combination before running anything).
  if ((outTo !== null || mergeSpec) && (ctx.body.readConcern as Doc | undefined)?.level === 'linearizable') {
    throw new CommandError(
      ErrorCodes.InvalidOptions,
      `${outTo !== null ? '$out' : '$merge'} cannot be used with a 'linearizable' read concern level`,
    );
  }
  if ((outTo !== null || mergeSpec) && ctx.inTxn) {
    throw new CommandError(
      ErrorCodes.OperationNotSupportedInTransaction,
      `${outTo !== null ? '$out' : '$merge'} cannot be used in a transaction`,
    );
  }
  const vars = letVariables(ctx.body.let);
  let coll = typeof target === 'string' ? ctx.collection(target) : undefined;
  if (coll?.isView) {
    const resolved = resolveView(ctx, coll);
    coll = resolved.base;
    stages = [...resolved.pipeline, ...stages];
  }
  let items = pipelineItems(ctx, coll, stages, vars, ctx.body.hint);
  if (outTo !== null) {
    writeOut(ctx, outTo, items);
    items = [];
  }
  if (mergeSpec) {
    mergeInto(ctx, mergeSpec, items);
    items = [];
  }
  const cursorOpt = (ctx.body.cursor as Doc) ?? {};
  const batchSize = cursorOpt.batchSize === undefined ? undefined : num(cursorOpt.batchSize);
  const ns = `${ctx.db.name}.${typeof target === 'string' ? target : '$cmd.aggregate'}`;
  return ctx.engine.cursors.open(ns, items, batchSize, null, sessionOf(ctx));
}

/** $out: replaces the target's documents and keeps its options (validator) and indexes, as MongoDB does; all
 * or nothing, so a failure (a duplicate key, an invalid document) leaves the old collection in place. */
function writeOut(ctx: CommandContext, name: string, items: ResultItem[]): void {
  const existing = ctx.db.get(name);
  if (existing?.isView) throw viewWriteError(existing);
  const mark = ctx.log.ops.length;
  try {
    ctx.db.drop(name, ctx.log);
    const dest = ctx.db.getOrCreate(name, ctx.log, existing?.options ?? {});
    for (const old of existing?.indexes.values() ?? []) {
      if (old.name === '_id_') continue;
      const index = dest.createIndex({ ...old.spec });
      ctx.log.record({ t: 'createIndex', coll: dest, index });
    }
    for (const it of items) {
      const rec = makeRecord(isRecord(it) ? it.raw : Buffer.from(BSON.serialize(withIdFirst(it as Doc))));
      validateWrite(ctx, dest, rec, null);
      ctx.writer.insert(dest, rec);
    }
  } catch (err) {
    undo(ctx.log.ops.splice(mark));
    throw err;
  }
}

/** $merge: writes each result into the target collection, matching on `on` (default _id). */
function mergeInto(ctx: CommandContext, spec: Doc, items: ResultItem[]): void {
  const into = spec.into;
  const target = typeof into === 'string' ? into : isPlainObject(into) ? String(into.coll) : '';
  if (!target) throw badValue('$merge requires an "into" collection');
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a field name (or names), as the client sent it
  const on = spec.on === undefined ? ['_id'] : Array.isArray(spec.on) ? spec.on.map(String) : [String(spec.on)];
  const whenMatched = spec.whenMatched ?? 'merge';
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  if (typeof whenMatched !== 'string')
    throw badValue('$merge with a pipeline for whenMatched is not supported by the embedded server');
  const dest = ctx.db.getOrCreate(target, ctx.log);
  for (const it of items) mergeOne(ctx, dest, it, on, whenMatched, whenNotMatched);
}

/** One result into the $merge target, as whenMatched / whenNotMatched say. */
function mergeOne(
  ctx: CommandContext,
  dest: Collection,
  it: ResultItem,
  on: string[],
  whenMatched: string,
  whenNotMatched: unknown,
): void {
  const doc = isRecord(it) ? (BSON.deserialize(it.raw, { promoteValues: false }) as Doc) : (it as Doc);
  const filter: Doc = {};
  for (const f of on) filter[f] = promote(doc[f]) ?? null;
  const existing =
    on.length === 1 && on[0] === '_id' && doc._id === undefined
      ? undefined
      : findRecords(dest, filter, { limit: 1 })[0];
  if (!existing) {
    if (whenNotMatched === 'discard') return;
    if (whenNotMatched === 'fail')
      throw new CommandError(
        13113,
        `$merge could not find a matching document in the target collection for at least one document in the source collection`,
      );
    const rec = makeRecord(Buffer.from(BSON.serialize(withIdFirst(doc))));
    validateWrite(ctx, dest, rec, null);
    withMergeContext(() => ctx.writer.insert(dest, rec));
    return;
  }
  if (whenMatched === 'keepExisting') return;
  if (whenMatched === 'fail') throw matchedOnError(dest, on, filter, existing);
  const base =
    whenMatched === 'merge'
      ? (BSON.deserialize(existing.raw, { promoteValues: false }) as Doc)
      : { _id: existing.view._id };
  const next = { ...base, ...doc, _id: existing.view._id };
  const rec = makeRecord(Buffer.from(BSON.serialize(withIdFirst(next))));
  validateWrite(ctx, dest, rec, existing);
  withMergeContext(() => ctx.writer.replace(dest, existing, rec));
}

/** As mongod: a unique index refusing one of $merge's writes is DuplicateKey with $merge's context (keyPattern and
 * keyValue kept). */
function withMergeContext(write: () => void): void {
  try {
    write();
  } catch (err) {
    if (!(err instanceof CommandError) || err.code !== ErrorCodes.DuplicateKey) throw err;
    throw new CommandError(err.code, `$merge failed due to a DuplicateKey error :: caused by :: ${err.message}`, {
      extra: err.extra,
    });
  }
}

/**
 * whenMatched: 'fail' met a document with the same 'on' values. mongod inserts, the unique index over the 'on' fields
 * refuses with DuplicateKey (keyPattern, keyValue), and $merge gives that error its context.
 */
function matchedOnError(dest: Collection, on: string[], filter: Doc, existing: DocRecord): CommandError {
  const idx = [...dest.indexes.values()].find(
    (i) =>
      (i.name === '_id_' || i.spec.unique === true) &&
      i.fields.length === on.length &&
      on.every((f) => i.fields.includes(f)),
  );
  const tuple = idx?.keysFor(existing.view)?.[0];
  let dup: CommandError;
  if (idx && tuple) dup = idx.duplicateError(tuple);
  else {
    // No unique index over the 'on' fields (mongod would have refused the $merge with 51183): the same shape.
    const keyPattern = Object.fromEntries(on.map((f) => [f, 1]));
    dup = new CommandError(
      ErrorCodes.DuplicateKey,
      `E11000 duplicate key error collection: ${dest.ns} dup key: ${JSON.stringify(filter)}`,
      { extra: { keyPattern, keyValue: filter } },
    );
  }
  return new CommandError(
    ErrorCodes.DuplicateKey,
    `$merge with whenMatched: fail found an existing document with the same values for the 'on' fields :: caused by :: ${dup.message}`,
    { extra: dup.extra },
  );
}
