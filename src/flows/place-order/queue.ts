// The checkout transactions of one business (and mode) in this process: queued, and committed together when
// several are waiting.
//
// Every checkout of a business writes its order counter, so checkouts of one business cannot commit side by side
// on any MongoDB: on a replica set the later ones abort with a WriteConflict and withTransaction runs them again
// (each retry repeats its reads and writes), and on servers that make a writer wait for a held document, the
// waiting statement holds a pooled driver connection while the holder may need one for its next statement
// (measured: many times slower unqueued; docs/benchmarks.md). So they queue here.
//
// Queued one after another, each checkout paid four round trips inside its turn (order number, stock, batch,
// commit) and the queue, not the work, was most of a checkout's latency under load. So when the store is free the
// queue takes every checkout waiting (up to MAX_GROUP) and commits them in one transaction: the order counter moves
// once by the group's size, the stock of each level is taken once for the group's sum (reserveTogether), and one
// batch writes every order. The outcome is what committing them one by one in queue order would give, or the
// group gives way: when a guard fails for any member (stock short for the sum, a cart changed, a coupon used up,
// a quote taken), the group's transaction rolls back and each member then commits alone, in order, with its own
// answer. Checkouts with bookings or subscription lines always commit alone.
//
// Across processes nothing is queued: there the retries of withTransaction keep checkouts correct.
//
// The batched path. Whether one checkout or a group, the transaction above costs four round trips (the counter, the
// stock, the batch, the commit), each a network round trip against a replica set. Most of the time the counter's
// value is known before the transaction starts: this process keeps the value its last checkout of the business
// committed, and a checkout reads the counter with its cart when it reads the store anyway (readVisit). So the
// checkouts first go as one batch and a commit: the counter's step guarded on the value expected (which fails the
// batch at its first write when another process has moved it: order-number.ts orderNumberClaim), the stock as
// guarded updates of the batch (reservationWrites: only while no low-stock threshold is reached), then the orders.
// When the counter had moved (or its value is not known), the transaction steps it first and sends the rest as the
// same batch: three round trips. When a stock guard does not hold, the transaction rolls back and the checkouts
// take the path above. Numbers stay consecutive, stock exact and events recorded; only the round trips differ.
import { MongoClientBulkWriteError, MongoServerError, type ClientSession } from 'mongodb';
import type { Services } from '../../services.js';
import type { RecordEventInput } from '../../modules/events/index.js';
import type { OrderDoc, ReservationDoc } from '../../modules/orders/index.js';
import {
  InsufficientStockError,
  reservationWrites,
  reserveTogether,
  type ReservationRequest,
} from '../../modules/inventory/index.js';
import { counterValueOf, nextOrderNumbers, orderNumberClaim, orderNumbersAfter } from '../../modules/orders/index.js';
import { isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import { batchSupported, inTransaction, writeBatch, type BatchWrite } from '../../store/transaction.js';
import { sweepExpiredReservations } from '../expire-holds.js';

/** What one checkout writes once its number and stock are known, and how it tells that its guards held. */
export interface CheckoutStatements {
  order: OrderDoc;
  writes: BatchWrite[];
  /** Throws the checkout's own error when a guard did not hold; given this checkout's share of the results. */
  check(matched: number[]): void;
}

export interface CheckoutMember {
  /** The stock to reserve, each with its location named (planLocations). */
  requests: ReservationRequest[];
  /** False: the checkout commits alone (it has statements a group does not make: bookings, subscriptions). */
  groupable: boolean;
  /** The body of the checkout's own transaction: takes its order number and stock, and writes it (commitAlone). */
  placeAlone(session: ClientSession): Promise<OrderDoc>;
  /**
   * Its statements for a batch shared with the other checkouts taken (the batched path, even for one checkout, or a
   * group's transaction), given the transaction's time, its order number and its reserved stock.
   */
  batchStatements(
    at: Date,
    orderNumber: string,
    reserved: { reservations: ReservationDoc[]; lowStock: RecordEventInput[] },
  ): CheckoutStatements;
  /** The order counter's value as the checkout read it at its start, when it did (placeOrder's readVisit). */
  counterSeen?: number;
}

/**
 * Transactions of one business in the store at once. One: with a second slot (as before group commit, to have the
 * next checkout ready behind the counter's holder) the groups were half the size, and one slot gave more flows per
 * second for less CPU per flow, measured back to back (docs/benchmarks.md, "The checkout flow").
 */
export const CHECKOUT_QUEUE_WIDTH = 1;
/** The most checkouts one transaction commits (its batch stays well inside one message to the store). */
export const MAX_GROUP = 32;

interface Waiting {
  member: CheckoutMember;
  resolve(order: OrderDoc): void;
  reject(err: unknown): void;
}

/** A group member's guard failed: the group rolls back and its members commit alone. */
class GroupGivesWay extends Error {}

/** The batched path's counter step expected a value another process has moved on from: roll back, step it first. */
class CounterMoved extends Error {}
/** A stock guard of the batched path did not hold (stock short, or a low-stock threshold near): roll back, reserve
 * as the group or alone (reserve() looks at other locations and records the events). */
class StockMissed extends Error {}

/** Per store, per business and mode: the order counter's value as this process last saw it, committed or read. The
 * stored value only grows, so this is never above it; the fast path expects it. */
const countersSeen = new WeakMap<object, Map<string, number>>();
const MAX_COUNTERS_KEPT = 10_000;

/** The counter's value this process last saw for the tenant, if any (placeOrder reads the counter without one). */
export function knownOrderCounter(services: Services, tenant: TenantContext): number | undefined {
  return countersSeen.get(services.store)?.get(tenantKey(tenant));
}

function sawCounter(services: Services, tenant: TenantContext, value: number): void {
  const had = knownOrderCounter(services, tenant);
  if (had !== undefined && had >= value) return;
  setNewest(countersSeen, services, tenant, value);
}

/** Sets the tenant's entry in a per-store map as its newest, dropping the oldest beyond MAX_COUNTERS_KEPT. */
function setNewest(
  byStore: WeakMap<object, Map<string, number>>,
  services: Services,
  tenant: TenantContext,
  value: number,
): void {
  let byKey = byStore.get(services.store);
  if (!byKey) byStore.set(services.store, (byKey = new Map()));
  const key = tenantKey(tenant);
  byKey.delete(key);
  if (byKey.size >= MAX_COUNTERS_KEPT) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, value);
}

