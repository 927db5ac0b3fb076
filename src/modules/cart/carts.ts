// Finding, creating and writing the session's cart. One active cart per storefront session (a unique index on
// session_id among active carts); a signed-in customer's active cart is also found from another session.
//
// Writes are optimistic rather than transactional: each write is conditional on the revision it read and is
// retried on a lost race, so two concurrent adds to one cart both land, and a cart write costs one round trip
// (two for a session's first, which reads then inserts). Checkout converts the cart in its transaction, guarded on
// the same revision.
//
// A visit reads its session's cart at every step (add, view, checkout) and nothing but the visit's own writes
// changes it, so the lookup by session is a shared read (store/shared-read.ts) under the embedded store's count of
// each session's cart changes: no round trip while the session's carts have not changed since the last read, and
// none after this process's own write when that write was the only change (its answer is kept). Any other writer,
// in this process or another, moves the count first. Outside transactions only; against a store elsewhere every
// lookup reads.
//
// Every step also reads the business document (currency, tax, the catalogue revision), and some one more thing
// (adding, the product's stock; checkout, the order counter): readVisit reads them all in one round trip
// (store/read-together.ts), each one only when its count does not already answer it.
import type { ClientSession, Db, Document, Filter } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { clockStamp, realNow } from '../../kernel/clock.js';
import type { CartDoc } from './model.js';
import { conflict } from '../../kernel/errors.js';
import {
  asRead,
  changeCount,
  COLLECTION,
  isDuplicateKeyError,
  readTogether,
  SharedReads,
  type ReadPart,
  type TenantContext,
} from '../../store/index.js';
import type { BusinessDoc } from '../business/index.js';
import { businessReads } from '../business/index.js';
import { carts } from './store.js';
import { updateIn, type BatchWrite } from '../../store/transaction.js';
import type { Services } from '../../services.js';

/** An untouched cart is swept this long after its last write. */
export const CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * When the store sweeps the cart: CART_TTL_MS of real time after its last write, also on a sandbox test clock (the
 * store's TTL sweep runs on real time, and a clock's time may be long past or far ahead).
 */
const cartExpiry = (services: Services): Date => new Date(realNow(services).getTime() + CART_TTL_MS);
const WRITE_ATTEMPTS = 10;

/**
 * After losing a race for the cart, wait a random moment before re-reading: writers that collided would otherwise
 * collide again in lockstep, and with ten at once one of them could lose every attempt (seen in tests).
 */
const backoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.random() * Math.min(2 ** attempt, 32)));

export interface CartOwner {
  sessionId: string;
  customerId: string | null;
}

const sessionReads = new WeakMap<Db, SharedReads<CartDoc | null>>();

/** The shared-read key of a session's active cart: the tenant, then the session id (last: the count is by it). */
const sessionKey = (tenant: TenantContext, sessionId: string) =>
  `${tenant.business_id}\0${tenant.livemode ? 1 : 0}\0${sessionId}`;

function sessionCarts(db: Db): SharedReads<CartDoc | null> {
  let reads = sessionReads.get(db);
  if (!reads) {
    const load = (key: string) => {
      const [business_id, live, session_id] = key.split('\0');
      return carts(db, { business_id, livemode: live === '1' }).findOne({ session_id, status: 'active' });
    };
    const version = (key: string) => changeCount(db, COLLECTION.carts, key.slice(key.lastIndexOf('\0') + 1));
    sessionReads.set(db, (reads = new SharedReads(load, { version, maxKept: 5_000 })));
  }
  return reads;
}

/**
 * The active cart of the session, else (signed in) the customer's most recent active cart; null when none.
 * Outside a transaction the session's cart is a shared read: frozen, copy it to change it.
 */
export async function findActiveCart(
  db: Db,
  tenant: TenantContext,
  owner: CartOwner,
  session?: ClientSession,
): Promise<Readonly<CartDoc> | null> {
  const bySession = session
    ? await carts(db, tenant).findOne({ session_id: owner.sessionId, status: 'active' }, { session })
    : await sessionCarts(db).read(sessionKey(tenant, owner.sessionId));
  return bySession ?? customerCart(db, tenant, owner, session);
}

