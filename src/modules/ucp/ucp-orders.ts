// The store access of orders' UCP records (orders-model.ts). The record is written in the order's transaction (a
// batch write of the place-order flow), read by the order's id, and changed only by the settlement of its payment
// and by the sandbox's test helper.
import type { ClientSession, Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import { type BatchWrite, insertInto } from '../../store/transaction.js';
import type { UcpOrderDoc } from './orders-model.js';
import type { OrderOrigin } from './rules/order-projection.js';

const records = (db: Db, t: TenantContext) => tenantCollection<UcpOrderDoc>(db, COLLECTION.ucp_orders, t);

/** The record's insert, for the order's transaction. */
export function ucpOrderRecordWrite(tenant: TenantContext, doc: Omit<UcpOrderDoc, 'business_id' | 'livemode'>) {
  return insertInto(COLLECTION.ucp_orders, doc, { tenant }) satisfies BatchWrite;
}

export function findUcpOrder(
  db: Db,
  tenant: TenantContext,
  orderId: string,
  session?: ClientSession,
): Promise<UcpOrderDoc | null> {
  return records(db, tenant).findOne({ _id: orderId }, session ? { session } : {});
}

/** The payment that was to settle at once has settled (or failed): nothing is left to finish. */
export async function markUcpOrderSettled(
  db: Db,
  tenant: TenantContext,
  orderId: string,
  session?: ClientSession,
): Promise<void> {
  await records(db, tenant).updateOne(
    { _id: orderId, settle_pending: true },
    { $set: { settle_pending: false } },
    session ? { session } : {},
  );
}

/** Test helper: the events and adjustments the order shows from now on instead of the recorded ones. */
export async function setUcpOrderOverlay(
  db: Db,
  tenant: TenantContext,
  orderId: string,
  overlay: NonNullable<OrderOrigin['overlay']>,
  session?: ClientSession,
): Promise<void> {
  await records(db, tenant).updateOne({ _id: orderId }, { $set: { overlay } }, session ? { session } : {});
}
