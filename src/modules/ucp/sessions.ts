// The store access of UCP checkout sessions (sessions-model.ts). Writes are optimistic: each replaces the session
// only while its revision is the one read, so two concurrent updates of one session cannot both land on the same
// state (the loser re-reads and tries again, or answers a conflict). A write inside a transaction passes its session.
import type { ClientSession, Db, Filter } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import {
  asRead,
  changeCount,
  COLLECTION,
  SharedReads,
  sharedCollection,
  tenantCollection,
  type TenantContext,
} from '../../store/index.js';
import { type BatchWrite, insertInto, updateIn } from '../../store/transaction.js';
import {
  type UcpCheckoutDoc,
  type UcpCheckoutStatus,
  UCP_CHECKOUT_TTL_MS,
  UCP_STALE_CLAIM_MS,
} from './sessions-model.js';

const checkouts = (db: Db, t: TenantContext) => tenantCollection<UcpCheckoutDoc>(db, COLLECTION.ucp_checkouts, t);

export const newUcpCheckoutId = () => newId('ucpCheckout');

/** The cart-area session id of a UCP session's own cart. */
export const ucpCartSessionId = (checkoutId: string) => `ucp:${checkoutId}`;

/** When a session made at `now` expires. */
export const ucpCheckoutExpiry = (now: Date) => new Date(now.getTime() + UCP_CHECKOUT_TTL_MS);

/**
 * A session as the store holds it. Outside a transaction the read is shared (store/shared-read.ts): with the
 * embedded store in this process, a session unchanged since this process last read or wrote it is answered without
 * a round trip (each step of an agent reads the session the step before it wrote). The answer is frozen.
 */
export function findUcpCheckout(
  db: Db,
  tenant: TenantContext,
  id: string,
  session?: ClientSession,
): Promise<UcpCheckoutDoc | null> {
  if (session) return checkouts(db, tenant).findOne({ _id: id }, { session });
  return checkoutReads(db).read(readKey(tenant, id));
}

export async function insertUcpCheckout(
  db: Db,
  tenant: TenantContext,
  doc: UcpCheckoutDoc,
  session?: ClientSession,
): Promise<void> {
  const before = session ? undefined : ucpCheckoutVersion(db, tenant, doc._id);
  await checkouts(db, tenant).insertOne(doc, session ? { session } : {});
  if (!session) keepUcpCheckout(db, tenant, before, doc);
}

const sharedReads = new WeakMap<Db, SharedReads<UcpCheckoutDoc | null>>();
const readKey = (t: TenantContext, id: string) => `${t.business_id}\0${t.livemode ? 1 : 0}\0${id}`;

function checkoutReads(db: Db): SharedReads<UcpCheckoutDoc | null> {
  let reads = sharedReads.get(db);
  if (!reads) {
    const load = (key: string) => {
      const [business_id, live, id] = key.split('\0');
      return checkouts(db, { business_id, livemode: live === '1' }).findOne({ _id: id });
    };
    const version = (key: string) => changeCount(db, COLLECTION.ucp_checkouts, key.slice(key.lastIndexOf('\0') + 1));
    sharedReads.set(db, (reads = new SharedReads(load, { version, maxKept: 5_000 })));
  }
  return reads;
}

/** The session's change count now, for keepUcpCheckout: take it just before sending a write of the session. */
export const ucpCheckoutVersion = (db: Db, tenant: TenantContext, id: string) =>
  checkoutReads(db).version(readKey(tenant, id));

/**
 * The caller's write of `doc` was acknowledged (committed, for a transaction's): kept as what a read now gives, when
 * it is the one change since `before` (ucpCheckoutVersion). A write that matched nothing must not be reported.
 */
export function keepUcpCheckout(db: Db, tenant: TenantContext, before: number | undefined, doc: UcpCheckoutDoc): void {
  checkoutReads(db).wrote(readKey(tenant, doc._id), before, asRead({ ...doc, ...tenant }));
}

/**
 * Replaces the stored session with `next` if it is still at `next.revision` (the revision it was read at); answers
 * the document as stored (revision moved on by one), or null when another write got there first.
 */
export async function replaceUcpCheckout(
  db: Db,
  tenant: TenantContext,
  next: UcpCheckoutDoc,
  session?: ClientSession,
): Promise<UcpCheckoutDoc | null> {
  const stored: UcpCheckoutDoc = { ...next, revision: next.revision + 1 };
  const { _id, business_id: _b, livemode: _l, ...fields } = stored;
  const before = session ? undefined : ucpCheckoutVersion(db, tenant, _id);
  const res = await checkouts(db, tenant).updateOne(
    { _id, revision: next.revision },
    { $set: fields },
    session ? { session } : {},
  );
  if (res.matchedCount !== 1) return null;
  if (!session) keepUcpCheckout(db, tenant, before, stored);
  return stored;
}

/**
 * insertUcpCheckout (`insert`) or replaceUcpCheckout as a write of the caller's batch, with the document it stores:
 * a replacement matches nothing when another write got there first.
 */
export function ucpCheckoutWrite(
  tenant: TenantContext,
  next: UcpCheckoutDoc,
  insert: boolean,
): { write: BatchWrite; stored: UcpCheckoutDoc } {
  if (insert) return { write: insertInto(COLLECTION.ucp_checkouts, next, { tenant }), stored: next };
  const stored: UcpCheckoutDoc = { ...next, revision: next.revision + 1 };
  const { _id, business_id: _b, livemode: _l, ...fields } = stored;
  const write = updateIn<UcpCheckoutDoc>(
    COLLECTION.ucp_checkouts,
    { _id, revision: next.revision },
    { $set: fields },
    { tenant },
  );
  return { write, stored };
}

/** Sessions whose held stock lapsed by `now` (of any tenant, or of `tenant`): the hold sweep releases them. */
export function lapsedUcpHolds(db: Db, now: Date, limit: number, tenant?: TenantContext): Promise<UcpCheckoutDoc[]> {
  // A session a completion is working on keeps its hold until the completion is done with it (its order takes the
  // hold over), unless that completion died (a stale claim).
  const busy: UcpCheckoutStatus[] = ['complete_in_progress', 'completed'];
  const due: Filter<UcpCheckoutDoc> = {
    hold_expires_at: { $lte: now },
    $or: [
      { status: { $nin: busy } },
      { status: 'complete_in_progress', updated_at: { $lte: new Date(now.getTime() - UCP_STALE_CLAIM_MS) } },
    ],
  };
  if (tenant) return checkouts(db, tenant).find(due, { limit }).toArray();
  // Across tenants on purpose: the reservations job's sweep; each session is then ended within its tenant.
  return sharedCollection<UcpCheckoutDoc>(db, COLLECTION.ucp_checkouts).find(due, { limit }).toArray();
}
