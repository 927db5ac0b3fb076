// A zone as the contract sends it (PlatformShippingZoneInput, and the catalogue import's zones once their references
// are resolved) made into what is stored: amounts as minor units, defaults filled in, rate ids kept or given. What the
// schema cannot check is checked by rules/validate.ts; a rate id that is not one of the zone's is a problem too.
import type { PlatformShippingZoneInput } from '../../../generated/sdk/platform/types.gen.js';
import { newId } from '../../kernel/ids.js';
import { toMinor } from '../../kernel/money.js';
import type { RatePrice, ShippingDestination, ShippingRate } from './model.js';
import { zoneProblems, type ZoneProblem } from './rules/validate.js';

export type ZoneInput = PlatformShippingZoneInput;
type RateInput = ZoneInput['rates'][number];

function priceOf(price: RateInput['price']): RatePrice {
  switch (price.type) {
    case 'flat':
      return { type: 'flat', amount: toMinor(price.amount) };
    case 'weight':
      return { type: 'weight', bands: price.bands.map((b) => ({ up_to: b.up_to_grams, amount: toMinor(b.amount) })) };
    case 'subtotal':
      return {
        type: 'subtotal',
        bands: price.bands.map((b) => ({
          up_to: b.up_to_subtotal === null ? null : toMinor(b.up_to_subtotal),
          amount: toMinor(b.amount),
        })),
      };
  }
}

const destinationOf = (d: ZoneInput['destinations'][number]): ShippingDestination => ({
  country: d.country,
  regions: [...(d.regions ?? [])],
  postal_prefixes: [...(d.postal_prefixes ?? [])],
});

/**
 * The zone's destinations and rates as stored. `kept`: the ids a rate may keep (the zone's current rates when it is
 * replaced; none when it is created). `ref`s come from the catalogue import.
 */
export function zoneFromInput(
  input: ZoneInput,
  kept: ReadonlySet<string>,
  refs: { rates?: (string | undefined)[] } = {},
): { destinations: ShippingDestination[]; rates: ShippingRate[]; problems: ZoneProblem[] } {
  const problems: ZoneProblem[] = [];
  const rates = input.rates.map((r, i): ShippingRate => {
    if (r.id !== undefined && !kept.has(r.id))
      problems.push({ path: ['rates', i, 'id'], message: `${r.id} is not a rate of this zone` });
    const ref = refs.rates?.[i];
    return {
      id: r.id ?? newId('shippingRate'),
      ...(ref ? { ref } : {}),
      name: r.name,
      price: priceOf(r.price),
      min_delivery_days: r.min_delivery_days ?? null,
      max_delivery_days: r.max_delivery_days ?? null,
      free_above: r.free_above === null || r.free_above === undefined ? null : toMinor(r.free_above),
      free_product_ids: [...(r.free_product_ids ?? [])],
    };
  });
  const withIds = rates.map((r, i) => ({ ...r, id: input.rates[i].id }));
  problems.push(...zoneProblems({ rates: withIds }));
  return { destinations: input.destinations.map(destinationOf), rates, problems };
}

/** A problem's path as the platform API names fields: `body.rates[0].price.bands[1].amount`. */
export function bodyField(path: (string | number)[]): string {
  return path.reduce<string>((out, p) => (typeof p === 'number' ? `${out}[${p}]` : `${out}.${p}`), 'body');
}
