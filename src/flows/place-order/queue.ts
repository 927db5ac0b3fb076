// The checkout transactions of one business (and mode) in this process: queued, and committed together when
// several are waiting.
//
// Every checkout of a business writes its order counter, so checkouts of one business cannot commit side by side
// on any MongoDB: on a replica set the later ones abort with a WriteConflict and withTransaction runs them again
// (each retry repeats its reads and writes), and on servers that make a writer wait for a held document, the
// waiting statement holds a pooled driver connection while the holder may need one for its next statement
// (measured: 200 simultaneous checkouts of one business took 107 s unqueued, 2.5 s queued). So they queue here.
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
import type { ClientSession } from 'mongodb';
import type { Services } from '../../kernel/services.js';
import type { RecordEventInput } from '../../modules/events/record.js';
import type { OrderDoc, ReservationDoc } from '../../modules/orders/model.js';
import { InsufficientStockError, reserveTogether, type ReservationRequest } from '../../modules/inventory/reservations.js';
import { nextOrderNumbers } from '../../modules/orders/order-number.js';
import type { TenantContext } from '../../store/index.js';
import { inTransaction, writeBatch, type BatchWrite } from '../../store/transaction.js';
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
  /** The checkout's own transaction body. */
  alone(session: ClientSession): Promise<OrderDoc>;
  /** Its statements in a group's transaction, given the group's time, its order number and its reserved stock. */
  together(at: Date, orderNumber: string, reserved: { reservations: ReservationDoc[]; lowStock: RecordEventInput[] }): CheckoutStatements;
}

/**
 * Transactions of one business in the store at once. One: with a second slot (as before group commit, to have the
 * next checkout ready behind the counter's holder) the groups were half the size, and measured back to back at 16
 * and 64 shoppers one slot gave 7–10 % more flows per second for 8–10 % less CPU per flow.
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

class Queue {
  active = 0;
  readonly waiting: Waiting[] = [];
}

const queues = new WeakMap<object, Map<string, Queue>>();

/** Commits the checkout through its business's queue in this process; answers its order. */
export function commitCheckout(services: Services, tenant: TenantContext, member: CheckoutMember): Promise<OrderDoc> {
  const key = `${tenant.business_id}:${tenant.livemode}`;
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
    void runSlot(services, tenant, taken).finally(() => {
      queue.active -= 1;
      if (queue.active === 0 && queue.waiting.length === 0) {
        if (byKey.get(key) === queue) byKey.delete(key);
      } else pump(services, tenant, byKey, key, queue);
    });
  }
}

async function runSlot(services: Services, tenant: TenantContext, taken: Waiting[]): Promise<void> {
  const group = taken.filter((w) => w.member.groupable);
  let alone = taken;
  if (group.length > 1) {
    try {
      const orders = await inTransaction(services, (session) => commitGroup(services, tenant, group.map((w) => w.member), session));
      group.forEach((w, i) => w.resolve(orders[i]));
      alone = taken.filter((w) => !w.member.groupable);
    } catch (err) {
      if (!(err instanceof GroupGivesWay)) services.logger.warn({ err, size: group.length }, 'checkout: a group commit failed; its checkouts commit one by one');
    }
  }
  for (const w of alone) {
    try {
      w.resolve(await commitAlone(services, tenant, w.member));
    } catch (err) {
      w.reject(err);
    }
  }
}

/** One group's transaction body: answers the members' orders, or throws GroupGivesWay. */
async function commitGroup(services: Services, tenant: TenantContext, members: CheckoutMember[], session: ClientSession): Promise<OrderDoc[]> {
  const at = services.clock.now();
  const numbers = await nextOrderNumbers(services.db, tenant, session, members.length);
  const reserved = await reserveTogether(services.db, tenant, members.map((m) => m.requests), at, session);
  if (!reserved) throw new GroupGivesWay('stock for the group');
  const batches = members.map((m, i) => m.together(at, numbers[i], reserved[i]));
  const done = await writeBatch(services.store, batches.flatMap((b) => b.writes), session);
  let offset = 0;
  for (const b of batches) {
    const matched = done.matched.slice(offset, (offset += b.writes.length));
    try {
      b.check(matched);
    } catch {
      throw new GroupGivesWay('a member guard');
    }
  }
  return batches.map((b) => b.order);
}

/** A checkout's own transaction; when stock is short, releases lapsed holds once and tries again. */
async function commitAlone(services: Services, tenant: TenantContext, member: CheckoutMember): Promise<OrderDoc> {
  try {
    return await inTransaction(services, (session) => member.alone(session));
  } catch (err) {
    if (!(err instanceof InsufficientStockError)) throw err;
    if ((await sweepExpiredReservations(services, tenant)) === 0) throw err;
    return inTransaction(services, (session) => member.alone(session));
  }
}
