// A Link account's orders at every business (Link's order routes). The Link account is the person: its orders are those whose
// `customer_id` is any customer id of the account, i.e. the account's own (orders attached through
// enroll-and-link-order) or a storefront customer of any business tied to the account by a verified sign-in
// (orders placed signed in on a storefront), in the account's mode. The rule lives in access.ts.
// Orders of per-business storefront customers are never matched by contact, so an unverified profile contact can
// never surface someone else's orders.
import type { Db, Filter } from 'mongodb';
import { formatMinor } from '../../kernel/money.js';
import { presentFxCharge, presentLineChoices, presentOrderDiscounts } from './present.js';
import type { OrderDoc } from './model.js';
import { notFound } from '../../kernel/errors.js';
import type { LinkAccountDoc } from '../link/index.js';
import { businesses } from '../business/index.js';
import { ordersAcrossTenants } from './store.js';
import { accountCustomerIds, ownedBy } from './access.js';

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
      ...presentLineChoices(i),
    })),
    subtotal: formatMinor(order.subtotal),
    discount_amount: formatMinor(order.discount_amount),
    discounts: presentOrderDiscounts(order),
    tax_amount: formatMinor(order.tax_amount),
    total_price: formatMinor(order.total_price),
    currency: order.currency,
    fx_charge: presentFxCharge(order),
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

async function ordersOf(db: Db, account: LinkAccountDoc, businessId?: string): Promise<Filter<OrderDoc>> {
  return {
    ...ownedBy(await accountCustomerIds(db, account)),
    livemode: account.livemode,
    ...(businessId ? { business_id: businessId } : {}),
  };
}

export async function listLinkOrders(
  db: Db,
  account: LinkAccountDoc,
  query: { business_id?: string; limit?: number; offset?: number },
) {
  // Validation applies the contract's defaults; the generated query type leaves them optional.
  const q = { ...query, limit: query.limit ?? 20, offset: query.offset ?? 0 };
  const filter = await ordersOf(db, account, q.business_id);
  // Across businesses on purpose: the person's orders at every business (in its mode), filtered by their customer ids.
  const col = ordersAcrossTenants(db);
  const [docs, total] = await Promise.all([
    col.find(filter).sort({ created_at: -1, _id: -1 }).skip(q.offset).limit(q.limit).toArray(),
    col.countDocuments(filter),
  ]);
  const names = await businessNames(
    db,
    docs.map((d) => d.business_id),
  );
  return {
    items: docs.map((d) => presentLinkOrder(d, names.get(d.business_id) ?? d.business_id)),
    pagination: { limit: q.limit, offset: q.offset, total, has_more: q.offset + docs.length < total },
  };
}

export async function getLinkOrder(db: Db, account: LinkAccountDoc, orderId: string, businessId?: string) {
  const doc = await ordersAcrossTenants(db).findOne({ _id: orderId, ...(await ordersOf(db, account, businessId)) });
  if (!doc) throw notFound(`No order ${orderId}`);
  const names = await businessNames(db, [doc.business_id]);
  return presentLinkOrder(doc, names.get(doc.business_id) ?? doc.business_id);
}