/** Signed in, without a cart of the session: the customer's most recent active cart (null when none). */
function customerCart(
  db: Db,
  tenant: TenantContext,
  owner: CartOwner,
  session?: ClientSession,
): Promise<CartDoc | null> {
  if (!owner.customerId) return Promise.resolve(null);
  return carts(db, tenant).findOne(
    { customer_id: owner.customerId, status: 'active' },
    { ...(session ? { session } : {}), sort: { updated_at: -1 } },
  );
}

/** A part of readVisit beyond the cart and the business. */
export interface VisitPart extends ReadPart {
  /** Read only when the visit reads from the store anyway (the caller has a hint of it that may do). */
  optional?: boolean;
}

export interface Visit {
  /** As findActiveCart answers it (frozen). */
  cart: Readonly<CartDoc> | null;
  /** As currentBusiness answers it (frozen). */
  business: Readonly<BusinessDoc> | null;
  /** Each extra part's documents, in the order asked; undefined for an optional part not read. */
  extra: (Document[] | undefined)[];
}

/**
 * What a step of a visit reads first, in one round trip (store/read-together.ts): the session's active cart, the
 * business document and the caller's `extra` parts, each as a read of its own begun now would give it. The cart
 * and the business are asked of their shared reads first (with the embedded store in this process, their counts
 * often answer without a round trip), and what is read is kept there. Outside transactions only.
 */
export async function readVisit(
  db: Db,
  tenant: TenantContext,
  owner: CartOwner,
  extra: VisitPart[] = [],
): Promise<Visit> {
  const cartReads = sessionCarts(db);
  const bizReads = businessReads(db);
  const cartKey = sessionKey(tenant, owner.sessionId);
  const knownCart = cartReads.known(cartKey);
  const knownBusiness = bizReads.known(tenant.business_id);
  // Taken before the read is sent: what it answers is kept under them.
  const cartVersion = cartReads.version(cartKey);
  const businessVersion = bizReads.version(tenant.business_id);
  // The carts first: the collection with the most documents to pick from leads (read-together.ts).
  const parts: ReadPart[] = [];
  const cartAt = knownCart
    ? -1
    : parts.push({
        collection: COLLECTION.carts,
        filter: { session_id: owner.sessionId, status: 'active' },
        tenant,
        one: true,
      }) - 1;
  const businessAt = knownBusiness
    ? -1
    : parts.push({ collection: COLLECTION.businesses, filter: { _id: tenant.business_id }, one: true }) - 1;
  const anyway = parts.length > 0 || extra.some((p) => !p.optional);
  const extraAt = extra.map(({ optional: _, ...part }) => (anyway ? parts.push(part) - 1 : -1));
  const rows = await readTogether(db, parts);
  const cart = knownCart
    ? knownCart.value
    : cartReads.learned(cartKey, cartVersion, (rows[cartAt][0] as CartDoc | undefined) ?? null);
  const business = knownBusiness
    ? knownBusiness.value
    : bizReads.learned(tenant.business_id, businessVersion, (rows[businessAt][0] as BusinessDoc | undefined) ?? null);
  return {
    cart: cart ?? (await customerCart(db, tenant, owner)),
    business,
    extra: extraAt.map((at) => (at === -1 ? undefined : rows[at])),
  };
}

/**
 * Writes `doc` (a new cart) or, with `update`, updates the cart `doc` was read as, and keeps what a read of the
 * session's cart now gives when the write was the only change since it was sent (see the top). Answers whether the
 * write landed: an update matches nothing when the cart changed since.
 */
async function writeCart(
  db: Db,
  tenant: TenantContext,
  doc: CartDoc,
  update?: { $set: Partial<CartDoc> },
): Promise<boolean> {
  const reads = sessionCarts(db);
  const key = sessionKey(tenant, doc.session_id);
  const before = reads.version(key);
  if (!update) {
    const stored = { ...doc, business_id: tenant.business_id, livemode: tenant.livemode };
    await carts(db, tenant).insertOne(stored);
    if (before !== undefined) reads.wrote(key, before, asRead(stored));
    return true;
  }
  const after = await carts(db, tenant).findOneAndUpdate(unchanged(doc), update, { returnDocument: 'after' });
  if (!after) return false;
  if (after.status === 'active') reads.wrote(key, before, after);
  return true;
}

