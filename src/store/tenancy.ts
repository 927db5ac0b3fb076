// Tenant isolation. Every tenant document carries business_id and livemode; code reaches tenant collections
// through a ScopedCollection (tenantCollection() and scoped() in access.ts), which writes both into every filter
// and every inserted document, so a caller cannot forget them (and cannot override them: the context's values
// always win).
import type {
  AggregateOptions,
  AnyBulkWriteOperation,
  BulkWriteOptions,
  ClientSession,
  Collection,
  CountDocumentsOptions,
  DeleteOptions,
  DistinctOptions,
  Document,
  Filter,
  FindOneAndDeleteOptions,
  FindOneAndReplaceOptions,
  FindOneAndUpdateOptions,
  FindOptions,
  InsertOneOptions,
  OptionalUnlessRequiredId,
  ReplaceOptions,
  UpdateFilter,
  UpdateOptions,
  WithId,
  WithoutId,
} from 'mongodb';
import type { TenantContext } from '../kernel/caller.js';
import { findLean, findOneAndUpdateLean, findOneLean, insertOneLean, updateOneLean } from './lean-read.js';

export type { TenantContext };

/** The fields every tenant document carries, added by this layer on every write. */
export interface Tenanted {
  business_id: string;
  livemode: boolean;
}

/** The filter with the tenant's business_id and livemode added (they override anything the caller set). */
export function tenantFilter<T extends Document>(ctx: TenantContext, filter: Filter<T> = {}): Filter<T> {
  return { ...filter, business_id: ctx.business_id, livemode: ctx.livemode } as Filter<T>;
}

/** The document stamped with the tenant's business_id and livemode. */
export function tenantDoc<T extends Document>(ctx: TenantContext, doc: T): T {
  return { ...doc, business_id: ctx.business_id, livemode: ctx.livemode };
}

/** Strips business_id/livemode from $set-style updates so a tenant document cannot be moved to another tenant.
 * Answers the update itself (no copy) when it names neither, which is every update the product makes. */
export function guardUpdate<T extends Document>(update: UpdateFilter<T> | Document[]): UpdateFilter<T> | Document[] {
  if (Array.isArray(update)) return update;
  let out: Record<string, unknown> | undefined;
  for (const op of GUARDED_OPERATORS) {
    const fields = (out ?? update)[op] as Record<string, unknown> | undefined;
    if (fields && ('business_id' in fields || 'livemode' in fields)) {
      const { business_id: _b, livemode: _l, ...rest } = fields;
      out ??= { ...update };
      out[op] = rest;
    }
  }
  return (out ?? update) as UpdateFilter<T>;
}
const GUARDED_OPERATORS = ['$set', '$setOnInsert', '$unset', '$rename'] as const;

/** Upserts seed from the filter's equalities, which already include the tenant; nothing more needed except for
 * pipeline updates, which do not seed. */
function stampUpsert<T extends Document>(
  ctx: TenantContext,
  update: UpdateFilter<T> | Document[],
  options?: { upsert?: boolean },
): UpdateFilter<T> | Document[] {
  if (!options?.upsert || !Array.isArray(update)) return update;
  return [...update, { $set: { business_id: ctx.business_id, livemode: ctx.livemode } }];
}

/** An update as a tenant-scoped collection sends it: guarded, and stamped when it is an upserting pipeline. */
export function tenantUpdate<T extends Document>(
  ctx: TenantContext,
  update: UpdateFilter<T> | Document[],
  options?: { upsert?: boolean },
): UpdateFilter<T> | Document[] {
  return stampUpsert(ctx, guardUpdate(update), options);
}

/**
 * A tenant-scoped view of one collection: the driver's operations, each bound to the tenant (every filter and
 * pipeline is narrowed to it, every inserted or replacing document is stamped with it, no update can move a
 * document out of it). Options (a transaction's `session` among them) pass through unchanged.
 */
export class ScopedCollection<T extends Document = Document> {
  constructor(
    readonly raw: Collection<T>,
    readonly ctx: TenantContext,
    /** Called after every write (failed ones too: a partial batch still changed documents), in its session. */
    private readonly afterWrite?: (session: ClientSession | undefined) => Promise<void>,
  ) {}

  private written<R>(write: Promise<R>, options: { session?: ClientSession } | undefined): Promise<R> {
    const after = this.afterWrite;
    if (!after) return write;
    return write.then(
      async (r) => {
        await after(options?.session);
        return r;
      },
      async (err: unknown) => {
        await after(options?.session).catch(() => undefined);
        throw err;
      },
    );
  }

