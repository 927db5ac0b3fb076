// Tenant isolation. Every tenant document carries business_id and livemode; handlers reach tenant
// collections through scoped(), which writes both into every filter and every inserted document, so a
// handler cannot forget them (and cannot override them: the context's values always win).
import type {
  AggregateOptions, BulkWriteOptions, Collection, CountDocumentsOptions, Db, DeleteOptions, Document, Filter,
  FindOneAndDeleteOptions, FindOneAndUpdateOptions, FindOptions, InsertOneOptions, OptionalUnlessRequiredId,
  UpdateFilter, UpdateOptions,
} from 'mongodb';
import type { CollectionName } from './collections.js';

export interface TenantContext {
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

/** Strips business_id/livemode from $set-style updates so a tenant document cannot be moved to another tenant. */
function guardUpdate<T extends Document>(update: UpdateFilter<T> | Document[]): UpdateFilter<T> | Document[] {
  if (Array.isArray(update)) return update;
  const out: Record<string, unknown> = { ...update };
  for (const op of ['$set', '$setOnInsert', '$unset', '$rename'] as const) {
    const fields = out[op] as Record<string, unknown> | undefined;
    if (fields && ('business_id' in fields || 'livemode' in fields)) {
      const { business_id: _b, livemode: _l, ...rest } = fields;
      out[op] = rest;
    }
  }
  return out as UpdateFilter<T>;
}

/** A tenant-scoped view of one collection: the common operations, each bound to the tenant. */
export class ScopedCollection<T extends Document = Document> {
  constructor(
    readonly raw: Collection<T>,
    readonly ctx: TenantContext,
  ) {}

  find(filter: Filter<T> = {}, options?: FindOptions) {
    return this.raw.find(tenantFilter(this.ctx, filter), options);
  }
  findOne(filter: Filter<T> = {}, options?: FindOptions) {
    return this.raw.findOne(tenantFilter(this.ctx, filter), options);
  }
  countDocuments(filter: Filter<T> = {}, options?: CountDocumentsOptions) {
    return this.raw.countDocuments(tenantFilter(this.ctx, filter), options);
  }
  insertOne(doc: OptionalUnlessRequiredId<T>, options?: InsertOneOptions) {
    return this.raw.insertOne(tenantDoc(this.ctx, doc), options);
  }
  insertMany(docs: OptionalUnlessRequiredId<T>[], options?: BulkWriteOptions) {
    return this.raw.insertMany(docs.map((d) => tenantDoc(this.ctx, d)), options);
  }
  updateOne(filter: Filter<T>, update: UpdateFilter<T> | Document[], options?: UpdateOptions) {
    return this.raw.updateOne(tenantFilter(this.ctx, filter), this.stampUpsert(guardUpdate(update), options), options);
  }
  updateMany(filter: Filter<T>, update: UpdateFilter<T> | Document[], options?: UpdateOptions) {
    return this.raw.updateMany(tenantFilter(this.ctx, filter), guardUpdate(update), options);
  }
  findOneAndUpdate(filter: Filter<T>, update: UpdateFilter<T> | Document[], options: FindOneAndUpdateOptions = {}) {
    return this.raw.findOneAndUpdate(tenantFilter(this.ctx, filter), this.stampUpsert(guardUpdate(update), options), options);
  }
  findOneAndDelete(filter: Filter<T>, options: FindOneAndDeleteOptions = {}) {
    return this.raw.findOneAndDelete(tenantFilter(this.ctx, filter), options);
  }
  deleteOne(filter: Filter<T>, options?: DeleteOptions) {
    return this.raw.deleteOne(tenantFilter(this.ctx, filter), options);
  }
  deleteMany(filter: Filter<T>, options?: DeleteOptions) {
    return this.raw.deleteMany(tenantFilter(this.ctx, filter), options);
  }
  /** Prepends a $match on the tenant, so no stage sees other tenants' documents. */
  aggregate<R extends Document = Document>(pipeline: Document[], options?: AggregateOptions) {
    return this.raw.aggregate<R>([{ $match: tenantFilter(this.ctx, {}) }, ...pipeline], options);
  }

  /** Upserts seed from the filter's equalities, which already include the tenant; nothing more needed
   * except for pipeline updates, which do not seed. */
  private stampUpsert(update: UpdateFilter<T> | Document[], options?: { upsert?: boolean }): UpdateFilter<T> | Document[] {
    if (!options?.upsert || !Array.isArray(update)) return update;
    return [...update, { $set: { business_id: this.ctx.business_id, livemode: this.ctx.livemode } }];
  }
}

/** Tenant-scoped accessors for a database: `scoped(db, ctx).collection('orders').find(...)`. */
export function scoped(db: Db, ctx: TenantContext) {
  return {
    ctx,
    collection<T extends Document = Document>(name: CollectionName) {
      return new ScopedCollection<T>(db.collection<T>(name), ctx);
    },
  };
}