const tenantKey = (tenant: TenantContext) => `${tenant.business_id}:${tenant.livemode}`;

/**
 * Per store, per business and mode: until when (performance.now()) the counter is taken to be moved by other
 * processes. When another process moved it under this one's guarded step, the business's checkouts here step it
 * first for a while instead of expecting a value: with several processes checking out for one business at once the
 * expectation mostly loses, and each loss is a transaction rolled back. A second is long enough to span a burst and
 * short enough that a process alone again soon takes the two-round-trip path.
 */
const counterBusyUntil = new WeakMap<object, Map<string, number>>();
const COUNTER_BUSY_MS = 1000;

function counterBusy(services: Services, tenant: TenantContext): boolean {
  return (counterBusyUntil.get(services.store)?.get(tenantKey(tenant)) ?? 0) > performance.now();
}

function counterWasMoved(services: Services, tenant: TenantContext): void {
  setNewest(counterBusyUntil, services, tenant, performance.now() + COUNTER_BUSY_MS);
}

class Queue {
  active = 0;
  readonly waiting: Waiting[] = [];
}

const queues = new WeakMap<object, Map<string, Queue>>();

/** Commits the checkout through its business's queue in this process; answers its order. */
export function commitCheckout(services: Services, tenant: TenantContext, member: CheckoutMember): Promise<OrderDoc> {
  // A queue per test clock too: a group commits at one time, its first checkout's (a clock's time, or real time).
  const key = `${tenantKey(tenant)}:${services.testClock?.id ?? ''}`;
  let byKey = queues.get(services.store);
  if (!byKey) queues.set(services.store, (byKey = new Map()));
  let queue = byKey.get(key);
  if (!queue) byKey.set(key, (queue = new Queue()));
  const done = new Promise<OrderDoc>((resolve, reject) => queue!.waiting.push({ member, resolve, reject }));
  pump(services, tenant, byKey, key, queue);
  return done;
}