  find(filter: Filter<T> = {}, options?: FindOptions) {
    return this.raw.find(tenantFilter(this.ctx, filter), options);
  }
  findOne(filter: Filter<T> = {}, options?: FindOptions) {
    return findOneLean(this.raw, tenantFilter(this.ctx, filter), options);
  }
  /** find(filter, options).toArray() for reads that match few documents, in fewer steps (lean-read.ts). */
  findFew(filter: Filter<T> = {}, options?: FindOptions) {
    return findLean(this.raw, tenantFilter(this.ctx, filter), options);
  }
  countDocuments(filter: Filter<T> = {}, options?: CountDocumentsOptions) {
    return this.raw.countDocuments(tenantFilter(this.ctx, filter), options);
  }
  distinct<K extends keyof WithId<T>>(key: K, filter: Filter<T> = {}, options: DistinctOptions = {}) {
    return this.raw.distinct(key, tenantFilter(this.ctx, filter), options);
  }
  insertOne(doc: OptionalUnlessRequiredId<T>, options?: InsertOneOptions) {
    return this.written(insertOneLean(this.raw, tenantDoc(this.ctx, doc), options), options);
  }
  insertMany(docs: OptionalUnlessRequiredId<T>[], options?: BulkWriteOptions) {
    return this.written(
      this.raw.insertMany(
        docs.map((d) => tenantDoc(this.ctx, d)),
        options,
      ),
      options,
    );
  }
  updateOne(filter: Filter<T>, update: UpdateFilter<T> | Document[], options?: UpdateOptions) {
    return this.written(
      updateOneLean(this.raw, tenantFilter(this.ctx, filter), tenantUpdate(this.ctx, update, options), options),
      options,
    );
  }
  updateMany(filter: Filter<T>, update: UpdateFilter<T> | Document[], options?: UpdateOptions) {
    return this.written(this.raw.updateMany(tenantFilter(this.ctx, filter), guardUpdate(update), options), options);
  }
  replaceOne(filter: Filter<T>, replacement: WithoutId<T>, options?: ReplaceOptions) {
    return this.written(
      this.raw.replaceOne(tenantFilter(this.ctx, filter), tenantDoc(this.ctx, replacement), options),
      options,
    );
  }
  findOneAndUpdate(filter: Filter<T>, update: UpdateFilter<T> | Document[], options: FindOneAndUpdateOptions = {}) {
    return this.written(
      findOneAndUpdateLean(this.raw, tenantFilter(this.ctx, filter), tenantUpdate(this.ctx, update, options), options),
      options,
    );
  }
  findOneAndReplace(filter: Filter<T>, replacement: WithoutId<T>, options: FindOneAndReplaceOptions = {}) {
    return this.written(
      this.raw.findOneAndReplace(tenantFilter(this.ctx, filter), tenantDoc(this.ctx, replacement), options),
      options,
    );
  }
  findOneAndDelete(filter: Filter<T>, options: FindOneAndDeleteOptions = {}) {
    return this.written(this.raw.findOneAndDelete(tenantFilter(this.ctx, filter), options), options);
  }
  deleteOne(filter: Filter<T>, options?: DeleteOptions) {
    return this.written(this.raw.deleteOne(tenantFilter(this.ctx, filter), options), options);
  }
  deleteMany(filter: Filter<T>, options?: DeleteOptions) {
    return this.written(this.raw.deleteMany(tenantFilter(this.ctx, filter), options), options);
  }
  /** Prepends a $match on the tenant, so no stage sees other tenants' documents. */
  aggregate<R extends Document = Document>(pipeline: Document[], options?: AggregateOptions) {
    return this.raw.aggregate<R>([{ $match: tenantFilter(this.ctx, {}) }, ...pipeline], options);
  }
  /** The driver's bulkWrite, each operation scoped as its single-operation form above. */
  bulkWrite(operations: ReadonlyArray<AnyBulkWriteOperation<T>>, options?: BulkWriteOptions) {
    return this.written(
      this.raw.bulkWrite(
        operations.map((op) => this.scopeOperation(op)),
        options,
      ),
      options,
    );
  }

  private scopeOperation(op: AnyBulkWriteOperation<T>): AnyBulkWriteOperation<T> {
    const ctx = this.ctx;
    if ('insertOne' in op) return { insertOne: { document: tenantDoc(ctx, op.insertOne.document) } };
    if ('updateOne' in op) {
      const u = op.updateOne;
      return {
        updateOne: {
          ...u,
          filter: tenantFilter(ctx, u.filter),
          update: tenantUpdate(ctx, u.update, u) as UpdateFilter<T>,
        },
      };
    }
    if ('updateMany' in op) {
      const u = op.updateMany;
      return {
        updateMany: { ...u, filter: tenantFilter(ctx, u.filter), update: guardUpdate(u.update) as UpdateFilter<T> },
      };
    }
    if ('replaceOne' in op) {
      const r = op.replaceOne;
      return { replaceOne: { ...r, filter: tenantFilter(ctx, r.filter), replacement: tenantDoc(ctx, r.replacement) } };
    }
    if ('deleteOne' in op) return { deleteOne: { ...op.deleteOne, filter: tenantFilter(ctx, op.deleteOne.filter) } };
    return { deleteMany: { ...op.deleteMany, filter: tenantFilter(ctx, op.deleteMany.filter) } };
  }
}
