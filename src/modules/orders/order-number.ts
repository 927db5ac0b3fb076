// Human-readable order numbers: a per-tenant sequence (business and mode), taken inside the checkout transaction so
// a rolled-back checkout does not burn a number on MongoDB (the counter update rolls back with it). The unique
// index on orders (business_id, livemode, order_number) is the backstop.
import type { ClientSession, Db } from 'mongodb';
import type { TenantContext } from '../../store/index.js';
import { counters } from './store.js';
export type { CounterDoc } from './model.js';

/** Numbers start at 1001, so the first order of a shop does not read as "order 1". */
export const FIRST_ORDER_NUMBER = 1001;

export async function nextOrderNumber(db: Db, tenant: TenantContext, session: ClientSession): Promise<string> {
  return (await nextOrderNumbers(db, tenant, session, 1))[0];
}

/** The next `count` numbers at once, in order (checkouts committed together take one step of the counter). */
export async function nextOrderNumbers(db: Db, tenant: TenantContext, session: ClientSession, count: number): Promise<string[]> {
  const id = `order_number:${tenant.business_id}:${tenant.livemode}`;
  const doc = await counters(db).findOneAndUpdate(
    { _id: id },
    { $inc: { value: count }, $setOnInsert: { business_id: tenant.business_id, livemode: tenant.livemode } },
    { upsert: true, returnDocument: 'after', session },
  );
  const last = FIRST_ORDER_NUMBER - 1 + (doc?.value ?? count);
  return Array.from({ length: count }, (_, i) => String(last - count + 1 + i));
}
