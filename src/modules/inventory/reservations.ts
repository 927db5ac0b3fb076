// Stock reservations. Every change is a conditional update of one inventory level, made inside the caller's
// transaction:
//   reserve  quantity_reserved += q, only while quantity_on_hand − quantity_reserved ≥ q (so concurrent checkouts
//            can never oversell and available stock never goes negative);
//   release  quantity_reserved −= q (payment failed or expired, order cancelled);
//   commit   quantity_on_hand −= q and quantity_reserved −= q (payment settled: the goods are sold);
//   restock  quantity_on_hand += q (an order whose committed stock never left the shop is cancelled).
// Reserving answers an `inventory.low_stock` event for each level whose available stock crosses below the
// product's threshold; the caller records it in the same transaction. Callers that release or commit an order's
// reservations also clear `order.reservations` in the same transaction, so nothing can release them twice; the
// settlement that commits them copies them to `order.committed_stock`, and the cancel that restocks those clears
// it in its transaction, so nothing can restock them twice. Only reserving records events: releasing, committing
// and restocking never make available stock fall, so none of them crosses the low-stock threshold downwards.
import type { ClientSession, Db, Document, Filter, UpdateFilter } from 'mongodb';
import type { InventoryLevelDoc, ProductDoc } from '../catalogue/index.js';
import type { ReservationDoc } from '../orders/index.js';
import type { RecordEventInput } from '../events/index.js';
import { COLLECTION, type TenantContext } from '../../store/index.js';
import { updateIn, type BatchWrite } from '../../store/transaction.js';
import { inventoryLevels, locationOrder } from '../catalogue/index.js';

export interface ReservationRequest {
  product: Pick<ProductDoc, '_id' | 'name' | 'low_stock_threshold' | 'location_ids'>;
  /** Null for product-level (`tracked`) stock. */
  variant_id: string | null;
  quantity: number;
  /** The location to take stock from; null = the first location (in the business's order) that has enough. */
  location_id: string | null;
  /** For location_id null: the location planLocations() names to try first (the first the product is sold from). */
  preferred_location_id?: string | null;
}

/** Not enough stock anywhere the line may be served from: checkout answers 409 CONFLICT. */
export class InsufficientStockError extends Error {
  constructor(
    readonly product_id: string,
    readonly variant_id: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'InsufficientStockError';
  }
}

const available = (l: Pick<InventoryLevelDoc, 'quantity_on_hand' | 'quantity_reserved'>) =>
  l.quantity_on_hand - (l.quantity_reserved ?? 0);

/** Takes `quantity` from one level if it still has that much free; answers the level after the change, or null. */
async function take(
  db: Db,
  tenant: TenantContext,
  levelFilter: Record<string, unknown>,
  quantity: number,
  now: Date,
  session: ClientSession,
) {
  return inventoryLevels(db, tenant).findOneAndUpdate(
    {
      ...levelFilter,
      $expr: { $gte: [{ $subtract: ['$quantity_on_hand', { $ifNull: ['$quantity_reserved', 0] }] }, quantity] },
    } as Filter<InventoryLevelDoc>,
    { $inc: { quantity_reserved: quantity }, $set: { updated_at: now } },
    { session, returnDocument: 'after' },
  );
}

/**
 * Reserves each request at one location, all or nothing (a failure throws InsufficientStockError and the caller's
 * transaction rolls back every reservation made so far). Answers what was reserved, for `order.reservations`, and
 * the `inventory.low_stock` events to record with it.
 */