function pump(services: Services, tenant: TenantContext, byKey: Map<string, Queue>, key: string, queue: Queue): void {
  while (queue.active < CHECKOUT_QUEUE_WIDTH && queue.waiting.length > 0) {
    const taken = queue.waiting.splice(0, MAX_GROUP);
    queue.active += 1;
    void commitTaken(services, tenant, taken).finally(() => {
      queue.active -= 1;
      if (queue.active === 0 && queue.waiting.length === 0) {
        if (byKey.get(key) === queue) byKey.delete(key);
      } else pump(services, tenant, byKey, key, queue);
    });
  }
}

/** Commits the checkouts one turn took: the groupable ones together when they can, then each other one alone, in
 * queue order. */
async function commitTaken(services: Services, tenant: TenantContext, taken: Waiting[]): Promise<void> {
  const group = taken.filter((w) => w.member.groupable);
  const settled = group.length ? await commitGroupable(services, tenant, group) : new Set<Waiting>();
  for (const w of taken) {
    if (settled.has(w)) continue;
    try {
      const order = await commitAlone(services, tenant, w.member);
      sawCounter(services, tenant, counterValueOf(order.order_number));
      w.resolve(order);
    } catch (err) {
      w.reject(err);
    }
  }
}

/**
 * Commits the groupable checkouts taken together: by the batched path (see the top), else (more than one) as one
 * group's transaction. Answers those it settled (resolved, or rejected with their own error); the others commit
 * alone.
 */
async function commitGroupable(services: Services, tenant: TenantContext, group: Waiting[]): Promise<Set<Waiting>> {
  const members = group.map((w) => w.member);
  if (await batchSupported(services.store.client, services.db.databaseName)) {
    const seen = Math.max(knownOrderCounter(services, tenant) ?? -1, ...members.map((m) => m.counterSeen ?? -1));
    // With the counter's value expected, its step goes in the batch; without (or once another process has moved
    // it, and while other processes keep moving it), the counter is stepped first in the transaction and the stock
    // and orders follow in the batch.
    for (const expected of seen >= 0 && !counterBusy(services, tenant) ? [seen, undefined] : [undefined]) {
      try {
        const orders = await inTransaction(services, (session) =>
          commitBatched(services, tenant, members, expected, session),
        );
        return settleCommitted(services, tenant, group, orders);
      } catch (err) {
        if (err instanceof CounterMoved) {
          counterWasMoved(services, tenant);
          continue;
        }
        if (err instanceof StockMissed) break;
        if (err instanceof GroupGivesWay) return new Set();
        // One checkout's own error (its cart changed meanwhile, its coupon used up) is its answer.
        if (group.length === 1) {
          group[0].reject(err);
          return new Set(group);
        }
        services.logger.warn(
          { err, size: group.length },
          'checkout: a group commit failed; its checkouts commit one by one',
        );
        return new Set();
      }
    }
  }
  if (group.length === 1) return new Set();
  try {
    const orders = await inTransaction(services, (session) => commitGroup(services, tenant, members, session));
    return settleCommitted(services, tenant, group, orders);
  } catch (err) {
    if (!(err instanceof GroupGivesWay))
      services.logger.warn(
        { err, size: group.length },
        'checkout: a group commit failed; its checkouts commit one by one',
      );
    return new Set();
  }
}

/** The group committed as `orders` (in its order): notes the counter's value they leave and answers each. */
function settleCommitted(
  services: Services,
  tenant: TenantContext,
  group: Waiting[],
  orders: OrderDoc[],
): Set<Waiting> {
  sawCounter(services, tenant, counterValueOf(orders[orders.length - 1].order_number));
  group.forEach((w, i) => w.resolve(orders[i]));
  return new Set(group);
}

