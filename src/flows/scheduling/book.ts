// Checkout's part: each service line of the order becomes a booking in the order's transaction. A line whose hold
// is still live takes the hold's claim (already counted by every check, so nothing to re-check: the hold's entry in
// the day documents becomes the booking's); a line whose hold lapsed claims its slot again under the same rules,
// and a slot taken meanwhile fails the checkout with 409 naming the rule (nothing of the order is written).
// booking.created is recorded for each, exactly once.
import type { ClientSession } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { clockStamp } from '../../kernel/clock.js';
import type { Services } from '../../services.js';
import type { ProductDoc, VariantDoc } from '../../modules/catalogue/index.js';
import {
  pickLocation,
  holdToBooking,
  vacate,
  bookingHolds,
  bookings,
  bookingEventData,
} from '../../modules/scheduling/index.js';
import type { BookingDoc } from '../../modules/scheduling/index.js';
import { eventDocument } from '../../modules/events/index.js';
import type { EventDoc } from '../../modules/events/index.js';
import type { TenantContext } from '../../store/index.js';
import { claimSlot } from './claim.js';
import { serviceOf } from './holds.js';

export interface LineToBook {
  cartLineId: string;
  orderLineId: string;
  product: ProductDoc;
  variant: VariantDoc | null;
  start: Date;
  end: Date;
  staffId: string | null;
  participants: number;
  locationId: string | null;
}

/** Books every line; answers the bookings and their booking.created events for the caller's batch. */
export async function bookOrderLines(
  services: Services,
  tenant: TenantContext,
  order: { _id: string; customer_id: string | null; cart_id: string; location_id: string | null },
  lines: LineToBook[],
  at: Date,
  session: ClientSession,
): Promise<{ events: EventDoc[]; bookings: BookingDoc[] }> {
  const events: EventDoc[] = [];
  const booked: BookingDoc[] = [];
  for (const line of lines) {
    // The line's hold, live or lapsed, goes: a live one that matches the line becomes the booking's claim in the
    // day documents; any other leaves them before the line claims its slot again.
    const hold = await bookingHolds(services.db, tenant).findOne(
      { cart_id: order.cart_id, line_item_id: line.cartLineId },
      { session },
    );
    if (hold) await bookingHolds(services.db, tenant).deleteOne({ _id: hold._id }, { session });
    const service = await serviceOf(services, tenant, line.product);
    const bookingId = newId('booking');
    let claim;
    let locationId: string;
    if (
      hold &&
      hold.expires_at > at &&
      hold.starts_at.getTime() === line.start.getTime() &&
      hold.participant_count === line.participants
    ) {
      claim = {
        starts_at: hold.starts_at,
        ends_at: hold.ends_at,
        blocks_from: hold.blocks_from,
        blocks_until: hold.blocks_until,
        staff_id: hold.staff_id,
        resources: hold.resources,
      };
      locationId = hold.location_id;
      await holdToBooking(services.db, tenant, hold, bookingId, at, session);
    } else {
      if (hold) await vacate(services.db, tenant, [hold], at, session);
      const wanted =
        line.locationId ??
        (order.location_id && service.locations.some((l) => l.location_id === order.location_id)
          ? order.location_id
          : undefined);
      const location = pickLocation(service, wanted);
      claim = await claimSlot(
        services,
        tenant,
        {
          service,
          location,
          variant: line.variant,
          start: line.start,
          end: line.end,
          endField: 'cart',
          staffId: line.staffId,
          participants: line.participants,
          occupant: { id: bookingId },
        },
        at,
        session,
      );
      locationId = location.location_id;
    }
    const zone = service.locations.find((l) => l.location_id === locationId)!.timezone;
    const booking: BookingDoc = {
      _id: bookingId,
      business_id: tenant.business_id,
      livemode: tenant.livemode,
      ...clockStamp(services),
      order_id: order._id,
      line_item_id: line.orderLineId,
      service_id: service._id,
      product_id: line.product._id,
      variant_id: line.variant?._id ?? null,
      location_id: locationId,
      timezone: zone,
      customer_id: order.customer_id,
      status: 'confirmed',
      ...claim,
      participant_count: line.participants,
      history: [],
      version: 1,
      cancellation_reason: null,
      created_at: at,
      updated_at: at,
      cancelled_at: null,
    };
    await bookings(services.db, tenant).insertOne(booking, { session });
    booked.push(booking);
    const created = { type: 'booking.created' as const, data: bookingEventData(booking), now: at };
    events.push(eventDocument(tenant, { ...created, test_clock_id: booking.test_clock_id }));
  }
  return { events, bookings: booked };
}