export async function reserve(
  db: Db,
  tenant: TenantContext,
  requests: ReservationRequest[],
  now: Date,
  session: ClientSession,
): Promise<{ reservations: ReservationDoc[]; lowStock: RecordEventInput[] }> {
  const out: ReservationDoc[] = [];
  const lowStock: RecordEventInput[] = [];
  const order = once(() => locationOrder(db, tenant, session));
  for (const r of requests) {
    const key = { product_id: r.product._id, variant_id: r.variant_id };
    let level: InventoryLevelDoc | null = null;
    if (r.location_id) {
      level = await take(db, tenant, { ...key, location_id: r.location_id }, r.quantity, now, session);
    } else if (r.preferred_location_id) {
      level = await take(db, tenant, { ...key, location_id: r.preferred_location_id }, r.quantity, now, session);
    }
    if (!level && !r.location_id) {
      for (const c of await levelsInOrder(db, tenant, r, order, session)) {
        if (available(c) < r.quantity) continue;
        level = await take(db, tenant, { _id: c._id }, r.quantity, now, session);
        if (level) break;
      }
    }
    if (!level) {
      const what = r.variant_id ? `variant ${r.variant_id} of ${r.product.name}` : r.product.name;
      const where = r.location_id ? ` at location ${r.location_id}` : '';
      throw new InsufficientStockError(
        r.product._id,
        r.variant_id,
        `Not enough stock of ${what}${where} for ${r.quantity} unit(s)`,
      );
    }
    const reservation = { ...key, location_id: level.location_id, quantity: r.quantity };
    out.push(reservation);
    const low = lowStockEvent(r, reservation, available(level), now);
    if (low) lowStock.push(low);
  }
  return { reservations: out, lowStock };
}

/** The `inventory.low_stock` event when taking the reservation left `after` free and so crossed the product's
 * threshold downwards, else null. */
function lowStockEvent(
  r: ReservationRequest,
  reservation: ReservationDoc,
  after: number,
  now: Date,
): RecordEventInput | null {
  const threshold = r.product.low_stock_threshold;
  if (threshold === null || threshold === undefined || after >= threshold || after + r.quantity < threshold)
    return null;
  const { product_id, variant_id, location_id } = reservation;
  return {
    type: 'inventory.low_stock',
    data: { product_id, variant_id, location_id, quantity_available: Math.max(0, after), threshold },
    now,
  };
}

/** The request's product (or variant) levels at the locations it may be sold from, in the business's order. */
async function levelsInOrder(
  db: Db,
  tenant: TenantContext,
  r: ReservationRequest,
  order: () => Promise<string[]>,
  session: ClientSession,
): Promise<InventoryLevelDoc[]> {
  const ids = await order();
  const rank = (id: string) => (ids.indexOf(id) === -1 ? Number.MAX_SAFE_INTEGER : ids.indexOf(id));
  const levels = await inventoryLevels(db, tenant)
    .find({ product_id: r.product._id, variant_id: r.variant_id }, { session })
    .toArray();
  return levels
    .filter((l) => !r.product.location_ids?.length || r.product.location_ids.includes(l.location_id))
    .sort((a, b) => rank(a.location_id) - rank(b.location_id));
}

/** `load` run at most once, when first asked. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= load());
}

/**
 * Reserves the requests of several checkouts committed together (place-order's group commit): the quantities of
 * every request for one level (product, variant, location) are taken in one conditional update of their sum, so k
 * checkouts of one product cost one update instead of k. All or nothing: answers null when some level lacks the
 * sum (or a request has no location named), and the caller then runs each checkout on its own through reserve(),
 * which finds the other locations and says which one ran out. The low-stock events are those reserve() would
 * record taking the requests one after another in the given order.
 */
