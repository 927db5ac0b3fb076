// API shapes of shipping: the platform's PlatformShippingZone (with PlatformShippingRate) and PlatformShippingPickup,
// and a rate offered to a shopper (the storefront cart's CartShippingOption). Money leaves as two-decimal strings.
import { formatMinor } from '../../kernel/money.js';
import type { PickupView } from './pickup.js';
import type { RatePrice, ShippingRate, ShippingZoneDoc } from './model.js';
import type { RateOption } from './rules/rates.js';

function presentPrice(price: RatePrice) {
  switch (price.type) {
    case 'flat':
      return { type: 'flat' as const, amount: formatMinor(price.amount) };
    case 'weight':
      return {
        type: 'weight' as const,
        bands: price.bands.map((b) => ({ up_to_grams: b.up_to, amount: formatMinor(b.amount) })),
      };
    case 'subtotal':
      return {
        type: 'subtotal' as const,
        bands: price.bands.map((b) => ({
          up_to_subtotal: b.up_to === null ? null : formatMinor(b.up_to),
          amount: formatMinor(b.amount),
        })),
      };
  }
}

const presentRate = (r: ShippingRate) => ({
  id: r.id,
  name: r.name,
  price: presentPrice(r.price),
  min_delivery_days: r.min_delivery_days,
  max_delivery_days: r.max_delivery_days,
  free_above: r.free_above === null ? null : formatMinor(r.free_above),
  free_product_ids: [...r.free_product_ids],
});

export function presentShippingZone(z: ShippingZoneDoc) {
  return {
    id: z._id,
    name: z.name,
    destinations: z.destinations.map((d) => ({
      country: d.country,
      regions: [...d.regions],
      postal_prefixes: [...d.postal_prefixes],
    })),
    rates: z.rates.map(presentRate),
    created_at: z.created_at.toISOString(),
    updated_at: z.updated_at.toISOString(),
  };
}

export function presentPickup(view: PickupView) {
  return {
    all_locations: view.all,
    locations: view.locations.map((l) => ({
      id: l._id,
      name: l.name,
      timezone: l.timezone,
      address: l.address ? { ...l.address } : null,
      pickup: view.offering.has(l._id),
    })),
  };
}

/** A rate offered for a cart: what it costs that cart and how long it takes. */
export const presentShippingOption = (o: RateOption) => ({
  id: o.rate.id,
  name: o.rate.name,
  amount: formatMinor(o.amount),
  min_delivery_days: o.rate.min_delivery_days,
  max_delivery_days: o.rate.max_delivery_days,
});
