// Collection, index and database management commands.
import { Query } from 'mingo';
import { isPlainObject, num, promote, type Doc } from '../bson-values.js';
import { CommandError, ErrorCodes, badValue, searchNotEnabled } from '../errors.js';
import type { Collection } from '../collection.js';
import { defaultIndexName, normaliseDirection, sameKey, type IndexSpec } from '../indexes.js';
import { validateCollectionName, viewWriteError } from '../database.js';
import { Blocked } from '../mvcc.js';
import { checkCollation } from '../options.js';
import { collectionName, sessionOf, type CommandContext } from './context.js';

/** Command fields that are not collection options. */
const GENERIC = new Set([
  'lsid',
  'txnNumber',
  'autocommit',
  'startTransaction',
  'writeConcern',
  'readConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

/** Collection kinds whose behaviour the embedded server does not have; creating them is refused rather than
 * answered with an ordinary collection. */
const UNSUPPORTED_OPTIONS = new Set([
  'capped',
  'size',
  'max',
  'timeseries',
  'clusteredIndex',
  'expireAfterSeconds',
  'encryptedFields',
  'changeStreamPreAndPostImages',
  'recordIdsReplicated',
]);
/** Options with no effect on what a client can observe here (storage tuning). */
const INERT_OPTIONS = new Set(['storageEngine', 'indexOptionDefaults', 'autoIndexId', 'flags', 'idIndex']);
const VALIDATION_OPTIONS = new Set(['validator', 'validationLevel', 'validationAction']);
const VIEW_OPTIONS = new Set(['viewOn', 'pipeline']);

function unsupported(option: string): CommandError {
  return new CommandError(ErrorCodes.InvalidOptions, `the '${option}' option is not supported by the embedded server`);
}

function checkViewPipeline(pipeline: unknown): void {
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject))
    throw new CommandError(ErrorCodes.TypeMismatch, "'pipeline' must be an array of objects");
  for (const stage of pipeline as Doc[]) {
    const op = Object.keys(stage)[0];
    if (op === '$out' || op === '$merge')
      throw new CommandError(ErrorCodes.OptionNotSupportedOnView, `${op} cannot be used in a view definition`);
  }
}

export function create(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'create');
  if (ctx.collection(name))
    throw new CommandError(ErrorCodes.NamespaceExists, `Collection ${ctx.db.name}.${name} already exists.`);
  validateCollectionName(name);
  const options: Doc = {};
  for (const [k, v] of Object.entries(ctx.body)) {
    if (k === 'create' || k.startsWith('$') || GENERIC.has(k)) continue;
    if (UNSUPPORTED_OPTIONS.has(k)) {
      if (v === false || (k !== 'capped' && v === undefined)) continue;
      throw unsupported(k);
    }
    // `collation` was checked with the command (engine.ts).
    if (k !== 'collation' && !INERT_OPTIONS.has(k) && !VALIDATION_OPTIONS.has(k) && !VIEW_OPTIONS.has(k)) {
      throw new CommandError(ErrorCodes.IDLUnknownField, `BSON field 'create.${k}' is an unknown field.`);
    }
    options[k] = v;
  }
  if ('pipeline' in options && !('viewOn' in options))
    throw new CommandError(ErrorCodes.BadValue, "'pipeline' requires 'viewOn' to also be specified");
  if ('viewOn' in options) {
    if (typeof options.viewOn !== 'string' || options.viewOn === '')
      throw new CommandError(ErrorCodes.TypeMismatch, "'viewOn' must be a non-empty string");
    options.pipeline ??= [];
    checkViewPipeline(options.pipeline);
    for (const k of Object.keys(options)) {
      if (VALIDATION_OPTIONS.has(k))
        throw new CommandError(ErrorCodes.InvalidOptions, `option '${k}' is not supported for views`);
    }
    if (ctx.inTxn)
      throw new CommandError(
        ErrorCodes.OperationNotSupportedInTransaction,
        'Cannot create a view in a multi-document transaction.',
      );
  }
  ctx.createCollection(name, undefined, options);
  return { ok: 1 };
}

/** collMod: validator, validationLevel and validationAction of a collection, viewOn and pipeline of a view,
 * and an index's expireAfterSeconds. Anything else is refused (InvalidOptions), never dropped. */