export async function reserveTogether(
  db: Db,
  tenant: TenantContext,
  batches: readonly ReservationRequest[][],
  now: Date,
  session: ClientSession,
): Promise<{ reservations: ReservationDoc[]; lowStock: RecordEventInput[] }[] | null> {
  interface Pooled {
    filter: { product_id: string; variant_id: string | null; location_id: string };
    /** The requests named their location (no other may serve them). */
    fixed: boolean;
    total: number;
    takers: { request: ReservationRequest }[];
  }
  const pooled = new Map<string, Pooled>();
  for (const requests of batches) {
    for (const request of requests) {
      const location = request.location_id ?? request.preferred_location_id;
      if (!location) return null;
      const fixed = request.location_id !== null;
      const filter = { product_id: request.product._id, variant_id: request.variant_id, location_id: location };
      const id = JSON.stringify([filter.product_id, filter.variant_id, location, fixed]);
      let p = pooled.get(id);
      if (!p) pooled.set(id, (p = { filter, fixed, total: 0, takers: [] }));
      p.total += request.quantity;
      p.takers.push({ request });
    }
  }
  const order = once(() => locationOrder(db, tenant, session));
  const reserved = new Map<ReservationRequest, { reservation: ReservationDoc; lowStock: RecordEventInput | null }>();
  for (const p of pooled.values()) {
    let level = await take(db, tenant, p.filter, p.total, now, session);
    if (!level && !p.fixed) {
      // The preferred location cannot serve the sum. Taken one by one, each request would go to the first location
      // with enough for it; the pool moves whole to the first such location only where that is where every one of
      // them would go (the preferred one could serve none of them, the next can serve all), else the group gives way.
      const smallest = Math.min(...p.takers.map((t) => t.request.quantity));
      const levels = await levelsInOrder(db, tenant, p.takers[0].request, order, session);
      const preferred = levels.find((l) => l.location_id === p.filter.location_id);
      if (preferred && available(preferred) >= smallest) return null;
      const next = levels.find((l) => l.location_id !== p.filter.location_id && available(l) >= smallest);
      if (!next || available(next) < p.total) return null;
      level = await take(db, tenant, { _id: next._id }, p.total, now, session);
      if (level) p.filter = { ...p.filter, location_id: level.location_id };
    }
    if (!level) return null;
    // Free stock before the pooled take, then walked forward one request at a time as reserve() would.
    let free = available(level) + p.total;
    for (const { request } of p.takers) {
      free -= request.quantity;
      const reservation = { ...p.filter, quantity: request.quantity };
      reserved.set(request, { reservation, lowStock: lowStockEvent(request, reservation, free, now) });
    }
  }
  // In each batch's own request order, as reserve() answers.
  return batches.map((requests) => ({
    reservations: requests.map((r) => reserved.get(r)!.reservation),
    lowStock: requests.flatMap((r) => reserved.get(r)!.lowStock ?? []),
  }));
}

/**
 * The stock of checkouts committed in one batch (place-order's queue), as guarded writes of that batch instead of
 * statements of their own: per level (product, variant, the location named or planned) one conditional update of
 * the requests' sum, which holds only while the level keeps at least the product's low-stock threshold free after
 * it, so that no `inventory.low_stock` event is due. Null when a request has no location. A write that matches
 * nothing (stock short there, or the threshold near) means the caller rolls back and reserves through reserve() or
 * reserveTogether(), which look at the other locations and record the events: the outcome is theirs either way.
 */
export function reservationWrites(
  tenant: TenantContext,
  batches: readonly ReservationRequest[][],
  now: Date,
): { writes: BatchWrite[]; reserved: { reservations: ReservationDoc[]; lowStock: RecordEventInput[] }[] } | null {
  const pooled = new Map<
    string,
    { filter: { product_id: string; variant_id: string | null; location_id: string }; total: number; floor: number }
  >();
  const reserved: { reservations: ReservationDoc[]; lowStock: RecordEventInput[] }[] = [];
  for (const requests of batches) {
    const reservations: ReservationDoc[] = [];
    for (const r of requests) {
      const location = r.location_id ?? r.preferred_location_id;
      if (!location) return null;
      const filter = { product_id: r.product._id, variant_id: r.variant_id, location_id: location };
      const id = JSON.stringify([filter.product_id, filter.variant_id, location]);
      let p = pooled.get(id);
      if (!p) pooled.set(id, (p = { filter, total: 0, floor: Math.max(0, r.product.low_stock_threshold ?? 0) }));
      p.total += r.quantity;
      reservations.push({ ...filter, quantity: r.quantity });
    }
    reserved.push({ reservations, lowStock: [] });
  }
  const writes = [...pooled.values()].map((p) =>
    updateIn<InventoryLevelDoc>(
      COLLECTION.inventory_levels,
      {
        ...p.filter,
        $expr: {
          $gte: [{ $subtract: ['$quantity_on_hand', { $ifNull: ['$quantity_reserved', 0] }] }, p.total + p.floor],
        },
      } as Filter<InventoryLevelDoc>,
      { $inc: { quantity_reserved: p.total }, $set: { updated_at: now } },
      { tenant },
    ),
  );
  return { writes, reserved };
}

/**
 * Names, outside the transaction, the location each unplaced request tries first: the first of the business's
 * locations (oldest first) the product may be sold from. reserve() takes it only if it still has enough, atomically,
 * and otherwise searches the others in the same order, so the outcome is the first location with enough stock
 * either way; the common case costs one conditional update and no read.
 */
