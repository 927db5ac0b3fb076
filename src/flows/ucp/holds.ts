// Stock held for UCP checkout sessions (docs/ucp.md §Holds): while a session is ready_for_complete its lines' stock
// is reserved with the inventory area's reservations (the same conditional updates storefront orders reserve with,
// so nothing is ever oversold), until the session's expiry; canceling it, or its lapse, gives the stock back.
//
// The held quantities live on the session (`held_stock`, `hold_expires_at`) and change only in the transaction that
// writes the session, conditional on its revision: a hold is never released twice nor lost.
//
// Lapsed holds are released by whoever finds them first: a read of the session (which then answers it canceled),
// the tenant sweep a storefront checkout short of stock runs (expire-holds.ts), or the reservations job.
import type { ClientSession } from 'mongodb';
import { AppError } from '../../kernel/errors.js';
import type { ProductDoc } from '../../modules/catalogue/index.js';
import { recordEvent } from '../../modules/events/index.js';
import {
  InsufficientStockError,
  release,
  releaseWrites,
  reservationWrites,
  reserve,
  type ReservationRequest,
} from '../../modules/inventory/index.js';
import type { ReservationDoc } from '../../modules/orders/index.js';
import {
  findUcpCheckout,
  insertUcpCheckout,
  lapsedUcpHolds,
  replaceUcpCheckout,
  type UcpCheckoutDoc,
  type UcpHeldStock,
  UCP_STALE_CLAIM_MS,
  ucpCheckoutWrite,
  keepUcpCheckout,
  ucpCheckoutVersion,
} from '../../modules/ucp/index.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { inTransaction, writeBatch } from '../../store/transaction.js';
import { Batches } from '../../kernel/batches.js';

/** What a ready session's lines need held: stock-tracked products (per product) and variant-level ones. */
export interface HoldLine {
  product: Pick<ProductDoc, '_id' | 'name' | 'low_stock_threshold' | 'location_ids' | 'inventory_type'>;
  variant_id: string | null;
  quantity: number;
}

export function holdRequests(lines: readonly HoldLine[]): ReservationRequest[] {
  return lines.flatMap((l) => {
    const type = l.product.inventory_type;
    if (type === 'none' || (type === 'variant_level' && !l.variant_id)) return [];
    return [
      {
        product: l.product,
        variant_id: type === 'variant_level' ? l.variant_id : null,
        quantity: l.quantity,
        location_id: null,
      },
    ];
  });
}

/** How many units of a product (variant_id null) or variant the session holds. */
export function heldUnits(held: readonly UcpHeldStock[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const h of held) {
    const key = stockKey(h.product_id, h.variant_id);
    out.set(key, (out.get(key) ?? 0) + h.quantity);
  }
  return out;
}

export const stockKey = (productId: string, variantId: string | null) => `${productId}\0${variantId ?? ''}`;

/**
 * Writes `next` (read at `next.revision`) with its hold replaced: the stock it held is released and, when
 * `requests` is not null, that stock reserved, in one transaction. Answers the stored session; null when another
 * write got to the session first; throws InsufficientStockError when the stock is no longer there (nothing changed).
 */
export async function writeWithHold(
  services: Services,
  tenant: TenantContext,
  previous: readonly UcpHeldStock[],
  next: UcpCheckoutDoc,
  requests: ReservationRequest[] | null,
  opts: { insert?: boolean } = {},
): Promise<UcpCheckoutDoc | null> {
  const { db, clock } = services;
  const write = async (doc: UcpCheckoutDoc, session?: ClientSession) => {
    if (!opts.insert) return replaceUcpCheckout(db, tenant, doc, session);
    await insertUcpCheckout(db, tenant, doc, session);
    return doc;
  };
  if (previous.length === 0 && !requests?.length) return write({ ...next, held_stock: [], hold_expires_at: null });
  // Taken before the transaction: its commit is then the one change a later read of this process can skip.
  const before = ucpCheckoutVersion(db, tenant, next._id);
  const kept = (stored: UcpCheckoutDoc | null) => {
    if (stored) keepUcpCheckout(db, tenant, before, stored);
    return stored;
  };
  const batched = await heldInOneBatch(services, tenant, { previous, next, requests, insert: opts.insert === true });
  if (batched !== StockMissed) return kept(batched);
  const stored = await inTransaction(services, async (session) => {
    const now = clock.now();
    if (previous.length) await release(db, tenant, [...previous], session, now);
    let held: UcpHeldStock[] = [];
    if (requests?.length) {
      // Each line from the first location (in the business's order) that has enough, as storefront orders take it.
      const reserved = await reserve(db, tenant, requests, now, session);
      for (const e of reserved.lowStock) await recordEvent(db, tenant, e, session);
      held = reserved.reservations;
    }
    const doc = { ...next, held_stock: held, hold_expires_at: held.length ? next.expires_at : null };
    return write(doc, session).then((written) => {
      // Lost the race: undo the release and the reservations with the transaction.
      if (!written) throw new LostRace();
      return written;
    });
  }).catch((err) => {
    if (err instanceof LostRace) return null;
    throw err;
  });
  return kept(stored);
}

