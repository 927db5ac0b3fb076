// Session activity, as stored. Three kinds of document, all per tenant (business + mode):
//
//   activity           one per signal (a product view, a search, a cart add …), kept 30 days (ACTIVITY_TTL_SECONDS, src/store/collections.ts): the raw
//                      material the recommendations job reads (co-views, popularity). Written by
//                      POST /api/v1/activity/events and by cart writes.
//   activity_sessions  one per storefront session: what the session has done, folded (view counts, the decayed
//                      intent signals, the dismissed message codes). Every read of the state is one _id lookup.
//                      Expires 30 days after the session's last signal.
//   activity_related   one per product: its co-viewed and co-purchased neighbours, and one `popular` document per
//                      tenant (best sellers overall and per category). Precomputed by the recommendations job, so the
//                      request path only reads them.
//
// No personal data: a session is its opaque storefront session id, never a customer id, e-mail, IP or user agent;
// search text is counted, not kept.
import type { Tenanted } from '../../store/index.js';

export type ActivityEventType = 'product_view' | 'category_view' | 'search' | 'cart_add' | 'cart_remove';

/** One recorded signal (collection `activity`). */
export interface ActivityEventDoc extends Tenanted {
  _id: string; // act_
  session_id: string;
  type: ActivityEventType;
  product_id?: string;
  category_id?: string;
  /** Units added or removed (cart events). */
  quantity?: number;
  /** Displayed or unit price, integer minor units. */
  price?: number;
  page_path?: string;
  website_id?: string;
  domain?: string;
  created_at: Date;
}

/** The intent signal kinds: the event types, with a repeated view of one product counted as its own, stronger kind. */
export type SignalKind = 'product_view' | 'repeat_view' | 'category_view' | 'search' | 'cart_add' | 'cart_remove';

/** One viewed product or category of a session, with its count and the time of the last view. */
export interface ViewCount {
  id: string;
  count: number;
  last_at: Date;
}

/** A session's folded activity (collection `activity_sessions`). `_id` is `<business_id>:<live|test>:<session id>`. */
export interface ActivitySessionDoc extends Tenanted {
  _id: string;
  session_id: string;
  /** Most recently viewed first; at most SESSION_VIEW_CAP entries (the oldest drop off). */
  viewed_products: ViewCount[];
  viewed_categories: ViewCount[];
  search_count: number;
  /** Net units per product from cart events (adds minus removes, never below 0), for carts kept elsewhere. */
  cart_units: Record<string, number>;
  /**
   * The decayed weight of each signal kind as of `scored_at` (rules/intent.ts): folding a new signal decays these
   * to its time and adds its weight, so the state never re-reads the raw events.
   */
  signals: Partial<Record<SignalKind, number>>;
  /** How many signals of each kind were recorded (the explanation shows counts next to weights). */
  signal_counts: Partial<Record<SignalKind, number>>;
  scored_at: Date;
  /** Codes of messages dismissed in this session. */
  dismissed: string[];
  event_count: number;
  first_at: Date;
  last_at: Date;
  /** last_at + ACTIVITY_TTL_SECONDS (TTL index). */
  expires_at: Date;
  /** Optimistic concurrency: each write is conditioned on the version it read. */
  version: number;
}

/** At most this many viewed products and categories are kept per session. */
export const SESSION_VIEW_CAP = 50;

/** A scored neighbour of a product (co-viewed or co-purchased with it). */
export interface Neighbour {
  product_id: string;
  score: number;
}

/** A product's precomputed neighbours (collection `activity_related`). `_id`: `<business_id>:<live|test>:<product id>`. */
export interface RelatedDoc extends Tenanted {
  _id: string;
  product_id: string;
  /** Products viewed in the same sessions, best first. */
  co_view: Neighbour[];
  /** Products ordered together with it, best first. */
  co_purchase: Neighbour[];
  computed_at: Date;
}

/** A tenant's popularity (collection `activity_related`, `_id`: `<business_id>:<live|test>:popular`). */
export interface PopularDoc extends Tenanted {
  _id: string;
  product_id: null;
  /** Best first. */
  overall: Neighbour[];
  /** Per category id, best first. */
  by_category: Record<string, Neighbour[]>;
  computed_at: Date;
}

/** The key of a tenant's per-session and per-product documents. */
export const tenantKey = (t: Tenanted, rest: string): string =>
  `${t.business_id}:${t.livemode ? 'live' : 'test'}:${rest}`;

export type Intent = 'baseline' | 'browsing' | 'considering' | 'ready_to_buy';

/**
 * An incentive the business offers a visitor (collection `incentive_templates`, managed through the platform API):
 * the storefront's agent `agent_id` presents template `_id` to sessions whose intent is in `intents` and whose cart
 * meets the conditions. The highest `priority` that holds wins; ties go to the oldest.
 */
export interface IncentiveTemplateDoc extends Tenanted {
  _id: string; // tpl_
  name: string;
  agent_id: string;
  intents: Exclude<Intent, 'baseline'>[];
  /** The cart subtotal must be at least this (integer minor units); null: no minimum. */
  min_cart_total: number | null;
  /** The cart must hold at least one item. */
  requires_cart_items: boolean;
  priority: number;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}
