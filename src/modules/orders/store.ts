// Typed access to the orders area's collections (orders, payments, refunds, counters), and the business's order
// list.
import type { Db, Filter } from 'mongodb';
import { COLLECTION, sharedCollection, tenantCollection, type TenantContext } from '../../store/index.js';
import type { CounterDoc, OrderDoc, OrderStatus, PaymentDoc, RefundDoc } from './model.js';

export const orders = (db: Db, t: TenantContext) => tenantCollection<OrderDoc>(db, COLLECTION.orders, t);
export const payments = (db: Db, t: TenantContext) => tenantCollection<PaymentDoc>(db, COLLECTION.payments, t);
export const refunds = (db: Db, t: TenantContext) => tenantCollection<RefundDoc>(db, COLLECTION.refunds, t);

/** Orders of every tenant: for what reads across them on purpose (Link's cross-business list, the hold sweep). */
export const ordersAcrossTenants = (db: Db) => sharedCollection<OrderDoc>(db, COLLECTION.orders);
/** Payments of every tenant: the hosted pay page finds a payment by its unguessable id, which names its tenant. */
export const paymentsAcrossTenants = (db: Db) => sharedCollection<PaymentDoc>(db, COLLECTION.payments);
/** Refunds of every tenant: the job that settles refunds a crash left pending (src/jobs/refunds.ts). */
export const refundsAcrossTenants = (db: Db) => sharedCollection<RefundDoc>(db, COLLECTION.refunds);
/** Per-tenant sequences, keyed by `_id` (which names the tenant). */
export const counters = (db: Db) => sharedCollection<CounterDoc>(db, COLLECTION.counters);

export interface OrderListQuery {
  status?: OrderStatus;
  /** Placed at or after. */
  createdGte?: Date;
  /** Placed before. */
  createdLt?: Date;
  limit: number;
  offset: number;
}

/** A page of the tenant's orders, newest first (ties by id, so pages never overlap), and how many match. */
export async function listOrders(
  db: Db,
  tenant: TenantContext,
  q: OrderListQuery,
): Promise<{ page: OrderDoc[]; total: number }> {
  const filter: Filter<OrderDoc> = {};
  if (q.status) filter.status = q.status;
  if (q.createdGte || q.createdLt)
    filter.created_at = {
      ...(q.createdGte ? { $gte: q.createdGte } : {}),
      ...(q.createdLt ? { $lt: q.createdLt } : {}),
    };
  const coll = orders(db, tenant);
  const [page, total] = await Promise.all([
    coll.find(filter, { sort: { created_at: -1, _id: -1 }, skip: q.offset, limit: q.limit }).toArray(),
    coll.countDocuments(filter),
  ]);
  return { page, total };
}