export function collMod(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'collMod');
  const coll = ctx.db.get(name);
  if (!coll) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db.name}.${name}`);
  const next: Doc = { ...coll.options };
  let changed = false;
  const reply: Doc = {};
  for (const [k, v] of Object.entries(ctx.body)) {
    if (k === 'collMod' || k.startsWith('$') || GENERIC.has(k)) continue;
    if (VALIDATION_OPTIONS.has(k)) {
      if (coll.isView) throw new CommandError(ErrorCodes.InvalidOptions, `option '${k}' is not supported for views`);
      next[k] = v;
      changed = true;
    } else if (VIEW_OPTIONS.has(k)) {
      if (!coll.isView) throw new CommandError(ErrorCodes.InvalidOptions, `option '${k}' is only supported for views`);
      if (k === 'pipeline') checkViewPipeline(v);
      else if (typeof v !== 'string' || v === '')
        throw new CommandError(ErrorCodes.TypeMismatch, "'viewOn' must be a non-empty string");
      next[k] = v;
      changed = true;
    } else if (k === 'index') {
      Object.assign(reply, modifyIndex(ctx, coll, v));
    } else {
      throw unsupported(`collMod.${k}`);
    }
  }
  if (changed) {
    const before = coll.options;
    coll.options = next; // compiles the validator first: a bad one throws and leaves the collection as it was
    ctx.log.record({ t: 'collMod', coll, before });
  }
  return { ...reply, ok: 1 };
}

function modifyIndex(ctx: CommandContext, coll: Collection, raw: unknown): Doc {
  const spec = promote(raw);
  if (!isPlainObject(spec))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      "BSON field 'collMod.index' is the wrong type, expected type 'object'",
    );
  const { keyPattern, name, ...changes } = spec;
  const index =
    typeof name === 'string'
      ? coll.indexes.get(name)
      : isPlainObject(keyPattern)
        ? [...coll.indexes.values()].find((i) => sameKey(i.spec.key, keyPattern as Record<string, number>))
        : undefined;
  if (!index)
    throw new CommandError(
      ErrorCodes.IndexNotFound,
      `cannot find index ${JSON.stringify(name ?? keyPattern)} for ns ${coll.ns}`,
    );
  const reply: Doc = {};
  for (const [k, v] of Object.entries(changes)) {
    if (k !== 'expireAfterSeconds') throw unsupported(`collMod.index.${k}`);
    const secs = Number(v);
    if (!Number.isFinite(secs) || secs < 0)
      throw badValue("TTL index 'expireAfterSeconds' option must be a non-negative number");
    if (index.fields.length !== 1)
      throw badValue('TTL indexes are single-field indexes, compound indexes do not support TTL');
    const before = { ...index.spec };
    if (index.spec.expireAfterSeconds !== undefined) reply.expireAfterSeconds_old = index.spec.expireAfterSeconds;
    index.spec.expireAfterSeconds = secs;
    reply.expireAfterSeconds_new = secs;
    ctx.log.record({ t: 'indexMod', coll, index, before });
  }
  return reply;
}

export function drop(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'drop');
  const coll = ctx.db.get(name);
  // A collection an open transaction is creating: drop it once that transaction has ended, as MongoDB would.
  const pending = coll ? undefined : ctx.db.pending.get(name);
  if (pending) throw new Blocked(pending.owner);
  const nIndexesWas = coll?.indexes.size ?? 0;
  ctx.db.drop(name, ctx.log);
  return { nIndexesWas, ns: `${ctx.db.name}.${name}`, ok: 1 };
}

export function listCollections(ctx: CommandContext): Doc {
  const nameOnly = ctx.body.nameOnly === true;
  const filter = ctx.body.filter ? new Query(promote(ctx.body.filter) as Doc, {}) : null;
  const items: Doc[] = [];
  for (const c of ctx.db.collections.values()) {
    const type = c.isView ? 'view' : 'collection';
    const info: Doc = nameOnly
      ? { name: c.name, type }
      : c.isView
        ? { name: c.name, type, options: c.options, info: { readOnly: true } }
        : {
            name: c.name,
            type,
            options: c.options,
            info: { readOnly: false, uuid: c.uuid },
            idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
          };
    if (!filter || filter.test(info)) items.push(info);
  }
  const cursorOpt = (ctx.body.cursor as Doc) ?? {};
  return ctx.engine.cursors.open(
    `${ctx.db.name}.$cmd.listCollections`,
    items,
    cursorOpt.batchSize === undefined ? undefined : num(cursorOpt.batchSize),
    null,
    sessionOf(ctx),
  );
}

function parseIndexSpec(raw: Doc): IndexSpec {
  const spec = promote(raw) as Doc;
  if (!isPlainObject(spec.key) || Object.keys(spec.key).length === 0)
    throw badValue('The index spec must have a non-empty key object');
  const key: Record<string, number> = {};
  for (const [f, d] of Object.entries(spec.key)) key[f] = normaliseDirection(d);
  checkCollation(spec.collation);
  for (const k of [
    'hidden',
    'weights',
    'default_language',
    'language_override',
    '2dsphereIndexVersion',
    'bits',
    'min',
    'max',
    'wildcardProjection',
  ]) {
    if (spec[k] !== undefined && spec[k] !== false)
      throw new CommandError(
        ErrorCodes.InvalidOptions,
        `the index option '${k}' is not supported by the embedded server`,
      );
  }
  const out: IndexSpec = { v: 2, key, name: typeof spec.name === 'string' ? spec.name : defaultIndexName(key) };
  if (spec.unique === true) out.unique = true;
  if (spec.sparse === true) out.sparse = true;
  if (spec.expireAfterSeconds !== undefined) {
    const s = Number(spec.expireAfterSeconds);
    if (!Number.isFinite(s) || s < 0)
      throw badValue("TTL index 'expireAfterSeconds' option must be a non-negative number");
    if (Object.keys(key).length !== 1)
      throw badValue('TTL indexes are single-field indexes, compound indexes do not support TTL');
    out.expireAfterSeconds = s;
  }
  if (isPlainObject(spec.partialFilterExpression)) out.partialFilterExpression = spec.partialFilterExpression;
  return out;
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return (
    !!a.unique === !!b.unique &&
    !!a.sparse === !!b.sparse &&
    a.expireAfterSeconds === b.expireAfterSeconds &&
    JSON.stringify(a.partialFilterExpression ?? null) === JSON.stringify(b.partialFilterExpression ?? null)
  );
}

/** Inside a transaction MongoDB builds indexes only on a collection the transaction creates, while it is
 * empty; on a committed collection only a request for indexes that all exist already succeeds. */
function checkIndexesInTxn(ctx: CommandContext, name: string, specs: IndexSpec[]): void {
  const committed = ctx.db.get(name);
  if (committed) {
    if (committed.isView) throw viewWriteError(committed);
    const all = specs.every((s) => {
      const i = committed.indexes.get(s.name);
      return i && sameKey(i.spec.key, s.key) && sameOptions(i.spec, s);
    });
    if (!all)
      throw new CommandError(
        ErrorCodes.OperationNotSupportedInTransaction,
        `Cannot create new indexes on existing collection ${committed.ns} in a multi-document transaction.`,
      );
    return;
  }
  const own = ctx.collection(name);
  if (own && ctx.view(own)?.size) {
    throw new CommandError(
      ErrorCodes.OperationNotSupportedInTransaction,
      `Cannot create new indexes on non-empty collection ${own.ns} in a multi-document transaction.`,
    );
  }
}

export function createIndexes(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'createIndexes');
  const raws = ctx.body.indexes;
  if (!Array.isArray(raws) || raws.length === 0) throw badValue('Must specify at least one index to create');
  const specs = raws.map((raw) => parseIndexSpec(raw as Doc));
  if (ctx.inTxn) checkIndexesInTxn(ctx, name, specs);
  const existed = ctx.collection(name) !== undefined;
  const coll = ctx.createCollection(name);
  const before = coll.indexes.size;
  let note: string | undefined;
  for (const spec of specs) {
    const byName = coll.indexes.get(spec.name);
    if (byName) {
      if (!sameKey(byName.spec.key, spec.key)) {
        throw new CommandError(
          ErrorCodes.IndexKeySpecsConflict,
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byName.spec)}`,
        );
      }
      if (!sameOptions(byName.spec, spec)) {
        throw new CommandError(
          ErrorCodes.IndexOptionsConflict,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byName.spec)}`,
        );
      }
      note = 'all indexes already exist';
      continue;
    }
    for (const other of coll.indexes.values()) {
      if (sameKey(other.spec.key, spec.key) && sameOptions(other.spec, spec)) {
        throw new CommandError(
          ErrorCodes.IndexOptionsConflict,
          `Index already exists with a different name: ${other.name}`,
        );
      }
    }
    const index = coll.createIndex(spec);
    // A collection the transaction created journals its indexes when it commits (Database.publish).
    if (ctx.db.get(name) === coll) ctx.log.record({ t: 'createIndex', coll, index });
  }
  const reply: Doc = {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.size,
    createdCollectionAutomatically: !existed,
    ok: 1,
  };
  if (note && coll.indexes.size === before) reply.note = note;
  return reply;
}

export function listIndexes(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'listIndexes');
  const coll = ctx.db.get(name);
  if (!coll) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db.name}.${name}`);
  if (coll.isView) throw viewWriteError(coll);
  const items = [...coll.indexes.values()].map((i) => i.describe());
  const cursorOpt = (ctx.body.cursor as Doc) ?? {};
  return ctx.engine.cursors.open(
    `${ctx.db.name}.${name}`,
    items,
    cursorOpt.batchSize === undefined ? undefined : num(cursorOpt.batchSize),
    null,
    sessionOf(ctx),
  );
}

