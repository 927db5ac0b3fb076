// Storefront tag "Scheduling": services, slots, the slot check, the availability map, and the customer's bookings
// (list, read, cancel, reschedule). Thin: the slot answers come from the pure rules over a calendar read from the
// store (src/modules/scheduling), changes from src/flows/scheduling. Access to a booking is access to its order
// (signed-in owner, or the order's bill token): anything else is 404, never 403.
import { requireTenant, type Caller } from '../../kernel/caller.js';
import { forbidden, notFound, unauthorized, validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { Handlers } from '../../operations/typing.js';
import { variants as variantDocs } from '../../modules/catalogue/index.js';
import {
  datesSpan,
  loadCalendar,
  loadService,
  pickLocation,
  startSpan,
  presentBooking,
  presentCheck,
  presentDay,
  presentService,
  availability,
  checkSlot,
  daySlots,
  daysBetween,
  isLocalDate,
  bookings,
  resources as resourceDocs,
  serviceRecords,
  staff as staffDocs,
} from '../../modules/scheduling/index.js';
import type { BookingDoc, ServiceRecordDoc } from '../../modules/scheduling/index.js';
import { loadOrderForCaller, ownerIdsAt } from '../../modules/orders/index.js';
import { bookingOfLine, cancelBooking, loadBooking, rescheduleBooking } from '../../flows/scheduling/change.js';
import type { TenantContext } from '../../store/index.js';

/** The longest availability map one request may ask for (days, both ends included). */
export const MAX_AVAILABILITY_DAYS = 62;

async function serviceView(services: Services, tenant: TenantContext, list: ServiceRecordDoc[]) {
  const staffIds = [...new Set(list.flatMap((s) => s.staff_ids))];
  const resourceIds = [...new Set(list.flatMap((s) => s.resources.map((r) => r.resource_id)))];
  const [staff, resources, variants] = await Promise.all([
    staffIds.length
      ? staffDocs(services.db, tenant)
          .find({ _id: { $in: staffIds } })
          .toArray()
      : [],
    resourceIds.length
      ? resourceDocs(services.db, tenant)
          .find({ _id: { $in: resourceIds } })
          .toArray()
      : [],
    variantDocs(services.db, tenant)
      .find({ product_id: { $in: list.map((s) => s.product_id) } }, { sort: { position: 1, _id: 1 } })
      .toArray(),
  ]);
  return list.map((s) =>
    presentService(
      s,
      staff,
      resources,
      variants.filter((v) => v.product_id === s.product_id),
    ),
  );
}

/** The variant asked for, which must be one of the service's product (400 naming variant_id otherwise). */
async function variantFor(
  services: Services,
  tenant: TenantContext,
  service: ServiceRecordDoc,
  variantId: string | undefined,
) {
  if (!variantId) return null;
  const v = await variantDocs(services.db, tenant).findOne({
    _id: variantId,
    product_id: service.product_id,
    is_active: true,
  });
  if (!v) throw validationError(`variant_id: ${variantId} is not a variant of service ${service._id}`);
  return v;
}

function localDate(value: string, field: string): string {
  if (!isLocalDate(value)) throw validationError(`${field}: must be a date as YYYY-MM-DD, e.g. "2027-03-14"`);
  return value;
}

/** The booking if the caller may see it (its order's signed-in owner, or the order's bill token), else 404. */
async function bookingForCaller(
  services: Services,
  caller: Caller,
  bookingId: string,
  token: string | undefined,
): Promise<BookingDoc> {
  const b = await loadBooking(services, requireTenant(caller), bookingId);
  await loadOrderForCaller(services, caller, b.order_id, token).catch(() => {
    throw notFound(`Booking ${bookingId} not found`);
  });
  return b;
}

/** What every slot question names: the service, its location (400 when ambiguous), the variant asked for. */
async function slotQuestion(
  services: Services,
  caller: Caller,
  q: { service_id: string; location_id?: string; variant_id?: string },
) {
  const tenant = requireTenant(caller);
  const service = await loadService(services.db, tenant, q.service_id);
  const location = pickLocation(service, q.location_id);
  const variant = await variantFor(services, tenant, service, q.variant_id);
  return { tenant, service, location, variant, now: services.clock.now() };
}

export const handlers = {
  async listServices(ctx) {
    const tenant = requireTenant(ctx.caller);
    const list = await serviceRecords(ctx.services.db, tenant)
      .find({ is_active: true }, { sort: { name: 1, _id: 1 } })
      .toArray();
    return { data: await serviceView(ctx.services, tenant, list) };
  },

  async getService(ctx) {
    const tenant = requireTenant(ctx.caller);
    const service = await loadService(ctx.services.db, tenant, ctx.params.service_id);
    return { data: (await serviceView(ctx.services, tenant, [service]))[0] };
  },

  async listSlots(ctx) {
    const q = ctx.query;
    const date = localDate(q.date, 'date');
    const { tenant, service, location, variant, now } = await slotQuestion(ctx.services, ctx.caller, q);
    const cal = await loadCalendar(ctx.services.db, tenant, service, location, {
      ...datesSpan(service, variant, location.timezone, date, date),
      now,
    });
    const day = daySlots(cal, date, {
      variant,
      participants: q.participant_count ?? 1,
      staffId: q.staff_id ?? null,
      now,
    });
    return { data: presentDay(service._id, day) };
  },

  async checkSlot(ctx) {
    const q = ctx.query;
    const start = new Date(q.slot_time);
    if (Number.isNaN(start.getTime()))
      throw validationError(
        'slot_time: must be an ISO 8601 date-time with an offset, e.g. "2027-03-14T09:00:00-04:00"',
      );
    const { tenant, service, location, variant, now } = await slotQuestion(ctx.services, ctx.caller, q);
    const durationMinutes = q.duration_minutes ?? null;
    const cal = await loadCalendar(ctx.services.db, tenant, service, location, {
      ...startSpan(service, variant, start, durationMinutes),
      now,
    });
    const participants = q.participant_count ?? 1;
    const result = checkSlot(cal, start, { variant, participants, staffId: q.staff_id ?? null, now, durationMinutes });
    return { data: presentCheck(service._id, location.location_id, participants, result) };
  },

  async getAvailability(ctx) {
    const q = ctx.query;
    const start = localDate(q.start_date, 'start_date');
    const end = localDate(q.end_date, 'end_date');
    const span = daysBetween(start, end) + 1;
    if (span < 1) throw validationError(`end_date: must not be before start_date (${start})`);
    if (span > MAX_AVAILABILITY_DAYS)
      throw validationError(`end_date: at most ${MAX_AVAILABILITY_DAYS} days from start_date (asked for ${span})`);
    const { tenant, service, location, variant, now } = await slotQuestion(ctx.services, ctx.caller, q);
    const cal = await loadCalendar(ctx.services.db, tenant, service, location, {
      ...datesSpan(service, variant, location.timezone, start, end),
      now,
    });
    const days = availability(cal, start, end, {
      variant,
      participants: q.participant_count ?? 1,
      staffId: q.staff_id ?? null,
      now,
    });
    return { data: { service_id: service._id, days } };
  },

  async listBookings(ctx) {
    const tenant = requireTenant(ctx.caller);
    const customer = ctx.caller.customer;
    if (!customer) throw unauthorized('Sign in to list your bookings');
    const ids = await ownerIdsAt(ctx.services.db, tenant, customer.id);
    const now = ctx.services.clock.now();
    const q = ctx.query;
    const filter = {
      customer_id: { $in: ids },
      ...(q.status ? { status: q.status } : {}),
      ...(q.upcoming === true ? { starts_at: { $gt: now } } : q.upcoming === false ? { starts_at: { $lte: now } } : {}),
    };
    const list = await bookings(ctx.services.db, tenant)
      .find(filter, {
        sort: { starts_at: q.upcoming === true ? 1 : -1, _id: 1 },
        skip: q.offset ?? 0,
        limit: q.limit ?? 20,
      })
      .toArray();
    return { data: list.map(presentBooking) };
  },

  async getBooking(ctx) {
    const b = await bookingForCaller(ctx.services, ctx.caller, ctx.params.booking_id, ctx.query.token);
    return { data: presentBooking(b) };
  },

  async cancelBooking(ctx) {
    const tenant = requireTenant(ctx.caller);
    const b = await bookingForCaller(ctx.services, ctx.caller, ctx.params.booking_id, ctx.query.token);
    const cancelled = await cancelBooking(ctx.services, tenant, {
      bookingId: b._id,
      by: 'customer',
      reason: ctx.body?.reason ?? null,
    });
    return { data: presentBooking(cancelled) };
  },

  async rescheduleBooking(ctx) {
    const tenant = requireTenant(ctx.caller);
    const body = ctx.body;
    if (body.reschedule_type && body.reschedule_type !== 'customer') {
      throw forbidden(
        `reschedule_type: ${body.reschedule_type} reschedules go through the platform API; the storefront sends customer`,
      );
    }
    await loadOrderForCaller(ctx.services, ctx.caller, body.order_id, ctx.query.token);
    const booking = await bookingOfLine(ctx.services, tenant, body.order_id, body.line_item_id);
    const start = new Date(body.new_start_time);
    const end = new Date(body.new_end_time);
    const moved = await rescheduleBooking(ctx.services, tenant, {
      bookingId: booking._id,
      newStart: start,
      newEnd: end,
      newStaffId: body.new_staff_id ?? undefined,
      reason: body.reason ?? null,
      by: 'customer',
      expectedVersion: body.expected_version,
    });
    return { data: presentBooking(moved) };
  },
} satisfies Handlers<'storefront'>;
