// Every collection the product uses, with its indexes, in one table. openStore() ensures them at start.
// Tenant documents carry business_id + livemode, so nearly every index leads with those two fields: each
// query is scoped to one tenant and one mode (see tenancy.ts), and the index narrows to it first.
import type { IndexDirection } from 'mongodb';

export interface IndexDecl {
  key: Record<string, IndexDirection>;
  name?: string;
  unique?: boolean;
  sparse?: boolean;
  /** TTL: documents expire this many seconds after the date in the (single) key field. */
  expireAfterSeconds?: number;
  partialFilterExpression?: Record<string, unknown>;
}

const T = { business_id: 1, livemode: 1 } as const;
const tenant = (rest: Record<string, IndexDirection> = {}): Record<string, IndexDirection> => ({ ...T, ...rest });
/** Unique among documents that have the field. (A sparse compound index would still index documents missing
 * it, because business_id is always present, and so would reject the second one.) */
const whenString = (field: string) => ({ [field]: { $type: 'string' } });

/** Grace after a price quote's expires_at before it is swept: expired quotes stay readable for 24 hours. */
export const PRICE_QUOTE_GRACE_SECONDS = 24 * 60 * 60 + 15 * 60;
/** Grace after an FX quote's expires_at before it is swept. */
export const FX_QUOTE_GRACE_SECONDS = 24 * 60 * 60;
/** Session activity (raw signals, and a session's state after its last signal) is kept for 30 days. */
export const ACTIVITY_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Idempotency records live for 24 hours after creation. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

