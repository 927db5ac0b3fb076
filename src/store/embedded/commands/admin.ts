// Collection, index and database management commands.
import { Query } from 'mingo';
import { isPlainObject, num, promote, type Doc } from '../bson-values.js';
import { CommandError, ErrorCodes, badValue } from '../errors.js';
import { defaultIndexName, normaliseDirection, sameKey, type IndexSpec } from '../indexes.js';
import { validateCollectionName } from '../database.js';
import { collectionName, type CommandContext } from './context.js';

export function create(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'create');
  if (ctx.db.get(name)) throw new CommandError(ErrorCodes.NamespaceExists, `Collection ${ctx.db.name}.${name} already exists.`);
  validateCollectionName(name);
  const options: Doc = {};
  for (const [k, v] of Object.entries(ctx.body)) {
    if (k === 'create' || k.startsWith('$') || k === 'lsid' || k === 'txnNumber' || k === 'autocommit' || k === 'startTransaction' || k === 'writeConcern') continue;
    options[k] = v;
  }
  ctx.db.getOrCreate(name, ctx.log, options);
  return { ok: 1 };
}

export function drop(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'drop');
  const coll = ctx.db.get(name);
  const nIndexesWas = coll?.indexes.size ?? 0;
  ctx.db.drop(name, ctx.log);
  return { nIndexesWas, ns: `${ctx.db.name}.${name}`, ok: 1 };
}

export function listCollections(ctx: CommandContext): Doc {
  const nameOnly = ctx.body.nameOnly === true;
  const filter = ctx.body.filter ? new Query(promote(ctx.body.filter) as Doc, {}) : null;
  const items: Doc[] = [];
  for (const c of ctx.db.collections.values()) {
    const info: Doc = nameOnly
      ? { name: c.name, type: 'collection' }
      : {
          name: c.name,
          type: 'collection',
          options: c.options,
          info: { readOnly: false, uuid: c.uuid },
          idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
        };
    if (!filter || filter.test(info)) items.push(info);
  }
  const cursorOpt = (ctx.body.cursor as Doc) ?? {};
  return ctx.engine.cursors.open(`${ctx.db.name}.$cmd.listCollections`, items, cursorOpt.batchSize === undefined ? undefined : num(cursorOpt.batchSize), null);
}

function parseIndexSpec(raw: Doc): IndexSpec {
  const spec = promote(raw) as Doc;
  if (!isPlainObject(spec.key) || Object.keys(spec.key).length === 0) throw badValue('The index spec must have a non-empty key object');
  const key: Record<string, number> = {};
  for (const [f, d] of Object.entries(spec.key)) key[f] = normaliseDirection(d);
  const out: IndexSpec = { v: 2, key, name: typeof spec.name === 'string' ? spec.name : defaultIndexName(key) };
  if (spec.unique === true) out.unique = true;
  if (spec.sparse === true) out.sparse = true;
  if (spec.expireAfterSeconds !== undefined) {
    const s = Number(spec.expireAfterSeconds);
    if (!Number.isFinite(s) || s < 0) throw badValue('TTL index \'expireAfterSeconds\' option must be a non-negative number');
    if (Object.keys(key).length !== 1) throw badValue('TTL indexes are single-field indexes, compound indexes do not support TTL');
    out.expireAfterSeconds = s;
  }
  if (isPlainObject(spec.partialFilterExpression)) out.partialFilterExpression = spec.partialFilterExpression;
  return out;
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return !!a.unique === !!b.unique && !!a.sparse === !!b.sparse && a.expireAfterSeconds === b.expireAfterSeconds &&
    JSON.stringify(a.partialFilterExpression ?? null) === JSON.stringify(b.partialFilterExpression ?? null);
}

export function createIndexes(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'createIndexes');
  const specs = ctx.body.indexes;
  if (!Array.isArray(specs) || specs.length === 0) throw badValue('Must specify at least one index to create');
  const existed = ctx.db.get(name) !== undefined;
  const coll = ctx.db.getOrCreate(name, ctx.log);
  const before = coll.indexes.size;
  let note: string | undefined;
  for (const raw of specs) {
    const spec = parseIndexSpec(raw as Doc);
    const byName = coll.indexes.get(spec.name);
    if (byName) {
      if (!sameKey(byName.spec.key, spec.key)) {
        throw new CommandError(ErrorCodes.IndexKeySpecsConflict, `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byName.spec)}`);
      }
      if (!sameOptions(byName.spec, spec)) {
        throw new CommandError(ErrorCodes.IndexOptionsConflict, `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byName.spec)}`);
      }
      note = 'all indexes already exist';
      continue;
    }
    for (const other of coll.indexes.values()) {
      if (sameKey(other.spec.key, spec.key) && sameOptions(other.spec, spec)) {
        throw new CommandError(ErrorCodes.IndexOptionsConflict, `Index already exists with a different name: ${other.name}`);
      }
    }
    const index = coll.createIndex(spec);
    ctx.log.record({ t: 'createIndex', coll, index });
  }
  const reply: Doc = { numIndexesBefore: before, numIndexesAfter: coll.indexes.size, createdCollectionAutomatically: !existed, ok: 1 };
  if (note && coll.indexes.size === before) reply.note = note;
  return reply;
}

export function listIndexes(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'listIndexes');
  const coll = ctx.db.get(name);
  if (!coll) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db.name}.${name}`);
  const items = [...coll.indexes.values()].map((i) => i.describe());
  const cursorOpt = (ctx.body.cursor as Doc) ?? {};
  return ctx.engine.cursors.open(`${ctx.db.name}.${name}`, items, cursorOpt.batchSize === undefined ? undefined : num(cursorOpt.batchSize), null);
}

export function dropIndexes(ctx: CommandContext): Doc {
  const name = collectionName(ctx, 'dropIndexes');
  const coll = ctx.db.get(name);
  if (!coll) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.db.name}.${name}`);
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
  return { ns: `${ctx.db.name}.${name}`, count, size, avgObjSize: count ? Math.round(size / count) : 0, nindexes: coll?.indexes.size ?? 0, ok: 1 };
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