/** A new, empty active cart of the session (not stored yet). */
async function emptyCart(
  services: Services,
  tenant: TenantContext,
  owner: CartOwner,
  currency: () => Promise<string>,
): Promise<CartDoc> {
  const now = services.clock.now();
  return {
    _id: newId('cart'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    ...clockStamp(services),
    session_id: owner.sessionId,
    customer_id: owner.customerId,
    currency: await currency(),
    location_id: null,
    items: [],
    coupon: null,
    status: 'active',
    created_at: now,
    updated_at: now,
    expires_at: cartExpiry(services),
    revision: 0,
  };
}

/**
 * The session's active cart, created empty on first use (in the currency `currency` answers, asked only then).
 * `read`: the cart as the request already read it (readVisit), so it is not read again.
 */
export async function openCart(
  services: Services,
  tenant: TenantContext,
  owner: CartOwner,
  currency: () => Promise<string>,
  read?: { cart: Readonly<CartDoc> | null },
): Promise<CartDoc> {
  const found = read ? read.cart : await findActiveCart(services.db, tenant, owner);
  if (found) return found;
  const doc = await emptyCart(services, tenant, owner, currency);
  try {
    await writeCart(services.db, tenant, doc);
    return doc;
  } catch (err) {
    // A concurrent first request of the same session created it: use that one.
    if (!isDuplicateKeyError(err)) throw err;
    const winner = await findActiveCart(services.db, tenant, owner);
    if (!winner) throw err;
    return winner;
  }
}

export type CartChange<R> = (cart: CartDoc) => Promise<{ cart: CartDoc; result: R }> | { cart: CartDoc; result: R };

/**
 * Applies `change` to the session's cart and stores it if nobody wrote the cart in between; otherwise re-reads
 * and re-applies (the change must be a function of the cart it is given). A session without a cart gets one
 * created with the change already applied (one insert; a concurrent first write of the same session makes it a
 * duplicate, and the change is applied again to the cart that won). The signed-in customer is attached to the
 * cart on its first write. `read`: the cart as the request already read it (readVisit), for the first attempt.
 */
export async function updateCart<R>(
  services: Services,
  tenant: TenantContext,
  owner: CartOwner,
  currency: () => Promise<string>,
  change: CartChange<R>,
  read?: { cart: Readonly<CartDoc> | null },
): Promise<{ cart: CartDoc; result: R }> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const found = attempt === 0 && read ? read.cart : await findActiveCart(services.db, tenant, owner);
    const current = found ?? (await emptyCart(services, tenant, owner, currency));
    const out = await change(structuredClone(current));
    const now = services.clock.now();
    const revision = (current.revision ?? 0) + 1;
    const next: CartDoc = {
      ...out.cart,
      customer_id: current.customer_id ?? owner.customerId,
      updated_at: now,
      expires_at: cartExpiry(services),
      revision,
    };
    if (!found) {
      try {
        await writeCart(services.db, tenant, {
          ...next,
          _id: current._id,
          created_at: current.created_at,
          status: 'active',
        });
        return { cart: next, result: out.result };
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        await backoff(attempt);
        continue;
      }
    }
    const written = await writeCart(services.db, tenant, current, {
      $set: {
        items: next.items,
        coupon: next.coupon,
        delivery: next.delivery ?? null,
        location_id: next.location_id,
        customer_id: next.customer_id,
        updated_at: next.updated_at,
        expires_at: next.expires_at,
        revision,
      },
    });
    if (written) return { cart: next, result: out.result };
    await backoff(attempt);
  }
  throw conflict('The cart is being changed by another request; retry', true);
}

/** The cart, only while it is still active at the revision `cart` was read at: every cart write is guarded so (the
 * tenant is added by the scoped collection or batch write). */
function unchanged(cart: CartDoc): Filter<CartDoc> {
  return {
    _id: cart._id,
    status: 'active',
    ...(cart.revision === undefined ? { revision: { $exists: false } } : { revision: cart.revision }),
  };
}

/**
 * Checkout's write of the cart, for its transaction batch: the cart becomes `converted` (its id keeps answering
 * reads of the order; the session starts a new one), unless it changed or was checked out since `cart` was read,
 * in which case the write matches nothing.
 */
export function cartConversion(tenant: TenantContext, cart: CartDoc): BatchWrite {
  return updateIn<CartDoc>(
    COLLECTION.carts,
    unchanged(cart),
    { $set: { status: 'converted' }, $inc: { revision: 1 } },
    { tenant },
  );
}