export function dropIndexes(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'dropIndexes');
  const coll = ctx.db.get(name);
  if (!coll) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.db.name}.${name}`);
  if (coll.isView) throw viewWriteError(coll);
  const nIndexesWas = coll.indexes.size;
  const which = promote(ctx.body.index);
  const names: string[] = [];
  if (which === '*') names.push(...[...coll.indexes.keys()].filter((n) => n !== '_id_'));
  else if (typeof which === 'string') names.push(which);
  else if (Array.isArray(which)) names.push(...which.map(String));
  else if (isPlainObject(which)) {
    const found = [...coll.indexes.values()].find((i) => JSON.stringify(i.spec.key) === JSON.stringify(which));
    if (!found) throw new CommandError(ErrorCodes.IndexNotFound, `can't find index with key: ${JSON.stringify(which)}`);
    names.push(found.name);
  }
  for (const n of names) {
    if (n === '_id_') throw new CommandError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
    const index = coll.indexes.get(n);
    if (!index) throw new CommandError(ErrorCodes.IndexNotFound, `index not found with name [${n}]`);
    coll.dropIndex(n);
    ctx.log.record({ t: 'dropIndex', coll, index });
  }
  return { nIndexesWas, ok: 1 };
}

export function dropDatabase(ctx: CommandContext): Doc {
  for (const name of [...ctx.db.collections.keys()]) ctx.db.drop(name, ctx.log);
  return { dropped: ctx.db.name, ok: 1 };
}