class LostRace extends Error {}

/** The batched hold's stock guards did not all hold: it rolled back, and the statement-by-statement path runs. */
const StockMissed = Symbol('stock missed');
class StockGuardMissed extends Error {}

/** One session's hold, as the batched path writes it. */
interface HoldMember {
  previous: readonly UcpHeldStock[];
  next: UcpCheckoutDoc;
  requests: ReservationRequest[] | null;
  insert: boolean;
}
type HoldOutcome = UcpCheckoutDoc | null | typeof StockMissed;

/**
 * writeWithHold in one batch and a commit, its stock first: the previous hold released, the new one reserved at the
 * planned locations with guarded updates (reservationWrites: each level must keep the quantity and the product's
 * low-stock floor free, so a hold that would cross the threshold takes the path that records the event), then the
 * session. When a stock guard does not hold (short there, near the threshold, no planned location), it rolls back
 * and answers StockMissed.
 *
 * The holds of one business (and mode and clock) queue in this process, one transaction at a time, and those
 * waiting when the store is free commit together, as checkouts do (place-order/queue.ts): every hold's releases,
 * the stock of each level reserved once for the group's sum, every session; one batch and one commit instead of one
 * of each per hold. The outcome is what committing them one by one in queue order gives, or the group gives way:
 * when any guard fails (stock short for the sum, a session changed meanwhile), the group rolls back and each hold
 * commits alone, in order, with its own answer.
 */
function heldInOneBatch(services: Services, tenant: TenantContext, member: HoldMember): Promise<HoldOutcome> {
  let queue = holdQueues.get(services.store);
  if (!queue) {
    queue = new Batches((taken) => commitHolds(taken[0].services, taken[0].tenant, taken), MAX_HOLD_GROUP);
    holdQueues.set(services.store, queue);
  }
  const key = `${tenant.business_id}:${tenant.livemode}:${services.testClock?.id ?? ''}`;
  return queue.add(key, { services, tenant, member });
}

interface QueuedHold {
  services: Services;
  tenant: TenantContext;
  member: HoldMember;
}
const holdQueues = new WeakMap<object, Batches<QueuedHold, HoldOutcome>>();
/** The most holds one transaction commits. */
const MAX_HOLD_GROUP = 32;

/** The holds taken (one business, mode and clock): together when there are several and every guard holds, else
 * each alone in queue order. */
async function commitHolds(
  services: Services,
  tenant: TenantContext,
  taken: QueuedHold[],
): Promise<PromiseSettledResult<HoldOutcome>[]> {
  const members = taken.map((q) => q.member);
  if (members.length > 1) {
    try {
      const stored = await holdBatch(services, tenant, members);
      if (Array.isArray(stored)) return stored.map((value) => ({ status: 'fulfilled', value }));
    } catch (err) {
      services.logger.warn({ err, size: members.length }, 'ucp: a group of holds failed; its holds commit one by one');
    }
  }
  const outcomes: PromiseSettledResult<HoldOutcome>[] = [];
  for (const m of members) {
    try {
      const stored = await holdBatch(services, tenant, [m]);
      outcomes.push({ status: 'fulfilled', value: Array.isArray(stored) ? stored[0] : stored });
    } catch (reason) {
      outcomes.push({ status: 'rejected', reason });
    }
  }
  return outcomes;
}

/** What a hold's batch writes, and the session as stored after it. */
function holdStatements(tenant: TenantContext, m: HoldMember, held: ReservationDoc[], now: Date) {
  const doc = { ...m.next, held_stock: held, hold_expires_at: held.length ? m.next.expires_at : null };
  const { write, stored } = ucpCheckoutWrite(tenant, doc, m.insert);
  return { release: releaseWrites(tenant, m.previous, now), write, stored };
}

