// Shipping for a cart going to an address: the zone that delivers there (zones.ts) and its rates offered for the
// cart with their amounts (rates.ts), or which part of the address no zone covers. A business without zones does
// not ship by zone at all: nothing is charged and no address is refused. Pure.
import type { ShippingZoneDoc } from '../model.js';
import { rateOptions, type RateOption, type ShippingLine } from './rates.js';
import { uncoveredField, zoneFor, type ShippingAddress, type UncoveredField } from './zones.js';

export type ShippingQuote<Z extends ShippingZoneDoc = ShippingZoneDoc> =
  | { kind: 'no_zones' }
  | { kind: 'uncovered'; field: UncoveredField }
  | { kind: 'covered'; zone: Z; options: RateOption[] };

export function quoteShipping<Z extends ShippingZoneDoc>(
  zones: readonly Z[],
  address: ShippingAddress,
  lines: readonly ShippingLine[],
): ShippingQuote<Z> {
  if (zones.length === 0) return { kind: 'no_zones' };
  const zone = zoneFor(zones, address);
  if (!zone) return { kind: 'uncovered', field: uncoveredField(zones, address) };
  return { kind: 'covered', zone, options: rateOptions(zone, lines) };
}
