// The customer's orders at every business. A Link account's orders are the orders whose `customer_id` is the
// account's customer id (`cus_…`) in the account's mode: an order joins them when it is attached to the account
// (enroll-and-link-order, which checks that the order's checkout contact is a verified contact of the account).
// Orders of per-business storefront customers are not matched by contact, so an unverified profile contact can
// never surface someone else's orders.
import type { Db, Filter } from 'mongodb';
import { formatMinor } from '../../kernel/money.js';
import type { OrderDoc } from '../orders/model.js';
import { notFound } from '../../kernel/errors.js';
import type { LinkAccountDoc } from './accounts.js';
import { businesses } from '../business/store.js';
import { ordersAcrossTenants } from '../orders/store.js';

export function presentLinkOrder(order: OrderDoc, businessName: string) {
  return {
    id: order._id,
    business_id: order.business_id,
    business_name: businessName,
    order_number: order.order_number,
    status: order.status,
    order_type: order.order_type,
    items: order.items.map((i) => ({
      product_id: i.product_id,
      product_name: i.product_name,
      variant_name: i.variant_name,
      quantity: i.quantity,
      unit_price: formatMinor(i.unit_price),
      total: formatMinor(i.total),
    })),
    subtotal: formatMinor(order.subtotal),
    tax_amount: formatMinor(order.tax_amount),
    total_price: formatMinor(order.total_price),
    currency: order.currency,
    payment_status: order.payment_status,
    created_at: order.created_at.toISOString(),
  };
}

export async function businessNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const docs = await businesses(db)
    .find({ _id: { $in: [...new Set(ids)] } }, { projection: { name: 1 } })
    .toArray();
  return new Map(docs.map((d) => [d._id, d.name]));
}

const ordersOf = (account: LinkAccountDoc, businessId?: string): Filter<OrderDoc> => ({
  customer_id: account.customer_id,
  livemode: account.livemode,
  ...(businessId ? { business_id: businessId } : {}),
});

export async function listLinkOrders(db: Db, account: LinkAccountDoc, query: { business_id?: string; limit?: number; offset?: number }) {
  // Validation applies the contract's defaults; the generated query type leaves them optional.
  const q = { ...query, limit: query.limit ?? 20, offset: query.offset ?? 0 };
  const filter = ordersOf(account, q.business_id);
  // Across businesses on purpose: the account's orders at every business (in its mode), filtered by its customer id.
  const col = ordersAcrossTenants(db);
  const [docs, total] = await Promise.all([
    col.find(filter).sort({ created_at: -1, _id: -1 }).skip(q.offset).limit(q.limit).toArray(),
    col.countDocuments(filter),
  ]);
  const names = await businessNames(db, docs.map((d) => d.business_id));
  return {
    items: docs.map((d) => presentLinkOrder(d, names.get(d.business_id) ?? d.business_id)),
    pagination: { limit: q.limit, offset: q.offset, total, has_more: q.offset + docs.length < total },
  };
}

export async function getLinkOrder(db: Db, account: LinkAccountDoc, orderId: string, businessId?: string) {
  const doc = await ordersAcrossTenants(db).findOne({ _id: orderId, ...ordersOf(account, businessId) });
  if (!doc) throw notFound(`No order ${orderId}`);
  const names = await businessNames(db, [doc.business_id]);
  return presentLinkOrder(doc, names.get(doc.business_id) ?? doc.business_id);
}
