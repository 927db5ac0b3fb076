// What a zone's schema cannot say, checked before it is stored (the platform API and the catalogue import both):
// bands in increasing order with only the last one open, no negative amounts, delivery days not reversed, and a
// rate id used once in the zone. Each problem is a path inside the zone and a message; callers write the path their
// own way (`body.rates[0]…` on the API, a JSON pointer in an import). Pure.
import type { RatePrice, ShippingRate } from '../model.js';

export interface ZoneProblem {
  path: (string | number)[];
  message: string;
}

type RateInput = Pick<ShippingRate, 'price' | 'min_delivery_days' | 'max_delivery_days' | 'free_above'> & {
  id?: string;
};

function priceProblems(price: RatePrice, at: (string | number)[]): ZoneProblem[] {
  if (price.type === 'flat') {
    return price.amount < 0 ? [{ path: [...at, 'amount'], message: 'must not be negative' }] : [];
  }
  const bound = price.type === 'weight' ? 'up_to_grams' : 'up_to_subtotal';
  const out: ZoneProblem[] = [];
  price.bands.forEach((b, i) => {
    const here = [...at, 'bands', i];
    if (b.amount < 0) out.push({ path: [...here, 'amount'], message: 'must not be negative' });
    if (b.up_to === null && i < price.bands.length - 1)
      out.push({ path: [...here, bound], message: 'only the last band may be open (null)' });
    const prev = i > 0 ? price.bands[i - 1].up_to : null;
    if (b.up_to !== null && b.up_to < 0) out.push({ path: [...here, bound], message: 'must not be negative' });
    else if (b.up_to !== null && prev !== null && b.up_to <= prev)
      out.push({ path: [...here, bound], message: 'bands must be in increasing order' });
  });
  return out;
}

function rateProblems(rate: RateInput, at: (string | number)[]): ZoneProblem[] {
  const out = priceProblems(rate.price, [...at, 'price']);
  if (rate.free_above !== null && rate.free_above < 0)
    out.push({ path: [...at, 'free_above'], message: 'must not be negative' });
  if (
    rate.min_delivery_days !== null &&
    rate.max_delivery_days !== null &&
    rate.min_delivery_days > rate.max_delivery_days
  )
    out.push({ path: [...at, 'max_delivery_days'], message: 'must not be less than min_delivery_days' });
  return out;
}

/** Every problem of the zone's rates, in order. */
export function zoneProblems(zone: { rates: readonly RateInput[] }): ZoneProblem[] {
  const out: ZoneProblem[] = [];
  const seen = new Set<string>();
  zone.rates.forEach((r, i) => {
    out.push(...rateProblems(r, ['rates', i]));
    if (r.id !== undefined) {
      if (seen.has(r.id)) out.push({ path: ['rates', i, 'id'], message: `${r.id} appears twice` });
      seen.add(r.id);
    }
  });
  return out;
}
