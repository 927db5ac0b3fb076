// Who may see an order. A signed-in customer reaches the orders whose customer_id is theirs; anyone else must
// present the order's bill token (query `token`), which is stored only as a SHA-256 hash and compared in
// constant time. Every refusal is the same 404 as an unknown id, so order ids cannot be probed.
import type { ClientSession } from 'mongodb';
import { hashSecret, safeEqual } from '../../kernel/secrets.js';
import type { OrderDoc } from './model.js';
import { notFound } from '../../kernel/errors.js';
import { requireTenant, type Caller } from '../../kernel/caller.js';
import type { Services } from '../../kernel/services.js';
import { orders } from './store.js';

export const orderNotFound = (id: string) => notFound(`Order ${id} not found`);

/** Whether `token` is the order's bill token. */
export function billTokenMatches(order: Pick<OrderDoc, 'bill_token_hash'>, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || !order.bill_token_hash) return false;
  return safeEqual(hashSecret(token), order.bill_token_hash);
}

export function callerMayAccess(caller: Caller, token: string | undefined, order: OrderDoc): boolean {
  const customer = caller.customer;
  if (customer && order.customer_id !== null && order.customer_id === customer.id) return true;
  return billTokenMatches(order, token);
}

/** The order if this caller may see it, else 404 (unknown, other tenant, other customer, wrong or no token). */
export async function loadOrderForCaller(
  services: Services,
  caller: Caller,
  orderId: string,
  token: string | undefined,
  session?: ClientSession,
): Promise<OrderDoc> {
  const tenant = requireTenant(caller);
  const order = await orders(services.db, tenant).findOne({ _id: orderId }, { session });
  if (!order || !callerMayAccess(caller, token, order)) throw orderNotFound(orderId);
  return order;
}
