// Changing a booking after checkout: cancel (customer inside the cutoff: 409; the business any time), reschedule
// (atomic: the new time is claimed, under the same rules and day documents as a new booking, in the transaction
// that releases the old one; a request naming a version the booking no longer has is 409, so a stale or repeated
// request cannot move it twice), and the business's completed / no-show marks. Each change bumps `version`, appends to
// `history` and records its event (booking.cancelled, booking.rescheduled) exactly once, in the same transaction.
//
// Refund policy (documented in the spec): cancelling a booking of a paid order refunds what the customer paid for
// its line — the line total less its share of the discounts, plus its share of the tax when tax was added on top,
// shared as checkout priced the order (cart/rules/allocation.ts) — by the customer before the cutoff, or by the
// business at any time, through the order's refund flow, after the cancel commits (so of two racing cancels only
// the one that cancelled refunds); an unpaid order has nothing to refund. An order whose every line is a booking
// has nothing left to fulfil once they are all cancelled: the last cancel also cancels the order, in its
// transaction (close-order.ts: order.cancelled, the unsettled payment cancelled), and refunds everything still
// paid on it (one payment.refunded).
import type { ClientSession } from 'mongodb';
import { AppError, conflict, notFound, validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import { recordEvent } from '../../modules/events/index.js';
import { recordOrderEvents, orders, FINAL_STATUSES } from '../../modules/orders/index.js';
import { bookingEventData, loadService, vacate, bookings } from '../../modules/scheduling/index.js';
import { variants as variantDocs } from '../../modules/catalogue/index.js';
import type { BookingDoc, BookingHistoryEntry } from '../../modules/scheduling/index.js';
import { orderAllocation } from '../../modules/cart/index.js';
import type { TenantContext } from '../../store/index.js';
import { inTransaction } from '../../store/transaction.js';
import { refundOrder } from '../order-admin.js';
import { refundIdFor } from '../refund.js';
import { closeOrder } from '../close-order.js';
import { claimSlot } from './claim.js';

export type Actor = 'customer' | 'business' | 'system';

export async function loadBooking(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  bookingId: string,
  session?: ClientSession,
): Promise<BookingDoc> {
  const b = await bookings(services.db, tenant).findOne({ _id: bookingId }, { session });
  if (!b) throw notFound(`Booking ${bookingId} not found`);
  return b;
}

/** The booking of an order line (the interface names a booking for reschedule by order and line). */
export async function bookingOfLine(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  orderId: string,
  lineItemId: string,
): Promise<BookingDoc> {
  const b = await bookings(services.db, tenant).findOne(
    { order_id: orderId, line_item_id: lineItemId },
    { sort: { created_at: -1 } },
  );
  if (!b) throw notFound(`No booking for line ${lineItemId} of order ${orderId}`);
  return b;
}

function mustBeOpen(b: BookingDoc): void {
  if (b.status !== 'confirmed') throw conflict(`Booking ${b._id} is ${b.status}`);
}

/** Customers change a booking only before the service's cutoff; the business and the system any time. */
function checkCutoff(b: BookingDoc, cutoff: number, by: Actor, now: Date, what: string): void {
  if (by !== 'customer') return;
  if (now.getTime() > b.starts_at.getTime() - cutoff * 60_000) {
    throw conflict(
      b.starts_at.getTime() <= now.getTime()
        ? `Booking ${b._id} has already started; it can no longer be ${what}`
        : `Booking ${b._id} starts within ${cutoff} minutes; the service allows no ${what === 'cancelled' ? 'cancellation' : 'reschedule'} this close to the start`,
    );
  }
}

/** The booking's service, or the error loading it gives (a service switched off since: no cutoff applies then). */
const serviceOrError = (services: Pick<Services, 'db'>, tenant: TenantContext, b: BookingDoc, session: ClientSession) =>
  loadService(services.db, tenant, b.service_id, session).catch((err: unknown) =>
    err instanceof AppError ? err : Promise.reject(err),
  );

const historyEntry = (
  at: Date,
  kind: BookingHistoryEntry['kind'],
  by: Actor,
  b: BookingDoc,
  to: Partial<BookingDoc> | null,
  reason: string | null,
): BookingHistoryEntry => ({
  at,
  kind,
  by,
  from_starts_at: b.starts_at,
  from_ends_at: b.ends_at,
  from_staff_id: b.staff_id,
  to_starts_at: to?.starts_at ?? null,
  to_ends_at: to?.ends_at ?? null,
  to_staff_id: to?.staff_id ?? null,
  reason,
});

/** Writes `set` if the booking still has the version read, or 409: someone else changed it first. */
async function commit(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  b: BookingDoc,
  set: Partial<BookingDoc>,
  entry: BookingHistoryEntry,
  session: ClientSession,
): Promise<BookingDoc> {
  const updated = await bookings(services.db, tenant).findOneAndUpdate(
    { _id: b._id, version: b.version },
    { $set: { ...set, updated_at: entry.at }, $inc: { version: 1 }, $push: { history: entry } },
    { session, returnDocument: 'after' },
  );
  if (!updated) throw conflict(`Booking ${b._id} changed meanwhile; read it again`, true);
  return updated;
}

export interface CancelInput {
  bookingId: string;
  by: Actor;
  reason: string | null;
  /** A customer may only cancel their own: the caller checks ownership before (404 otherwise). */
}

export async function cancelBooking(
  services: Services,
  tenant: TenantContext,
  input: CancelInput,
): Promise<BookingDoc> {
  const { cancelled, closed } = await inTransaction(services, async (session) => {
    const now = services.clock.now();
    const b = await loadBooking(services, tenant, input.bookingId, session);
    mustBeOpen(b);
    if (input.by === 'customer') {
      const service = await serviceOrError(services, tenant, b, session);
      checkCutoff(b, service instanceof AppError ? 0 : service.cancellation_cutoff_minutes, input.by, now, 'cancelled');
    }
    const entry = historyEntry(now, 'cancelled', input.by, b, null, input.reason);
    const updated = await commit(
      services,
      tenant,
      b,
      { status: 'cancelled', cancelled_at: now, cancellation_reason: input.reason },
      entry,
      session,
    );
    await vacate(services.db, tenant, [b], now, session);
    await recordEvent(
      services.db,
      tenant,
      { type: 'booking.cancelled', data: bookingEventData(updated), now, test_clock_id: updated.test_clock_id },
      session,
    );
    return {
      cancelled: updated,
      closed: await closeIfNothingLeft(services, tenant, updated, input.reason, now, session),
    };
  });
  await refundLine(services, tenant, cancelled, input.reason, closed);
  return cancelled;
}

/**
 * Cancels the order of a just-cancelled booking when nothing is left to fulfil: every line of it is a booking and
 * every booking is cancelled. An order already completed or cancelled stays as it is, and so does one with a line
 * that is not a booking (goods, a subscription) or a booking still open, completed or missed.
 */
async function closeIfNothingLeft(
  services: Services,
  tenant: TenantContext,
  b: BookingDoc,
  reason: string | null,
  now: Date,
  session: ClientSession,
): Promise<boolean> {
  // Counting the cancel on the order makes every booking cancel of one order write the order: of two racing
  // cancels one retries and sees the other's booking cancelled (each reading only its own, neither would close).
  const order = await orders(services.db, tenant).findOneAndUpdate(
    { _id: b.order_id },
    { $inc: { bookings_cancelled: 1 } },
    { session, returnDocument: 'after' },
  );
  if (!order || FINAL_STATUSES.includes(order.status)) return false;
  const ofOrder = await bookings(services.db, tenant).find({ order_id: order._id }, { session }).toArray();
  const lineCancelled = (lineId: string) => {
    const ofLine = ofOrder.filter((x) => x.line_item_id === lineId);
    return ofLine.length > 0 && ofLine.every((x) => x.status === 'cancelled');
  };
  if (!order.items.every((i) => lineCancelled(i.id))) return false;
  await closeOrder(services, tenant, order, reason ?? 'Every booking of the order was cancelled', now, session);
  return true;
}

/**
 * Cancelling an order cancels its bookings that are not cancelled yet, in the order's transaction (`by: system`,
 * reason "order cancelled"; the order's own refund covers the money), each with its booking.cancelled.
 */
export async function cancelOrderBookings(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  orderId: string,
  now: Date,
  session: ClientSession,
): Promise<void> {
  const reason = 'order cancelled';
  const open = await bookings(services.db, tenant)
    .find({ order_id: orderId, status: { $ne: 'cancelled' } }, { session })
    .toArray();
  for (const b of open) {
    const cancelled = await commit(
      services,
      tenant,
      b,
      { status: 'cancelled', cancelled_at: now, cancellation_reason: reason },
      historyEntry(now, 'cancelled', 'system', b, null, reason),
      session,
    );
    await recordEvent(
      services.db,
      tenant,
      { type: 'booking.cancelled', data: bookingEventData(cancelled), now, test_clock_id: cancelled.test_clock_id },
      session,
    );
  }
  await vacate(services.db, tenant, open, now, session);
}

/**
 * What the customer paid for the cancelled booking's line back to the payer, when the order was paid (policy at the
 * top of this file); when the cancel closed the order, everything still paid on it.
 */
async function refundLine(
  services: Services,
  tenant: TenantContext,
  b: BookingDoc,
  reason: string | null,
  closed: boolean,
): Promise<void> {
  const order = await orders(services.db, tenant).findOne({ _id: b.order_id });
  if (!order || (order.payment_status !== 'succeeded' && order.payment_status !== 'partially_refunded')) return;
  const index = order.items.findIndex((i) => i.id === b.line_item_id);
  if (index < 0) return;
  const left = order.total_price - (order.refunded_amount ?? 0);
  const amount = closed ? left : Math.min(orderAllocation(order)[index].paid, left);
  if (amount <= 0) return;
  // One refund per cancelled booking: a retry finds it instead of paying out twice.
  await refundOrder(services, tenant, order._id, amount, reason ?? `Booking ${b._id} cancelled`, {
    refundId: refundIdFor(tenant, `booking-cancel:${b._id}`),
  });
}

export interface RescheduleInput {
  bookingId: string;
  newStart: Date;
  newEnd: Date;
  newStaffId: string | null | undefined;
  reason: string | null;
  by: Actor;
  /** The version the caller read; a booking changed since is 409 (a repeated request cannot move it twice). */
  expectedVersion?: number;
}

export async function rescheduleBooking(
  services: Services,
  tenant: TenantContext,
  input: RescheduleInput,
): Promise<BookingDoc> {
  if (input.newEnd.getTime() <= input.newStart.getTime())
    throw validationError('new_end_time: must be after new_start_time');
  return inTransaction(services, async (session) => {
    const now = services.clock.now();
    const b = await loadBooking(services, tenant, input.bookingId, session);
    mustBeOpen(b);
    if (input.expectedVersion !== undefined && input.expectedVersion !== b.version) {
      throw conflict(
        `Booking ${b._id} is at version ${b.version}, not ${input.expectedVersion}: it changed since it was read`,
      );
    }
    const service = await serviceOrError(services, tenant, b, session);
    checkCutoff(b, service instanceof AppError ? 0 : service.cancellation_cutoff_minutes, input.by, now, 'rescheduled');
    if (service instanceof AppError) throw service;
    if (input.newStaffId && !service.staff_ids.includes(input.newStaffId)) {
      throw validationError(
        `new_staff_id: ${input.newStaffId} is not one of the service's staff (${service.staff_ids.join(', ') || 'none'})`,
      );
    }
    const location = service.locations.find((l) => l.location_id === b.location_id);
    if (!location) throw conflict(`The service is no longer offered at ${b.location_id}`);
    const variant = b.variant_id
      ? await variantDocs(services.db, tenant).findOne({ _id: b.variant_id }, { session })
      : null;
    // The old time leaves the day documents before the new one is claimed, so it does not count against it; if the
    // claim fails, the transaction takes back both.
    await vacate(services.db, tenant, [b], now, session);
    const claim = (staffId: string | null) =>
      claimSlot(
        services,
        tenant,
        {
          service,
          location,
          variant,
          start: input.newStart,
          end: input.newEnd,
          endField: 'new_end_time',
          staffId,
          participants: b.participant_count,
          occupant: { id: b._id },
        },
        now,
        session,
      );
    // Without a new staff member: the current one if free then, else any qualified one who is.
    let claimed;
    if (input.newStaffId !== undefined && input.newStaffId !== null) claimed = await claim(input.newStaffId);
    else if (!b.staff_id) claimed = await claim(null);
    else {
      claimed = await claim(b.staff_id).catch((err: unknown) => {
        if ((err as { details?: { reason?: string } }).details?.reason === 'no_staff') return claim(null);
        throw err;
      });
    }
    const entry = historyEntry(now, 'rescheduled', input.by, b, claimed, input.reason);
    const updated = await commit(services, tenant, b, claimed, entry, session);
    await recordEvent(
      services.db,
      tenant,
      { type: 'booking.rescheduled', data: bookingEventData(updated), now, test_clock_id: updated.test_clock_id },
      session,
    );
    await moveOrderLine(services, tenant, updated, now, session);
    return updated;
  });
}

/**
 * The order line of a moved booking shows where it went: the order is read as often as the booking (the
 * storefront's and Link's order views, the business's lists), and the contract's line carries the booked start
 * "after any reschedule", its end and its staff member. Same transaction as the move; a change of the order's lines
 * is an order.updated.
 */
async function moveOrderLine(
  services: Services,
  tenant: TenantContext,
  b: BookingDoc,
  now: Date,
  session: ClientSession,
): Promise<void> {
  const order = await orders(services.db, tenant).findOneAndUpdate(
    { _id: b.order_id, 'items.id': b.line_item_id },
    {
      $set: {
        'items.$.scheduled_start': b.starts_at,
        'items.$.scheduled_end': b.ends_at,
        'items.$.staff_id': b.staff_id,
        updated_at: now,
      },
    },
    { session, returnDocument: 'after' },
  );
  if (order) await recordOrderEvents(services, tenant, order, ['order.updated'], session);
}

/** The business marks a booking that has started as completed or as a no-show. */
export async function markBooking(
  services: Services,
  tenant: TenantContext,
  bookingId: string,
  status: 'completed' | 'no_show',
): Promise<BookingDoc> {
  return inTransaction(services, async (session) => {
    const now = services.clock.now();
    const b = await loadBooking(services, tenant, bookingId, session);
    // Marking again what is already marked answers the booking as it is (a retried request changes nothing).
    if (b.status === status) return b;
    mustBeOpen(b);
    if (b.starts_at.getTime() > now.getTime())
      throw conflict(`Booking ${b._id} has not started yet; it starts ${b.starts_at.toISOString()}`);
    return commit(services, tenant, b, { status }, historyEntry(now, status, 'business', b, null, null), session);
  });
}
