// Cart holds: a service line added with `scheduled_start`/`scheduled_end` claims its slot at once (same rules and
// day documents as a booking, src/flows/scheduling/claim.ts), so the cart never shows a slot someone else can still
// take.
// The hold lapses HOLD_MINUTES after it was last claimed (counted by no check after that), goes with its line
// (removed, cart cleared), and becomes the booking at checkout (book.ts), in the order's transaction.
import { newId } from '../../kernel/ids.js';
import { clockStamp } from '../../kernel/clock.js';
import { validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { ProductDoc } from '../../modules/catalogue/index.js';
import { loadService, pickLocation, vacate, bookingHolds } from '../../modules/scheduling/index.js';
import type { BookingHoldDoc } from '../../modules/scheduling/index.js';
import type { TenantContext } from '../../store/index.js';
import { inTransaction } from '../../store/transaction.js';
import type { HoldRequest } from '../../modules/cart/index.js';
import { claimSlot, type Claimed } from './claim.js';

/** How long a cart keeps its slot without checking out. */
export const HOLD_MINUTES = 15;

/** The service record behind a service product, or 400 naming the item. */
export async function serviceOf(services: Pick<Services, 'db'>, tenant: TenantContext, product: ProductDoc) {
  if (!product.service_id) throw validationError(`item_id: ${product._id} is a service without a booking calendar`);
  return loadService(services.db, tenant, product.service_id);
}

/** Claims (or re-claims, for a new participant count) the slot of a cart line; 409 naming the rule that refused. */
export async function holdSlot(services: Services, tenant: TenantContext, req: HoldRequest): Promise<Claimed> {
  const service = await serviceOf(services, tenant, req.product);
  const location = pickLocation(
    service,
    req.locationId ??
      (req.cartLocationId && service.locations.some((l) => l.location_id === req.cartLocationId)
        ? req.cartLocationId
        : undefined),
  );
  return inTransaction(services, async (session) => {
    const now = services.clock.now();
    const existing = await bookingHolds(services.db, tenant).findOne(
      { cart_id: req.cartId, line_item_id: req.lineId },
      { session },
    );
    // Its old claim must not count against the new one.
    if (existing) await vacate(services.db, tenant, [existing], now, session);
    const id = existing?._id ?? newId('bookingHold');
    const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    const claimed = await claimSlot(
      services,
      tenant,
      {
        service,
        location,
        variant: req.variant,
        start: req.start,
        end: req.end,
        endField: 'scheduled_end',
        staffId: req.staffId,
        participants: req.participants,
        occupant: { id, expiresAt },
      },
      now,
      session,
    );
    const hold: BookingHoldDoc = {
      _id: id,
      business_id: tenant.business_id,
      livemode: tenant.livemode,
      ...clockStamp(services),
      cart_id: req.cartId,
      line_item_id: req.lineId,
      service_id: service._id,
      variant_id: req.variant?._id ?? null,
      location_id: location.location_id,
      participant_count: req.participants,
      ...claimed,
      expires_at: expiresAt,
      created_at: existing?.created_at ?? now,
    };
    await bookingHolds(services.db, tenant).replaceOne({ _id: hold._id }, hold, { upsert: true, session });
    return claimed;
  });
}

/** Lets go of the holds of these lines (all of the cart's when `lineIds` is omitted), and of their claims. */
export async function releaseHolds(
  services: Pick<Services, 'db' | 'store' | 'clock'>,
  tenant: TenantContext,
  cartId: string,
  lineIds?: string[],
): Promise<void> {
  if (lineIds && lineIds.length === 0) return;
  const filter = { cart_id: cartId, ...(lineIds ? { line_item_id: { $in: lineIds } } : {}) };
  // Most carts hold no slot: nothing to start a transaction for.
  if (!(await bookingHolds(services.db, tenant).findOne(filter, { projection: { _id: 1 } }))) return;
  await inTransaction(services, async (session) => {
    const holds = await bookingHolds(services.db, tenant).find(filter, { session }).toArray();
    if (!holds.length) return;
    await bookingHolds(services.db, tenant).deleteMany({ _id: { $in: holds.map((x) => x._id) } }, { session });
    await vacate(services.db, tenant, holds, services.clock.now(), session);
  });
}