export async function planLocations(
  requests: ReservationRequest[],
  locationOrder: () => Promise<readonly string[]>,
): Promise<ReservationRequest[]> {
  if (!requests.some((r) => !r.location_id)) return requests;
  const order = await locationOrder();
  return requests.map((r) => {
    if (r.location_id) return r;
    const allowed = r.product.location_ids?.length
      ? order.find((id) => r.product.location_ids!.includes(id))
      : order[0];
    return { ...r, preferred_location_id: allowed ?? null };
  });
}

/** `updated_at` from the caller's service clock, when it passed one. */
const stamp = (now: Date | undefined) => (now ? { updated_at: { $literal: now } } : {});

const minusHeld = (r: ReservationDoc) => ({
  $max: [0, { $subtract: [{ $ifNull: ['$quantity_reserved', 0] }, r.quantity] }],
});

/**
 * One pipeline update per stock level the list names, all in one round trip: release and restock differ only
 * in the fields they set.
 */
async function updateLevels(
  db: Db,
  tenant: TenantContext,
  list: readonly ReservationDoc[],
  session: ClientSession,
  now: Date | undefined,
  fields: (r: ReservationDoc) => Document,
): Promise<void> {
  if (list.length === 0) return;
  await inventoryLevels(db, tenant).bulkWrite(
    list.map((r) => ({
      updateOne: {
        filter: { product_id: r.product_id, variant_id: r.variant_id, location_id: r.location_id },
        update: [{ $set: { ...fields(r), ...stamp(now) } }],
      },
    })),
    { session, ordered: true },
  );
}

/** Gives reserved stock back (payment failed or expired, order cancelled). Never below zero, even if a level was
 * edited by hand (an import resetting counts) since the reservation. */
export function release(
  db: Db,
  tenant: TenantContext,
  reservations: ReservationDoc[],
  session: ClientSession,
  now?: Date,
): Promise<void> {
  return updateLevels(db, tenant, reservations, session, now, (r) => ({ quantity_reserved: minusHeld(r) }));
}

const committing = (r: ReservationDoc) => ({
  quantity_on_hand: { $max: [0, { $subtract: ['$quantity_on_hand', r.quantity] }] },
  quantity_reserved: minusHeld(r),
});

/** Turns reservations into sales (a payment settled, or an order paid as it is placed), as writes of the caller's
 * batch: the units leave on-hand stock and the hold. */
export const commitWrites = (tenant: TenantContext, reservations: readonly ReservationDoc[], now: Date) =>
  levelWrites(tenant, reservations, now, committing);

/** release() as writes of a caller's batch (a UCP session's hold replaced in the batch that writes the session). */
export const releaseWrites = (tenant: TenantContext, reservations: readonly ReservationDoc[], now: Date) =>
  levelWrites(tenant, reservations, now, (r) => ({ quantity_reserved: minusHeld(r) }));

function levelWrites(
  tenant: TenantContext,
  list: readonly ReservationDoc[],
  now: Date,
  fields: (r: ReservationDoc) => Document,
): BatchWrite[] {
  return list.map((r) =>
    updateIn<InventoryLevelDoc>(
      COLLECTION.inventory_levels,
      { product_id: r.product_id, variant_id: r.variant_id, location_id: r.location_id },
      // A pipeline update, as updateLevels sends (tenancy leaves pipelines as they are).
      [{ $set: { ...fields(r), ...stamp(now) } }] as unknown as UpdateFilter<InventoryLevelDoc>,
      { tenant },
    ),
  );
}

/**
 * Puts committed units back on hand (a paid order cancelled before fulfilment), at the level each came from. A level
 * that no longer exists (removed by an import since) is left alone: there is nothing to put the units back into.
 */
export function restock(
  db: Db,
  tenant: TenantContext,
  committed: ReservationDoc[],
  session: ClientSession,
  now?: Date,
): Promise<void> {
  return updateLevels(db, tenant, committed, session, now, (r) => ({
    quantity_on_hand: { $add: [{ $max: [0, { $ifNull: ['$quantity_on_hand', 0] }] }, r.quantity] },
  }));
}