export function listDatabases(ctx: CommandContext): Doc {
  const databases = [...ctx.engine.databases.values()]
    .filter((d) => d.collections.size > 0)
    .map((d) => {
      let size = 0;
      for (const c of d.collections.values()) for (const r of c.docs.values()) size += r.raw.length;
      return { name: d.name, sizeOnDisk: size, empty: size === 0 };
    });
  if (ctx.body.nameOnly === true) return { databases: databases.map((d) => ({ name: d.name })), ok: 1 };
  return { databases, totalSize: databases.reduce((s, d) => s + d.sizeOnDisk, 0), ok: 1 };
}

export function collStats(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'collStats');
  const coll = ctx.db.get(name);
  let size = 0;
  for (const r of coll?.docs.values() ?? []) size += r.raw.length;
  const count = coll?.docs.size ?? 0;
  return {
    ns: `${ctx.db.name}.${name}`,
    count,
    size,
    avgObjSize: count ? Math.round(size / count) : 0,
    nindexes: coll?.indexes.size ?? 0,
    ok: 1,
  };
}

export function dbStats(ctx: CommandContext): Doc {
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  for (const c of ctx.db.collections.values()) {
    objects += c.docs.size;
    indexes += c.indexes.size;
    for (const r of c.docs.values()) dataSize += r.raw.length;
  }
  return { db: ctx.db.name, collections: ctx.db.collections.size, objects, dataSize, indexes, ok: 1 };
}

/** createSearchIndexes, updateSearchIndex, dropSearchIndex: Atlas Search index management, which a mongod without
 * it refuses before looking at anything else. */
export function searchIndexCommand(): Doc {
  throw searchNotEnabled('index');
}
