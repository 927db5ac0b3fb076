// The import's shipping section (PlatformCatalogueImportShipping): zones upserted by ref, each written whole (its
// rates keep their ids by ref, else name; rates the file drops are gone), and, when the file gives them, the
// locations that offer pickup. Zones the file does not mention are left alone. The checks ran before
// (check-shipping.ts), so every reference resolves here.
import type { ClientSession } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { COLLECTION } from '../../store/index.js';
import { updateIn } from '../../store/transaction.js';
import { zoneFromInput, type ShippingZoneDoc } from '../shipping/index.js';
import { byKey, loc, put, type ApplyContext } from './apply-context.js';
import { rateKey } from './check-shipping.js';

type FileZone = ApplyContext['file']['shippingZones'][number];

/** The zone as stored, its rates keeping the ids their keys had. */
function zoneParts(ctx: ApplyContext, z: FileZone, stored: ShippingZoneDoc | undefined) {
  const keptIds = new Map((stored?.rates ?? []).map((r) => [r.ref ?? r.name, r.id]));
  const input = {
    name: z.name,
    destinations: z.destinations,
    rates: z.rates.map((r) => ({
      id: keptIds.get(rateKey(r)),
      name: r.name,
      price: r.price,
      min_delivery_days: r.min_delivery_days ?? null,
      max_delivery_days: r.max_delivery_days ?? null,
      free_above: r.free_above ?? null,
      free_product_ids: (r.free_products ?? []).map((slug) => ctx.id.product.get(slug)!),
    })),
  };
  return zoneFromInput(input, new Set(keptIds.values()), { rates: z.rates.map(rateKey) });
}

export async function writeShipping(ctx: ApplyContext, session: ClientSession): Promise<void> {
  const { shippingZones, pickupLocations } = ctx.file;
  if (shippingZones.length) {
    const refs = shippingZones.map((z) => z.ref);
    const stored = byKey(
      (await ctx.store.shippingZones.find({ ref: { $in: refs } }, { session }).toArray()) as ShippingZoneDoc[],
      (z) => z.ref,
    );
    for (const z of shippingZones) {
      const current = stored.get(z.ref);
      const id = current?._id ?? newId('shippingZone');
      const { destinations, rates } = zoneParts(ctx, z, current);
      put(ctx, ctx.store.shippingZones, 'shipping_zones', id, !!current, {
        ref: z.ref,
        name: z.name,
        destinations,
        rates,
      });
      ctx.ids[`shipping_zone:${z.ref}`] = id;
      for (const r of rates) ctx.ids[`shipping_rate:${z.ref}/${r.ref}`] = r.id;
    }
  }
  if (pickupLocations !== undefined) {
    const ids = pickupLocations === null ? null : pickupLocations.map((ref) => loc(ctx, ref));
    ctx.writes.push(
      updateIn(
        COLLECTION.shipping_settings,
        {},
        { $set: { pickup_location_ids: ids, updated_at: ctx.now }, $setOnInsert: { _id: newId('shippingSettings') } },
        { ...ctx.scope, upsert: true },
      ),
    );
  }
}
