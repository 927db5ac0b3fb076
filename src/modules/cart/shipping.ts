// The cart's shipping: what delivering it to an address costs under the business's shipping zones (the shipping
// area's rules), for the cart reads (the cart's own delivery address and chosen rate) and for checkout (the order's
// `address_info` and `shipping_rate_id`, which must then be offered). Services never ship; a product's weight is
// its `weight_grams` (none: nothing). A business without zones charges nothing and refuses no address.
import type { Db } from 'mongodb';
import type { TenantContext } from '../../store/index.js';
import type { BusinessDoc } from '../business/index.js';
import {
  chosenOption,
  quoteShipping,
  shippingSetup,
  type RateOption,
  type ShippingLine,
  type ShippingQuote,
} from '../shipping/index.js';
import type { ProductDoc } from '../catalogue/index.js';

/** Where to ship and with which rate. */
export interface ShippingRequest {
  /** The address's members as given (country, region and postal_code choose the zone). */
  address: Record<string, string>;
  rateId: string | null;
  /** The rate must be one offered (checkout's own choice); else an unoffered rate falls back to the cheapest. */
  strict: boolean;
}

export interface CartShipping {
  address: Record<string, string>;
  quote: ShippingQuote;
  /** The option charged: null when nothing is (no zones, the address uncovered, nothing offered, or a strict rate
   * not offered). */
  chosen: RateOption | null;
  /** Minor units charged. */
  amount: number;
}

/** A priced cart line, as much of it as shipping reads (pricing.ts's PricedCartLine). */
interface ShippableLine {
  product: Pick<ProductDoc, '_id' | 'weight_grams' | 'product_type'>;
  line: { quantity: number };
  line_total: number;
}

const shippingLines = (lines: readonly ShippableLine[]): ShippingLine[] =>
  lines.map((l) => ({
    product_id: l.product._id,
    quantity: l.line.quantity,
    line_total: l.line_total,
    weight_grams: l.product.weight_grams ?? 0,
    ships: l.product.product_type !== 'service',
  }));

/** Shipping for the lines under the tenant's zones (kept per process under the business's revision). */
export async function priceShipping(
  db: Db,
  tenant: TenantContext,
  business: Pick<BusinessDoc, 'catalogue_rev'> | null | undefined,
  lines: readonly ShippableLine[],
  request: ShippingRequest,
): Promise<CartShipping> {
  const { zones } = await shippingSetup(db, tenant, business);
  const quote = quoteShipping(zones, request.address, shippingLines(lines));
  let chosen: RateOption | null = null;
  if (quote.kind === 'covered') {
    chosen = chosenOption(quote.options, request.rateId);
    if (!chosen && !request.strict) chosen = chosenOption(quote.options);
  }
  return { address: request.address, quote, chosen, amount: chosen?.amount ?? 0 };
}

/** Why shipping to the address cannot be charged as asked, as `field: why` (fields under `prefix`), or null. */
export function shippingProblem(
  s: CartShipping,
  prefix: string,
  rateField: string,
  rateId: string | null,
): string | null {
  const q = s.quote;
  if (q.kind === 'no_zones') return null;
  if (q.kind === 'uncovered') {
    const value = s.address[q.field];
    return `${prefix}.${q.field}: the business does not deliver to ${value ? JSON.stringify(value) : 'an address without it'}`;
  }
  if (s.chosen) return null;
  if (rateId && q.options.length) return `${rateField}: ${rateId} is not offered for this cart at this address`;
  return `cart_id: no shipping rate of ${q.zone.name} takes this cart`;
}
