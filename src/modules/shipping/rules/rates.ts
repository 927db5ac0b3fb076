// What a zone's rates cost for a cart. The lines that ship with a rate are the cart's lines that ship at all (not
// services) and are not among the rate's free products; a rate whose lines are none costs nothing. Otherwise:
//   flat      its amount;
//   weight    the amount of the first band whose `up_to` (grams, inclusive) the lines' weight does not pass
//             (product weight × quantity; a product without a weight weighs nothing);
//   subtotal  the same with the lines' total (minor units) instead of the weight.
// Past its last band (when that one has an upper bound) a rate is not offered. A rate with `free_above` costs
// nothing once its lines' total reaches it. The rate charged is the one the shopper chose, or else the cheapest
// offered (the first of equals, in the zone's order). Pure; integer minor units throughout.
import type { RateBand, ShippingRate, ShippingZoneDoc } from '../model.js';

/** A cart line as shipping sees it. */
export interface ShippingLine {
  product_id: string;
  quantity: number;
  /** unit price × quantity, minor units. */
  line_total: number;
  /** Grams per unit (0 when the product has no weight). */
  weight_grams: number;
  /** False for lines that are never shipped (services). */
  ships: boolean;
}

/** A rate offered for a cart, with what it costs. */
export interface RateOption {
  rate: ShippingRate;
  amount: number;
}

/** The amount of the first band covering `value`, or null past the last one. */
export function bandAmount(bands: readonly RateBand[], value: number): number | null {
  for (const b of bands) if (b.up_to === null || value <= b.up_to) return b.amount;
  return null;
}

/** What the rate costs for the lines, or null when it is not offered for them (past its last band). */
export function rateAmount(rate: ShippingRate, lines: readonly ShippingLine[]): number | null {
  const free = new Set(rate.free_product_ids);
  const shipped = lines.filter((l) => l.ships && !free.has(l.product_id));
  if (shipped.length === 0) return 0;
  const subtotal = shipped.reduce((n, l) => n + l.line_total, 0);
  const weight = shipped.reduce((n, l) => n + l.weight_grams * l.quantity, 0);
  const price = rate.price;
  const amount =
    price.type === 'flat' ? price.amount : bandAmount(price.bands, price.type === 'weight' ? weight : subtotal);
  if (amount === null) return null;
  if (rate.free_above !== null && subtotal >= rate.free_above) return 0;
  return amount;
}

/** The zone's rates offered for the lines, in the zone's order. */
export function rateOptions(zone: Pick<ShippingZoneDoc, 'rates'>, lines: readonly ShippingLine[]): RateOption[] {
  return zone.rates.flatMap((rate) => {
    const amount = rateAmount(rate, lines);
    return amount === null ? [] : [{ rate, amount }];
  });
}

/** The option charged: the one `rateId` names (null when it is not offered), or without one the cheapest. */
export function chosenOption(options: readonly RateOption[], rateId?: string | null): RateOption | null {
  if (rateId) return options.find((o) => o.rate.id === rateId) ?? null;
  let best: RateOption | null = null;
  for (const o of options) if (best === null || o.amount < best.amount) best = o;
  return best;
}
