// Platform: the business side of scheduling (business key with bookings:read / bookings:write). Bookings by day,
// staff member, location, service or status; mark completed or no-show; cancel or reschedule as the business (no
// cutoff; `by: business` in the history). Business keys are live keys: `mode=test` points them at the sandbox.
import { requireTenant } from '../../kernel/caller.js';
import { notFound, validationError } from '../../kernel/errors.js';
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import { presentBooking } from '../../modules/scheduling/present.js';
import { bookings } from '../../modules/scheduling/store.js';
import { dayBounds, isLocalDate } from '../../modules/scheduling/rules/index.js';
import type { BookingDoc } from '../../modules/scheduling/model.js';
import { cancelBooking, markBooking, rescheduleBooking } from '../../flows/scheduling/change.js';
import type { TenantContext } from '../../store/index.js';
import type { Filter } from 'mongodb';

function tenantOf(ctx: OperationContext<{ params: unknown; query: { mode?: 'live' | 'test' }; body: unknown; response: unknown }>): TenantContext {
  return { business_id: requireTenant(ctx.caller).business_id, livemode: ctx.query.mode !== 'test' };
}

const presentPlatformBooking = (b: BookingDoc) => ({ ...presentBooking(b), product_id: b.product_id });

async function load(ctx: { services: OperationContext['services'] }, tenant: TenantContext, id: string): Promise<BookingDoc> {
  const b = await bookings(ctx.services.db, tenant).findOne({ _id: id });
  if (!b) throw notFound(`Booking ${id} not found`);
  return b;
}

export const handlers: Handlers<'platform'> = {
  async adminListBookings(ctx) {
    const tenant = tenantOf(ctx);
    const q = ctx.query;
    const filter: Filter<BookingDoc> = {};
    if (q.staff_id) filter.staff_id = q.staff_id;
    if (q.location_id) filter.location_id = q.location_id;
    if (q.service_id) filter.service_id = q.service_id;
    if (q.status) filter.status = q.status;
    const starts: { $gte?: Date; $lt?: Date } = {};
    if (q.from) starts.$gte = new Date(q.from);
    if (q.to) starts.$lt = new Date(q.to);
    if (q.date) {
      if (!isLocalDate(q.date)) throw validationError('date: must be a date as YYYY-MM-DD');
      // Each booking's own zone decides its local date: a day in the widest sense (UTC−12…UTC+14) is read, then
      // narrowed to the bookings whose local start date is the one asked for.
      const [from, to] = dayBounds(q.date, 'UTC');
      starts.$gte = new Date(Math.max(starts.$gte?.getTime() ?? -Infinity, from.getTime() - 14 * 3_600_000));
      starts.$lt = new Date(Math.min(starts.$lt?.getTime() ?? Infinity, to.getTime() + 12 * 3_600_000));
    }
    if (q.from && q.to && starts.$lt!.getTime() - starts.$gte!.getTime() > 62 * 86_400_000) {
      throw validationError('to: at most 62 days after from');
    }
    if (starts.$gte || starts.$lt) filter.starts_at = starts;
    let rows = await bookings(ctx.services.db, tenant).find(filter, { sort: { starts_at: 1, _id: 1 } }).toArray();
    if (q.date) {
      rows = rows.filter((b) => {
        const [from, to] = dayBounds(q.date!, b.timezone);
        return b.starts_at >= from && b.starts_at < to;
      });
    }
    const limit = q.limit ?? 20;
    const offset = q.offset ?? 0;
    return { data: { bookings: rows.slice(offset, offset + limit).map(presentPlatformBooking), pagination: { limit, offset, total: rows.length } } };
  },

  async adminGetBooking(ctx) {
    return { data: presentPlatformBooking(await load(ctx, tenantOf(ctx), ctx.params.booking_id)) };
  },

  async adminCancelBooking(ctx) {
    const tenant = tenantOf(ctx);
    await load(ctx, tenant, ctx.params.booking_id);
    const b = await cancelBooking(ctx.services, tenant, { bookingId: ctx.params.booking_id, by: 'business', reason: ctx.body?.reason ?? null });
    return { data: presentPlatformBooking(b) };
  },

  async adminCompleteBooking(ctx) {
    const tenant = tenantOf(ctx);
    return { data: presentPlatformBooking(await markBooking(ctx.services, tenant, ctx.params.booking_id, 'completed')) };
  },

  async adminMarkBookingNoShow(ctx) {
    const tenant = tenantOf(ctx);
    return { data: presentPlatformBooking(await markBooking(ctx.services, tenant, ctx.params.booking_id, 'no_show')) };
  },

  async adminRescheduleBooking(ctx) {
    const tenant = tenantOf(ctx);
    const booking = await load(ctx, tenant, ctx.params.booking_id);
    const body = ctx.body;
    const moved = await rescheduleBooking(ctx.services, tenant, {
      booking,
      newStart: new Date(body.new_start_time),
      newEnd: new Date(body.new_end_time),
      newStaffId: body.new_staff_id ?? undefined,
      reason: body.reason ?? null,
      by: 'business',
      expectedVersion: body.expected_version,
    });
    return { data: presentPlatformBooking(moved) };
  },
};