/**
 * The batched path's transaction body (see the top): the order numbers (the counter's step guarded on `expected`
 * as the batch's first write; without `expected`, a step of its own first), the stock's guarded updates and every
 * member's statements, in one batch. Throws CounterMoved or StockMissed when their guard did not hold; a member's
 * own guard throws its error (alone) or GroupGivesWay (in a group).
 */
async function commitBatched(
  services: Services,
  tenant: TenantContext,
  members: CheckoutMember[],
  expected: number | undefined,
  session: ClientSession,
): Promise<OrderDoc[]> {
  const at = services.clock.now();
  const stock = reservationWrites(
    tenant,
    members.map((m) => m.requests),
    at,
  );
  if (!stock) throw new StockMissed('a line without a location to take stock from');
  const numbers =
    expected === undefined
      ? await nextOrderNumbers(services.db, tenant, session, members.length)
      : orderNumbersAfter(expected, members.length);
  const statements = members.map((m, i) => m.batchStatements(at, numbers[i], stock.reserved[i]));
  const claim = expected === undefined ? [] : [orderNumberClaim(tenant, expected, members.length)];
  let matched: number[];
  try {
    ({ matched } = await writeBatch(
      services.store,
      [...claim, ...stock.writes, ...statements.flatMap((s) => s.writes)],
      session,
    ));
  } catch (err) {
    if (claim.length && counterMoved(err)) throw new CounterMoved('the order counter moved');
    throw err;
  }
  let offset = claim.length;
  if (matched.slice(offset, (offset += stock.writes.length)).some((n) => n !== 1))
    throw new StockMissed('stock short or near its threshold');
  for (const s of statements) {
    const own = matched.slice(offset, (offset += s.writes.length));
    if (members.length === 1) s.check(own);
    else {
      try {
        s.check(own);
      } catch {
        throw new GroupGivesWay('a member guard');
      }
    }
  }
  return statements.map((s) => s.order);
}

/** The batch failed at its first write, the counter's guarded step, with a duplicate key: the counter had moved. */
function counterMoved(err: unknown): boolean {
  if (err instanceof MongoClientBulkWriteError) return isDuplicateKeyError(err.writeErrors.get(0));
  // A server without MongoClient.bulkWrite runs the writes one by one: the first to fail is the one thrown.
  return err instanceof MongoServerError && isDuplicateKeyError(err) && /counters/.test(err.message);
}

/** One group's transaction body: answers the members' orders, or throws GroupGivesWay. */
async function commitGroup(
  services: Services,
  tenant: TenantContext,
  members: CheckoutMember[],
  session: ClientSession,
): Promise<OrderDoc[]> {
  const at = services.clock.now();
  const numbers = await nextOrderNumbers(services.db, tenant, session, members.length);
  const reserved = await reserveTogether(
    services.db,
    tenant,
    members.map((m) => m.requests),
    at,
    session,
  );
  if (!reserved) throw new GroupGivesWay('stock for the group');
  const statements = members.map((m, i) => m.batchStatements(at, numbers[i], reserved[i]));
  const done = await writeBatch(
    services.store,
    statements.flatMap((s) => s.writes),
    session,
  );
  let offset = 0;
  for (const s of statements) {
    const matched = done.matched.slice(offset, (offset += s.writes.length));
    try {
      s.check(matched);
    } catch {
      throw new GroupGivesWay('a member guard');
    }
  }
  return statements.map((s) => s.order);
}

/** A checkout's own transaction; when stock is short, releases lapsed holds once and tries again. */
async function commitAlone(services: Services, tenant: TenantContext, member: CheckoutMember): Promise<OrderDoc> {
  try {
    return await inTransaction(services, (session) => member.placeAlone(session));
  } catch (err) {
    if (!(err instanceof InsufficientStockError)) throw err;
    if ((await sweepExpiredReservations(services, tenant)) === 0) throw err;
    return inTransaction(services, (session) => member.placeAlone(session));
  }
}
