// What a session is told about itself: the snapshot, the intent with the signals behind it, the messages of the
// documented rules and the incentive the business offers for that intent. A session without recorded activity is
// anonymous and costs no further read.
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import * as catalogue from '../catalogue/index.js';
import { loadActiveCart, priceCart } from '../cart/index.js';
import type { CartDoc, PricedCart } from '../cart/index.js';
import { activeTemplates } from './incentives.js';
import type { ActivitySessionDoc } from './model.js';
import { chooseIncentive } from './rules/incentive.js';
import { readIntent, type IntentReading } from './rules/intent.js';
import {
  LOW_STOCK_VIEWED,
  sessionMessages,
  type ActivityMessage,
  type MessageDeal,
  type ViewedStock,
} from './rules/messages.js';
import { cartUnitsOf, snapshotOf } from './rules/session.js';

export interface SessionCaller {
  tenant: TenantContext;
  sessionId: string;
  customerId: string | null;
}

export interface ActivityView {
  activity: ReturnType<typeof snapshotOf> | null;
  reading: IntentReading;
  messages: ActivityMessage[];
  incentive: { template_id: string; agent_id: string } | null;
  /** The session's cart product ids (recommendations leave them out). */
  cartProductIds: string[];
}

/** Stock left of the recently viewed products (tracked ones; null for the rest), most recent first. */
async function viewedStock(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  s: ActivitySessionDoc,
): Promise<ViewedStock[]> {
  const ids = s.viewed_products.slice(0, LOW_STOCK_VIEWED).map((v) => v.id);
  if (!ids.length) return [];
  const rows = await catalogue
    .products(services.db, tenant)
    .find(
      { _id: { $in: ids }, is_active: true, archived: { $ne: true } },
      { projection: { name: 1, inventory_type: 1, low_stock_threshold: 1 } },
    )
    .toArray();
  const tracked = rows.filter((p) => p.inventory_type === 'tracked').map((p) => p._id);
  const levels = tracked.length
    ? await catalogue
        .inventoryLevels(services.db, tenant)
        .find({ product_id: { $in: tracked }, variant_id: null })
        .toArray()
    : [];
  const free = new Map<string, number>();
  for (const l of levels)
    free.set(
      l.product_id,
      (free.get(l.product_id) ?? 0) + Math.max(0, l.quantity_on_hand - (l.quantity_reserved ?? 0)),
    );
  const byId = new Map(rows.map((p) => [p._id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    return [
      {
        product_id: id,
        name: p.name,
        available: p.inventory_type === 'tracked' ? (free.get(id) ?? 0) : null,
        threshold: p.low_stock_threshold ?? null,
      },
    ];
  });
}

async function cartOf(
  services: Pick<Services, 'db' | 'clock'>,
  c: SessionCaller,
): Promise<{ cart: CartDoc; priced: PricedCart | null } | null> {
  const cart = await loadActiveCart(services, c.tenant, c.sessionId, c.customerId);
  if (!cart) return null;
  return { cart, priced: cart.items.length ? await priceCart(services, c.tenant, cart) : null };
}

function automaticDealsWithMinimum(services: Pick<Services, 'db'>, tenant: TenantContext): Promise<MessageDeal[]> {
  return catalogue
    .deals(services.db, tenant)
    .find({ code: null, is_active: true, min_subtotal: { $ne: null } })
    .toArray();
}

const ANONYMOUS: Omit<ActivityView, 'cartProductIds'> = {
  activity: null,
  reading: readIntent(null, new Date(0), 0),
  messages: [],
  incentive: null,
};

/**
 * The session's activity view. `session` null: anonymous (nothing read beyond it). `messages: false` skips the
 * reads only messages need (stock of viewed products, deals), for callers that do not show them.
 */
export async function activityView(
  services: Pick<Services, 'db' | 'clock'>,
  c: SessionCaller,
  session: ActivitySessionDoc | null,
  opts: { messages?: boolean } = {},
): Promise<ActivityView> {
  if (!session) return { ...ANONYMOUS, cartProductIds: [] };
  const withMessages = opts.messages !== false;
  const now = services.clock.now();
  const [cart, viewed, templates] = await Promise.all([
    cartOf(services, c),
    withMessages ? viewedStock(services, c.tenant, session) : [],
    activeTemplates(services.db, c.tenant),
  ]);
  const items = cart ? cart.cart.items.reduce((n, l) => n + l.quantity, 0) : cartUnitsOf(session);
  const reading = readIntent(session, now, items);
  const priced = cart?.priced ?? null;
  const deals = priced && withMessages ? await automaticDealsWithMinimum(services, c.tenant) : [];
  const messages = sessionMessages({
    now,
    viewed,
    cart:
      cart && priced
        ? {
            items,
            subtotal: priced.pricing.subtotal,
            currency: priced.pricing.currency,
            location_id: cart.cart.location_id,
            lines: priced.pricing_lines,
            updated_at: cart.cart.updated_at,
          }
        : null,
    automaticDeals: deals,
    dismissed: session.dismissed,
  });
  const incentive = chooseIncentive(templates, {
    intent: reading.intent,
    cartItems: items,
    cartSubtotal: priced?.pricing.subtotal ?? 0,
  });
  const cartProductIds = cart
    ? [...new Set(cart.cart.items.map((l) => l.product_id))]
    : Object.keys(session.cart_units);
  return { activity: snapshotOf(session), reading, messages, incentive, cartProductIds };
}