/**
 * Holds in one batch and a commit: every release, the stock reserved once per level for the holds' sum, every
 * session. Answers each session as stored; StockMissed when a stock guard did not hold, null when a session had
 * changed meanwhile (either rolled back).
 */
async function holdBatch(
  services: Services,
  tenant: TenantContext,
  members: readonly HoldMember[],
): Promise<UcpCheckoutDoc[] | typeof StockMissed | null> {
  const now = services.clock.now();
  const reserving = reservationWrites(
    tenant,
    members.map((m) => m.requests ?? []),
    now,
  );
  if (!reserving) return StockMissed;
  const statements = members.map((m, i) => holdStatements(tenant, m, reserving.reserved[i].reservations, now));
  const stock = [...statements.flatMap((s) => s.release), ...reserving.writes];
  try {
    return await inTransaction(services, async (session) => {
      const writes = [...stock, ...statements.map((s) => s.write)];
      const { matched } = await writeBatch(services.store, writes, session);
      if (matched.slice(0, stock.length).some((n) => n !== 1)) throw new StockGuardMissed();
      if (matched.slice(stock.length).some((n) => n !== 1)) throw new LostRace();
      return statements.map((s) => s.stored);
    });
  } catch (err) {
    if (err instanceof LostRace) return null;
    if (err instanceof StockGuardMissed) return StockMissed;
    throw err;
  }
}

export { InsufficientStockError };

/**
 * Ends a session whose time is up: canceled, its stock released, in one transaction. Answers the session as it is
 * now (already ended by someone else, or ended here).
 */
export async function lapse(services: Services, tenant: TenantContext, doc: UcpCheckoutDoc): Promise<UcpCheckoutDoc> {
  for (let current: UcpCheckoutDoc | null = doc; current; ) {
    if (!lapsed(current, services.clock.now())) return current;
    const now = services.clock.now();
    const ended: UcpCheckoutDoc = { ...current, status: 'canceled', canceled_at: now, updated_at: now };
    const stored = await writeWithHold(services, tenant, current.held_stock, ended, null);
    if (stored) return stored;
    current = await findUcpCheckout(services.db, tenant, doc._id);
  }
  throw new AppError('NOT_FOUND', `Checkout ${doc._id} not found`);
}

/**
 * A session past its expiry that is not final (completed ones keep their status, canceled ones are done). A session
 * whose order is placed and waiting for its buyer to pay on the business's page does not lapse: it follows its
 * order's payment (paid: completed; declined: completable again, and then it lapses as any other). Nor does one a
 * completion is working on, unless that completion died (its claim stale): its hold would otherwise never go back.
 */
export const lapsed = (doc: UcpCheckoutDoc, now: Date) =>
  doc.expires_at.getTime() <= now.getTime() &&
  !doc.order_id &&
  doc.status !== 'completed' &&
  doc.status !== 'canceled' &&
  (doc.status !== 'complete_in_progress' || now.getTime() - doc.updated_at.getTime() >= UCP_STALE_CLAIM_MS);

/**
 * Releases the stock held by lapsed sessions (any tenant, `limit` at a time; the tenant's only when `tenant` is
 * given), canceling them. Answers how many were ended.
 */
export async function sweepLapsedUcpHolds(services: Services, limit = 100, tenant?: TenantContext): Promise<number> {
  const due = await lapsedUcpHolds(services.db, services.clock.now(), limit, tenant);
  let ended = 0;
  for (const doc of due) {
    const after = await lapse(services, { business_id: doc.business_id, livemode: doc.livemode }, doc);
    if (after.held_stock.length === 0) ended += 1;
  }
  return ended;
}

/**
 * Gives back what a session holds, in the caller's transaction (completion, before placing the order that
 * reserves the stock again). The caller writes the session with `held_stock: []` in the same transaction.
 */
export async function releaseHeldStock(
  services: Services,
  tenant: TenantContext,
  doc: Pick<UcpCheckoutDoc, 'held_stock'>,
  session: ClientSession,
): Promise<void> {
  if (doc.held_stock.length) await release(services.db, tenant, [...doc.held_stock], session, services.clock.now());
}
