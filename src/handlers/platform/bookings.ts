// Platform: the business side of scheduling (business key with bookings:read / bookings:write). Bookings by day,
// staff member, location, service or status; mark completed or no-show; cancel or reschedule as the business (no
// cutoff; `by: business` in the history). The key's mode is the default: `mode=test` points a live key at the
// sandbox. A booking found only in the other mode is a 404 that says so.
import { tenantInMode, withModeHint, type Caller } from '../../kernel/caller.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { validationError } from '../../kernel/errors.js';
import type { Handlers } from '../../operations/typing.js';
import { presentBooking, bookings, dayBounds, isLocalDate } from '../../modules/scheduling/index.js';
import type { BookingDoc } from '../../modules/scheduling/index.js';
import { cancelBooking, loadBooking, markBooking, rescheduleBooking } from '../../flows/scheduling/change.js';
import type { Filter } from 'mongodb';

const presentPlatformBooking = (b: BookingDoc) => ({ ...presentBooking(b), product_id: b.product_id });

/** An action on one booking, whose 404 names the other mode when the booking is there (withModeHint). */
function onBooking(
  ctx: { services: Services; caller: Caller },
  tenant: TenantContext,
  bookingId: string,
  run: () => Promise<BookingDoc>,
) {
  const existsIn = async (t: TenantContext) =>
    (await bookings(ctx.services.db, t).findOne({ _id: bookingId }, { projection: { _id: 1 } })) !== null;
  return withModeHint(ctx.caller, tenant, { noun: 'booking', id: bookingId }, existsIn, run).then(
    presentPlatformBooking,
  );
}

export const handlers = {
  async adminListBookings(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
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
    const limit = q.limit ?? 20;
    const offset = q.offset ?? 0;
    const coll = bookings(ctx.services.db, tenant);
    const sort = { starts_at: 1, _id: 1 } as const;
    let page: BookingDoc[];
    let total: number;
    if (q.date) {
      // At most a day and a day's zones of bookings: narrowed and paged here, by each booking's local date.
      const day = q.date;
      const rows = (await coll.find(filter, { sort }).toArray()).filter((b) => {
        const [from, to] = dayBounds(day, b.timezone);
        return b.starts_at >= from && b.starts_at < to;
      });
      page = rows.slice(offset, offset + limit);
      total = rows.length;
    } else {
      [page, total] = await Promise.all([
        coll.find(filter, { sort, skip: offset, limit }).toArray(),
        coll.countDocuments(filter),
      ]);
    }
    return { data: { bookings: page.map(presentPlatformBooking), pagination: { limit, offset, total } } };
  },

  async adminGetBooking(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    return {
      data: await onBooking(ctx, tenant, ctx.params.booking_id, () =>
        loadBooking(ctx.services, tenant, ctx.params.booking_id),
      ),
    };
  },

  async adminCancelBooking(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const cancel = () =>
      cancelBooking(ctx.services, tenant, {
        bookingId: ctx.params.booking_id,
        by: 'business',
        reason: ctx.body?.reason ?? null,
      });
    return { data: await onBooking(ctx, tenant, ctx.params.booking_id, cancel) };
  },

  async adminCompleteBooking(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    return {
      data: await onBooking(ctx, tenant, ctx.params.booking_id, () =>
        markBooking(ctx.services, tenant, ctx.params.booking_id, 'completed'),
      ),
    };
  },

  async adminMarkBookingNoShow(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    return {
      data: await onBooking(ctx, tenant, ctx.params.booking_id, () =>
        markBooking(ctx.services, tenant, ctx.params.booking_id, 'no_show'),
      ),
    };
  },

  async adminRescheduleBooking(ctx) {
    const body = ctx.body;
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const move = () =>
      rescheduleBooking(ctx.services, tenant, {
        bookingId: ctx.params.booking_id,
        newStart: new Date(body.new_start_time),
        newEnd: new Date(body.new_end_time),
        newStaffId: body.new_staff_id ?? undefined,
        reason: body.reason ?? null,
        by: 'business',
        expectedVersion: body.expected_version,
      });
    return { data: await onBooking(ctx, tenant, ctx.params.booking_id, move) };
  },
} satisfies Handlers<'platform'>;