export const COLLECTIONS = {
  businesses: [{ key: { slug: 1 }, unique: true, sparse: true }, { key: { owner_account_id: 1 } }],
  api_keys: [{ key: { key_hash: 1 }, unique: true }, { key: tenant({ created_at: -1 }) }],
  // The people who create businesses and keys (src/modules/business/owners.ts): one account per email.
  owner_accounts: [{ key: { email: 1 }, unique: true, partialFilterExpression: whenString('email') }],
  products: [
    { key: tenant({ created_at: -1 }) },
    { key: tenant({ slug: 1 }), unique: true, partialFilterExpression: whenString('slug') },
    { key: tenant({ category_id: 1, name: 1 }) },
    // The storefront list: active products in name, price or recency order, _id as the keyset tie-break.
    { key: tenant({ is_active: 1, archived: 1, name: 1, _id: 1 }) },
    { key: tenant({ is_active: 1, archived: 1, default_price: 1, _id: 1 }) },
    { key: tenant({ is_active: 1, archived: 1, created_at: 1, _id: 1 }) },
    { key: tenant({ status: 1, updated_at: -1 }) },
  ],
  variants: [
    { key: tenant({ product_id: 1 }) },
    { key: tenant({ sku: 1 }), unique: true, partialFilterExpression: whenString('sku') },
  ],
  categories: [
    { key: tenant({ slug: 1 }), unique: true, partialFilterExpression: whenString('slug') },
    { key: tenant({ parent_id: 1, position: 1 }) },
  ],
  collections: [
    { key: tenant({ slug: 1 }), unique: true, partialFilterExpression: whenString('slug') },
    { key: tenant({ created_at: -1 }) },
  ],
  bundles: [{ key: tenant({ created_at: -1 }) }, { key: tenant({ product_id: 1 }) }, { key: tenant({ name: 1 }) }],
  composites: [{ key: tenant({ product_id: 1 }) }],
  locations: [{ key: tenant({ created_at: -1 }) }],
  inventory_levels: [
    // Product-level stock has variant_id null, so the product is part of the key.
    { key: tenant({ product_id: 1, variant_id: 1, location_id: 1 }), unique: true },
    { key: tenant({ location_id: 1 }) },
    { key: tenant({ product_id: 1 }) },
  ],
  price_quotes: [
    { key: { expires_at: 1 }, expireAfterSeconds: PRICE_QUOTE_GRACE_SECONDS },
    { key: tenant({ cart_id: 1 }) },
  ],
  deals: [
    { key: tenant({ is_active: 1, starts_at: 1, ends_at: 1 }) },
    { key: tenant({ code: 1 }) },
    { key: tenant({ category_ids: 1 }) },
    { key: tenant({ collection_ids: 1 }) },
  ],
  coupons: [{ key: tenant({ code: 1 }), unique: true }],
  billing_plans: [{ key: tenant({ created_at: -1 }) }, { key: tenant({ product_ids: 1 }) }],
  carts: [
    { key: tenant({ session_id: 1 }) },
    { key: tenant({ customer_id: 1, updated_at: -1 }) },
    { key: { expires_at: 1 }, expireAfterSeconds: 0 },
    { key: tenant({ session_id: 1, status: 1 }), unique: true, partialFilterExpression: { status: 'active' } },
  ],
  storefront_sessions: [
    { key: { token_hash: 1 }, unique: true },
    { key: { expires_at: 1 }, expireAfterSeconds: 0 },
  ],
  customers: [
    { key: tenant({ email: 1 }), unique: true, partialFilterExpression: whenString('email') },
    { key: tenant({ phone: 1 }), unique: true, partialFilterExpression: whenString('phone') },
    { key: tenant({ created_at: -1 }) },
    // A person's (Link account's) customers: at one business for the storefront, at every business for Link.
    { key: { account_id: 1, livemode: 1, business_id: 1 } },
  ],
  customer_sessions: [
    { key: { token_hash: 1 }, unique: true },
    { key: { refresh_hash: 1 }, unique: true, sparse: true },
    { key: tenant({ customer_id: 1 }) },
    { key: { expires_at: 1 }, expireAfterSeconds: 0 },
  ],
  otp_codes: [
    { key: tenant({ destination: 1, created_at: -1 }) },
    { key: { expires_at: 1 }, expireAfterSeconds: 0 },
    { key: { scope: 1, livemode: 1, contact: 1, created_at: -1 } },
    { key: { purge_at: 1 }, expireAfterSeconds: 0 },
  ],
  outbox: [{ key: { to: 1, seq: -1 } }, { key: { purge_at: 1 }, expireAfterSeconds: 0 }],
  orders: [
    { key: tenant({ order_number: 1 }), unique: true },
    // The business's order list (all, or by status): newest first, _id as the tie-break that keeps pages apart.
    { key: tenant({ created_at: -1, _id: -1 }) },
    { key: tenant({ customer_id: 1, created_at: -1 }) },
    // A Link account's orders across businesses.
    { key: { customer_id: 1, livemode: 1, created_at: -1 } },
    { key: tenant({ status: 1, created_at: -1, _id: -1 }) },
    { key: tenant({ reservation_expires_at: 1 }) },
    // The hold-expiry job's sweep across every tenant (src/jobs/reservations.ts): only orders with a hold.
    { key: { reservation_expires_at: 1 } },
  ],
  payments: [{ key: tenant({ order_id: 1 }) }, { key: { provider_ref: 1 }, sparse: true }],
  // The second: the sweep of refunds left pending across every tenant (src/jobs/refunds.ts).
  refunds: [{ key: tenant({ order_id: 1, created_at: -1 }) }, { key: { status: 1, created_at: 1 } }],
  checkout_sessions: [
    { key: { expires_at: 1 }, expireAfterSeconds: 7 * 24 * 60 * 60 },
    { key: tenant({ order_id: 1 }) },
  ],
  /** Per-tenant sequences (order numbers): `_id` = `<name>:<business_id>:<livemode>`. */
  counters: [],
  idempotency_keys: [
    { key: tenant({ key: 1, scope: 1 }), unique: true },
    { key: { created_at: 1 }, expireAfterSeconds: IDEMPOTENCY_TTL_SECONDS },
  ],
  events: [
    { key: tenant({ created_at: -1 }) },
    { key: tenant({ type: 1, created_at: -1 }) },
    { key: { dispatched_at: 1, created_at: 1 } },
  ],
  // One endpoint per URL per business and mode (spec: a registered url again is 409). The unique index leads with
  // url so it never collides with the non-unique (business_id, livemode, url) index of stores created before it.
  webhooks: [{ key: tenant({ created_at: -1 }) }, { key: { url: 1, ...T }, name: 'webhooks_url_unique', unique: true }],
  webhook_deliveries: [
    { key: tenant({ webhook_id: 1, created_at: -1 }) },
    { key: tenant({ event_id: 1 }) },
    { key: tenant({ webhook_id: 1, event_id: 1, attempt: -1 }) },
    { key: { created_at: 1 }, expireAfterSeconds: 30 * 24 * 60 * 60 },
    // The orphan sweep: pending attempts by due time, across tenants.
    { key: { status: 1, scheduled_for: 1 } },
  ],
  subscriptions: [
    { key: tenant({ customer_id: 1 }) },
    { key: tenant({ status: 1, current_period_end: 1 }) },
    { key: tenant({ customer_id: 1, created_at: -1 }) },
    { key: { due_at: 1 } },
  ],
  // ---- Scheduling (src/modules/scheduling/model.ts). Overlap queries ask `blocks_from < to AND blocks_until > from`
  // for one service+location, one staff member or one resource, so those indexes lead with the owner, then
  // blocks_from (the range bound the index can serve).
  services: [
    { key: tenant({ created_at: -1 }) },
    // One service record per catalogue product (product.service_id ↔ service.product_id).
    { key: tenant({ product_id: 1 }), unique: true },
    // The storefront list: active services by name, optionally at one location.
    { key: tenant({ is_active: 1, name: 1, _id: 1 }) },
    { key: tenant({ 'locations.location_id': 1 }) },
  ],
  staff: [
    { key: tenant({ ref: 1 }), unique: true, partialFilterExpression: whenString('ref') },
    { key: tenant({ 'schedules.location_id': 1 }) },
  ],
  resources: [
    { key: tenant({ ref: 1 }), unique: true, partialFilterExpression: whenString('ref') },
    { key: tenant({ location_id: 1 }) },
  ],
  bookings: [
    { key: tenant({ service_id: 1, starts_at: 1 }) },
    { key: tenant({ customer_id: 1, starts_at: -1 }) },
    // One booking per order line.
    { key: tenant({ order_id: 1, line_item_id: 1 }), unique: true },
    // The business's lists by day, staff member and location (the calendar reads schedule_days, not these).
    { key: tenant({ starts_at: 1, _id: 1 }) },
    { key: tenant({ staff_id: 1, starts_at: 1 }) },
    { key: tenant({ location_id: 1, starts_at: 1 }) },
  ],
  booking_holds: [
    { key: tenant({ cart_id: 1, line_item_id: 1 }), unique: true },
    // Lapsed holds count for nothing (every check filters on expires_at); the sweep removes them an hour later.
    { key: { expires_at: 1 }, expireAfterSeconds: 60 * 60 },
  ],
  /** Day documents (ScheduleDayDoc): addressed by `_id` only. They live as long as the bookings they list (a
   * past day still answers how full its slots were). */
  schedule_days: [],
  // Customer uploads and business assets (UploadDoc). The PUT target finds one by its token, the file host a
  // customer's by its public token; the asset library lists confirmed assets newest first, by folder or not; the
  // clean-up job finds the unconfirmed past their 24 hours (not a TTL index: their bytes must go first).
  uploads: [
    { key: { token: 1 }, unique: true },
    { key: { public_token: 1 }, unique: true, partialFilterExpression: whenString('public_token') },
    { key: tenant({ kind: 1, status: 1, confirmed_at: -1, _id: -1 }) },
    { key: tenant({ kind: 1, status: 1, folder_path: 1, confirmed_at: -1, _id: -1 }) },
    { key: { expires_at: 1 } },
  ],
  // Support chat (src/modules/support/model.ts). A conversation is found by its owner (one per shopper); the
  // inbox lists by status (and awaiting a reply) in activity order. Messages are read by conversation in created_at
  // order (unique per conversation) and found by client_id for retries. The feed is read by _id from the last one
  // seen; each process only ever reads the recent end, so a day of it is kept.
  support_threads: [
    { key: tenant({ owner: 1 }), unique: true, partialFilterExpression: whenString('owner') },
    { key: tenant({ activity_at: -1, _id: -1 }) },
    { key: tenant({ status: 1, awaiting_reply: 1, activity_at: -1, _id: -1 }) },
  ],
  support_messages: [
    { key: tenant({ thread_id: 1, created_at: 1 }), unique: true },
    { key: tenant({ thread_id: 1, client_id: 1 }), unique: true, partialFilterExpression: whenString('client_id') },
  ],
  support_feed: [{ key: { at: 1 }, expireAfterSeconds: 24 * 60 * 60 }],
  // Session activity (src/modules/activity/model.ts). Raw signals are read by the recommendations job by type in
  // time order and expire with the documented TTL; a session's folded state is one _id read and expires the same
  // time after its last signal; related/popular documents are written whole by the job and read by _id.
  activity: [
    { key: tenant({ type: 1, created_at: 1 }) },
    { key: tenant({ session_id: 1, created_at: 1 }) },
    { key: { created_at: 1 }, expireAfterSeconds: ACTIVITY_TTL_SECONDS },
  ],
  activity_sessions: [{ key: { expires_at: 1 }, expireAfterSeconds: 0 }],
  activity_related: [{ key: tenant({ computed_at: 1 }) }],
  incentive_templates: [
    { key: tenant({ active: 1, priority: -1, created_at: 1 }) },
    { key: tenant({ created_at: -1 }) },
  ],
  // Shipping (src/modules/shipping/model.ts): a tenant's zones are read whole, oldest first; one settings document.
  shipping_zones: [
    { key: tenant({ created_at: 1, _id: 1 }) },
    { key: tenant({ ref: 1 }), unique: true, partialFilterExpression: whenString('ref') },
  ],
  shipping_settings: [{ key: T, unique: true }],
  // UCP signing keys (src/modules/ucp/signing-keys.ts): one signing key per tenant (the slot is unique), the rest
  // retired, listed newest first.
  ucp_signing_keys: [
    { key: tenant({ signing_slot: 1 }), unique: true, partialFilterExpression: whenString('signing_slot') },
    { key: tenant({ created_at: -1 }) },
  ],
  // UCP checkout sessions (src/modules/ucp/sessions-model.ts): read by id; the hold sweep finds lapsed sessions that
  // still hold stock across tenants; a session is swept 30 days after it expired (its order keeps the sale).
  ucp_checkouts: [
    { key: tenant({ created_at: -1 }) },
    { key: { hold_expires_at: 1 }, partialFilterExpression: { hold_expires_at: { $type: 'date' } } },
    { key: { expires_at: 1 }, expireAfterSeconds: 30 * 24 * 60 * 60 },
  ],
  // The UCP address book: a buyer's saved addresses by email; a destination id (ref) once per tenant; an address
  // equal in content once per buyer.
  ucp_addresses: [
    { key: tenant({ email: 1, created_at: 1 }) },
    { key: tenant({ ref: 1 }), unique: true },
    { key: tenant({ email: 1, content_key: 1 }), unique: true },
  ],
  // Orders placed through a UCP checkout (src/modules/ucp/orders-model.ts), keyed by the order's id: read by id; a
  // checkout's orders by its checkout (one, or a second after its buyer's payment failed on the pay page). Kept as
  // long as the order (the checkout session itself is swept).
  ucp_orders: [{ key: tenant({ checkout_id: 1 }) }],
  // Expired and used quotes stay readable for a day (an order's fx_quote_id can be looked up while it is fresh).
  fx_quotes: [
    { key: tenant({ created_at: -1 }) },
    { key: { expires_at: 1 }, expireAfterSeconds: FX_QUOTE_GRACE_SECONDS },
  ],
  link_accounts: [
    { key: { livemode: 1, verified_contacts: 1 }, unique: true },
    // A new account frees its contact from other accounts' unverified profiles (accounts.ts): without these the
    // update walked every account of the mode, once per sign-up (found by the soak; docs/benchmarks.md).
    { key: { livemode: 1, 'profile.email': 1 } },
    { key: { livemode: 1, 'profile.phone': 1 } },
    // Earlier builds also declared unique indexes on top-level `email` and `phone`, fields no account has; a data
    // directory made by them keeps those two (empty) until dropped by hand.
  ],
  link_addresses: [{ key: { account_id: 1 } }],
  // Link sessions: session-token, refresh-token and rotated-token (reuse detection) lookups. A session is dead once
  // its refresh token has expired (its session tokens never outlive it), so it is swept then, revoked or not.
  link_sessions: [
    { key: { 'session_tokens.hash': 1 } },
    { key: { refresh_hash: 1 }, unique: true },
    { key: { used_refresh_hashes: 1 } },
    { key: { account_id: 1, last_used_at: -1 } },
    { key: { refresh_expires_at: 1 }, expireAfterSeconds: 0 },
  ],
  link_mobile_money: [{ key: { account_id: 1 } }],
  // The platform's site projects (src/modules/projects): slugs unique per business; one repository link per project.
  projects: [
    { key: tenant({ created_at: -1, _id: -1 }) },
    { key: tenant({ slug: 1 }), unique: true },
    { key: { host_label: 1 }, unique: true },
  ],
  // Repository links (src/modules/repos): one per project; a managed repository's `<business slug>/<name>` once per business.
  repos: [
    { key: tenant({ project_id: 1 }), unique: true },
    { key: tenant({ full_name: 1 }), unique: true, partialFilterExpression: { provider: 'managed' } },
  ],
  // Deployments (src/modules/deployments): a project's newest first; one live deployment per (project, sha, scope)
  // (dedupe_key is unset once failed or cancelled); the hostname label; the job's recovery scan by status.
  deployments: [
    { key: tenant({ project_id: 1, created_at: -1, _id: -1 }) },
    { key: { dedupe_key: 1 }, unique: true, partialFilterExpression: whenString('dedupe_key') },
    { key: { host_label: 1 }, unique: true },
    { key: { status: 1, updated_at: 1 } },
  ],
  deployment_logs: [
    { key: tenant({ deployment_id: 1, seq: 1 }), unique: true },
    { key: { at: 1 }, expireAfterSeconds: 30 * 24 * 60 * 60 },
  ],
  // Custom domains (src/modules/domains): a verified hostname belongs to one project of one business (pending ones
  // may be held by several, and the first to verify wins); site serving finds the attached one; a project's, oldest
  // first; a pending one is swept 7 days after it was added (PENDING_DOMAIN_TTL_MS).
  domains: [
    { key: { hostname: 1 }, unique: true, partialFilterExpression: { verified_at: { $type: 'date' } } },
    { key: { hostname: 1, status: 1 } },
    { key: tenant({ project_id: 1, created_at: 1, _id: 1 }) },
    {
      key: { created_at: 1 },
      expireAfterSeconds: 7 * 24 * 60 * 60,
      partialFilterExpression: { status: 'pending_verification' },
    },
  ],
  // Sandbox test clocks (src/modules/test-clocks): a business's, newest first; the sweeps' scans for clocks past their
  // expiry and for advances whose runner stopped.
  test_clocks: [
    { key: tenant({ created_at: -1, _id: -1 }) },
    { key: { expires_at: 1 } },
    { key: { status: 1, lease_until: 1 } },
  ],
  // Env vars (src/modules/env): one document per (project, name) holding every scope's sealed value; listed by name.
  env_vars: [{ key: tenant({ project_id: 1, name: 1 }), unique: true }],
  // Agent endpoint sessions (src/mcp/mcp-sessions.ts), addressed by the hash of their id; gone an hour after last use.
  mcp_sessions: [{ key: { last_used_at: 1 }, expireAfterSeconds: 60 * 60 }],
  // The GridFS blob store's bucket (BLOB_STORE=gridfs, src/providers/blobs/gridfs.ts), with the indexes GridFS itself
  // asks for, so the driver finds them rather than building them on a first put.
  'blobs.files': [{ key: { filename: 1, uploadDate: 1 } }],
  'blobs.chunks': [{ key: { files_id: 1, n: 1 }, unique: true }],
  // Managed git repositories' refs and packs (src/modules/repos/hosted.ts): one document per repository, its id the
  // repository's; every accepted push moves it on by one version.
  git_refs: [],
  // Agenda's own collection: its backend also creates findAndLockNextJobIndex; this one serves its
  // "next job of this name" query and the lock-expiry scan.
  agendaJobs: [
    { key: { name: 1, nextRunAt: 1, priority: -1, lockedAt: 1, disabled: 1 }, name: 'findAndLockNextJobIndex' },
    // The webhook orphan sweep looks up the job of a queued delivery attempt.
    { key: { name: 1, 'data.delivery_id': 1 } },
  ],
} satisfies Record<string, IndexDecl[]>;

export type CollectionName = keyof typeof COLLECTIONS;

/** Every collection's name, declared once (the table above): code names a collection as `COLLECTION.orders`. */
export const COLLECTION = Object.freeze(Object.fromEntries(Object.keys(COLLECTIONS).map((name) => [name, name]))) as {
  readonly [K in CollectionName]: K;
};
