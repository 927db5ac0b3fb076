// Typed access to the orders area's collections (orders, payments, refunds, counters).
import type { Db } from 'mongodb';
import { COLLECTION, sharedCollection, tenantCollection, type TenantContext } from '../../store/index.js';
import type { CounterDoc, OrderDoc, PaymentDoc, RefundDoc } from './model.js';

export const orders = (db: Db, t: TenantContext) => tenantCollection<OrderDoc>(db, COLLECTION.orders, t);
export const payments = (db: Db, t: TenantContext) => tenantCollection<PaymentDoc>(db, COLLECTION.payments, t);
export const refunds = (db: Db, t: TenantContext) => tenantCollection<RefundDoc>(db, COLLECTION.refunds, t);

/** Orders of every tenant: for what reads across them on purpose (Link's cross-business list, the hold sweep). */
export const ordersAcrossTenants = (db: Db) => sharedCollection<OrderDoc>(db, COLLECTION.orders);
/** Payments of every tenant: the hosted pay page finds a payment by its unguessable id, which names its tenant. */
export const paymentsAcrossTenants = (db: Db) => sharedCollection<PaymentDoc>(db, COLLECTION.payments);
/** Per-tenant sequences, keyed by `_id` (which names the tenant). */
export const counters = (db: Db) => sharedCollection<CounterDoc>(db, COLLECTION.counters);
