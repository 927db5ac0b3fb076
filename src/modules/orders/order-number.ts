// Human-readable order numbers: a per-tenant sequence (business and mode), taken inside the checkout transaction so
// a rolled-back checkout does not burn a number on MongoDB (the counter update rolls back with it). The unique
// index on orders (business_id, livemode, order_number) is the backstop.
import type { ClientSession, Db } from 'mongodb';
import { COLLECTION, type TenantContext } from '../../store/index.js';
import { updateIn, type BatchWrite } from '../../store/transaction.js';
import type { CounterDoc } from './model.js';
import { counters } from './store.js';
export type { CounterDoc } from './model.js';

/** Numbers start at 1001, so the first order of a shop does not read as "order 1". */
export const FIRST_ORDER_NUMBER = 1001;

/** The `counters` document of a tenant's order numbers. */
export const orderCounterId = (tenant: TenantContext) => `order_number:${tenant.business_id}:${tenant.livemode}`;

/** The counter document as a part of a visit's first read (src/modules/cart/carts.ts readVisit). */
export const orderCounterPart = (tenant: TenantContext, optional: boolean) => ({
  collection: COLLECTION.counters,
  filter: { _id: orderCounterId(tenant) },
  one: true,
  optional,
});

/** The counter's value in its document as read: 0 when there is none (no order yet). */
export const counterValue = (doc: Pick<CounterDoc, 'value'> | null | undefined): number => doc?.value ?? 0;

/** The `count` numbers that follow the counter's value `value`, in order. */
export const orderNumbersAfter = (value: number, count: number): string[] =>
  Array.from({ length: count }, (_, i) => String(FIRST_ORDER_NUMBER + value + i));

/** The counter's value after the order numbered `orderNumber` was taken. */
export const counterValueOf = (orderNumber: string): number => Number(orderNumber) - FIRST_ORDER_NUMBER + 1;

/**
 * The step of the counter from `value` by `count`, as a write of a checkout's batch (store/transaction.ts) that
 * takes orderNumbersAfter(value, count) without reading the counter in the transaction. It holds only while the
 * counter is still at `value`: an upsert guarded on the value, so when the counter has moved it tries to insert a
 * second document with the counter's _id and fails with a duplicate key, which ends the batch at once (and rolls
 * back its transaction). When there is no counter yet, `value` 0 creates it.
 */
export function orderNumberClaim(tenant: TenantContext, value: number, count: number): BatchWrite {
  return updateIn<CounterDoc>(
    COLLECTION.counters,
    { _id: orderCounterId(tenant), value },
    { $inc: { value: count }, $setOnInsert: { business_id: tenant.business_id, livemode: tenant.livemode } },
    { upsert: true },
  );
}

export async function nextOrderNumber(db: Db, tenant: TenantContext, session: ClientSession): Promise<string> {
  return (await nextOrderNumbers(db, tenant, session, 1))[0];
}

/** The next `count` numbers at once, in order (checkouts committed together take one step of the counter). */
export async function nextOrderNumbers(
  db: Db,
  tenant: TenantContext,
  session: ClientSession,
  count: number,
): Promise<string[]> {
  const id = orderCounterId(tenant);
  const doc = await counters(db).findOneAndUpdate(
    { _id: id },
    { $inc: { value: count }, $setOnInsert: { business_id: tenant.business_id, livemode: tenant.livemode } },
    { upsert: true, returnDocument: 'after', session },
  );
  const last = FIRST_ORDER_NUMBER - 1 + (doc?.value ?? count);
  return Array.from({ length: count }, (_, i) => String(last - count + 1 + i));
}
