// The recipes of the booking events: the next free slot of the sandbox's first bookable service, booked by a guest
// through the cart and checkout (booking.created), then moved or cancelled by the business.
import { conflict } from '../../../kernel/errors.js';
import { type EventType, events } from '../../../modules/events/index.js';
import { checkout, type EventMatch, type Recipe, type TriggerRun } from './trigger-run.js';

interface ListedService {
  id: string;
  product_id: string;
  location_ids: string[];
  variants: { id: string; is_default: boolean }[];
}

/** The variant a booking is made of (the default one): slots are looked up and booked under its duration and capacity. */
const variantOf = (s: ListedService) => (s.variants.find((v) => v.is_default) ?? s.variants[0])?.id;

interface Slot {
  start: string;
  end: string;
  is_available: boolean;
}

/** How far ahead a free slot is looked for. */
const DAYS_AHEAD = 30;
const DAY_MS = 86_400_000;

async function firstService(r: TriggerRun): Promise<ListedService> {
  const services = await r.step<ListedService[]>('list the services', 'listServices');
  const service = services.find((s) => s.location_ids.length > 0);
  if (!service) throw conflict(`${r.event}: the sandbox has no bookable service`);
  return service;
}

/** The first free slot of the service from today on, other than `not` (the slot being moved from). */
async function freeSlot(r: TriggerRun, service: ListedService, not?: string): Promise<Slot> {
  const today = r.sandbox.services.clock.now().getTime();
  for (let day = 0; day < DAYS_AHEAD; day++) {
    const date = new Date(today + day * DAY_MS).toISOString().slice(0, 10);
    const found = await r.step<{ slots: Slot[] }>(`find a free slot on ${date}`, 'listSlots', {
      query: { service_id: service.id, date, location_id: service.location_ids[0], variant_id: variantOf(service) },
    });
    const slot = found.slots.find((s) => s.is_available && s.start !== not);
    if (slot) return slot;
  }
  throw conflict(`${r.event}: the service ${service.id} has no free slot in the next ${DAYS_AHEAD} days`);
}

/** A guest's booking of the next free slot, checked out with cash; its id (from the booking.created it recorded). */
async function booked(r: TriggerRun): Promise<{ service: ListedService; bookingId: string; slot: Slot }> {
  const service = await firstService(r);
  r.objects.service = service.id;
  const slot = await freeSlot(r, service);
  await r.step('add the slot to the cart', 'addCartItem', {
    body: {
      item_id: service.product_id,
      variant_id: variantOf(service),
      location_id: service.location_ids[0],
      scheduled_start: slot.start,
      scheduled_end: slot.end,
    },
  });
  const { orderId } = await checkout(r, { method: 'cash' });
  const created = await events(r.sandbox.services.db, r.sandbox.tenant).findOne({
    type: 'booking.created',
    'data.order_id': orderId,
  });
  const bookingId = typeof created?.data.id === 'string' ? created.data.id : '';
  if (!bookingId) throw conflict(`${r.event}: the checkout of order ${orderId} booked nothing`);
  r.objects.booking = bookingId;
  return { service, bookingId, slot };
}

const byBooking = (id: string): EventMatch => ({ field: 'id', id });

export const bookingRecipes: Partial<Record<EventType, Recipe>> = {
  'booking.created': {
    takes: ['email', 'name'],
    run: async (r) => byBooking((await booked(r)).bookingId),
  },
  'booking.rescheduled': {
    takes: ['email', 'name', 'reason'],
    async run(r) {
      const { service, bookingId, slot } = await booked(r);
      const to = await freeSlot(r, service, slot.start);
      await r.step('move the booking', 'adminRescheduleBooking', {
        params: { booking_id: bookingId },
        body: {
          new_start_time: to.start,
          new_end_time: to.end,
          reason: r.text('reason', 'Moved by cimplify trigger'),
        },
      });
      return byBooking(bookingId);
    },
  },
  'booking.cancelled': {
    takes: ['email', 'name', 'reason'],
    async run(r) {
      const { bookingId } = await booked(r);
      await r.step('cancel the booking', 'adminCancelBooking', {
        params: { booking_id: bookingId },
        body: { reason: r.text('reason', 'Cancelled by cimplify trigger') },
      });
      return byBooking(bookingId);
    },
  },
};
