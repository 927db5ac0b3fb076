// The order a UCP checkout session placed, as its answers and its continue page show it (docs/ucp.md §Sessions):
// `order {id, permalink_url, label}` once completed, and, while the buyer still has to pay on the business's page
// (requires_escalation with an order placed unpaid), that page as the session's continue_url. One reading of the
// session's order for GET, the answers and the continue page, so they never disagree.
import { type OrderDoc, orders } from '../../modules/orders/index.js';
import type { UcpCheckoutDoc } from '../../modules/ucp/index.js';
import type { Services } from '../../services.js';
import { orderPermalink } from './order-events.js';

export interface SessionOrder {
  id: string;
  permalink_url: string;
  label?: string;
}

/** The session's order (null: it has none, or the order is gone). */
export async function sessionOrder(
  services: Services,
  doc: Pick<UcpCheckoutDoc, 'order_id' | 'business_id' | 'livemode'>,
): Promise<SessionOrder | null> {
  if (!doc.order_id) return null;
  const tenant = { business_id: doc.business_id, livemode: doc.livemode };
  const order: OrderDoc | null = await orders(services.db, tenant).findOne({ _id: doc.order_id });
  if (!order) return null;
  return {
    id: order._id,
    permalink_url: orderPermalink(services, tenant, order),
    label: order.order_number,
  };
}

/**
 * A session answer with its order: `order` on a completed session; the order's pay page as `continue_url` on one
 * whose buyer pays there (the same URL the completion answered).
 */
export function withSessionOrder(body: Record<string, unknown>, order: SessionOrder | null): Record<string, unknown> {
  if (!order) return body;
  if (body.status === 'completed') return { ...body, order };
  if (body.status === 'requires_escalation') return { ...body, continue_url: order.permalink_url };
  return body;
}
