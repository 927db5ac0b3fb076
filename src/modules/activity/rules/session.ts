// A session's folded activity: what the snapshot shows (view counts, searches) and the intent signals, updated
// from a batch of events without re-reading earlier ones. Pure.
import type { ActivityEventType, ActivitySessionDoc, SignalKind, ViewCount } from '../model.js';
import { SESSION_VIEW_CAP } from '../model.js';
import { fold } from './intent.js';

/** What folding needs of an event. */
export interface SessionSignal {
  type: ActivityEventType;
  product_id?: string;
  category_id?: string;
  quantity?: number;
}

export interface FoldContext {
  business_id: string;
  livemode: boolean;
  session_id: string;
  /** The session document's _id. */
  key: string;
  now: Date;
  /** How long the state lives after its last signal. */
  ttlMs: number;
}

/** `list` with `id` counted once more and moved to the front; at most SESSION_VIEW_CAP entries. */
function bump(list: ViewCount[], id: string, at: Date): ViewCount[] {
  const found = list.find((v) => v.id === id);
  const rest = list.filter((v) => v.id !== id);
  return [{ id, count: (found?.count ?? 0) + 1, last_at: at }, ...rest].slice(0, SESSION_VIEW_CAP);
}

/** The session after `events` (in the order they happened), all recorded at `ctx.now`. */
export function foldSession(
  prev: ActivitySessionDoc | null,
  events: readonly SessionSignal[],
  ctx: FoldContext,
): ActivitySessionDoc {
  const now = ctx.now;
  let viewed = prev?.viewed_products ?? [];
  let categories = prev?.viewed_categories ?? [];
  let searches = prev?.search_count ?? 0;
  const cart = { ...(prev?.cart_units ?? {}) };
  const kinds: SignalKind[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'product_view': {
        const seen = viewed.some((v) => v.id === e.product_id);
        kinds.push(seen ? 'repeat_view' : 'product_view');
        viewed = bump(viewed, e.product_id!, now);
        // viewed_categories counts category pages only; a viewed product's category is known from the product.
        break;
      }
      case 'category_view':
        kinds.push('category_view');
        categories = bump(categories, e.category_id!, now);
        break;
      case 'search':
        kinds.push('search');
        searches += 1;
        break;
      case 'cart_add':
        kinds.push('cart_add');
        cart[e.product_id!] = (cart[e.product_id!] ?? 0) + (e.quantity ?? 1);
        break;
      case 'cart_remove': {
        kinds.push('cart_remove');
        const left = (cart[e.product_id!] ?? 0) - (e.quantity ?? 1);
        if (left > 0) cart[e.product_id!] = left;
        else delete cart[e.product_id!];
        break;
      }
    }
  }
  const scored = fold(prev ?? { signals: {}, signal_counts: {}, scored_at: now }, kinds, now);
  return {
    _id: ctx.key,
    business_id: ctx.business_id,
    livemode: ctx.livemode,
    session_id: ctx.session_id,
    viewed_products: viewed,
    viewed_categories: categories,
    search_count: searches,
    cart_units: cart,
    signals: scored.signals,
    signal_counts: scored.signal_counts,
    scored_at: scored.scored_at,
    dismissed: prev?.dismissed ?? [],
    event_count: (prev?.event_count ?? 0) + events.length,
    first_at: prev?.first_at ?? now,
    last_at: now,
    expires_at: new Date(now.getTime() + ctx.ttlMs),
    version: (prev?.version ?? 0) + 1,
  };
}

/** The snapshot the contract shows: view counts by count, most recent first among equals. */
export function snapshotOf(s: ActivitySessionDoc) {
  const byCount = (a: ViewCount, b: ViewCount) =>
    b.count - a.count || b.last_at.getTime() - a.last_at.getTime() || (a.id < b.id ? -1 : 1);
  return {
    viewed_products: [...s.viewed_products].sort(byCount).map((v) => ({ product_id: v.id, count: v.count })),
    viewed_categories: [...s.viewed_categories].sort(byCount).map((v) => ({ category_id: v.id, count: v.count })),
    search_count: s.search_count,
  };
}

/** Units the session's cart events leave in a cart kept elsewhere. */
export function cartUnitsOf(s: ActivitySessionDoc | null): number {
  return s ? Object.values(s.cart_units).reduce((n, q) => n + q, 0) : 0;
}
