// Which zone delivers to an address. A destination matches when the address is in its country and, where it names
// them, in one of its regions and under one of its postal-code prefixes. Several zones may match (a country-wide
// zone and a zone for its capital): the most specific wins, which is the longest postal-code prefix matched, then a
// destination that names regions over one that does not; a tie goes to the older zone (then the smaller id), so the
// answer never depends on the order zones are read in. Pure.
import type { ShippingDestination, ShippingZoneDoc } from '../model.js';

/** The parts of an address zones look at. */
export interface ShippingAddress {
  country?: string | null;
  region?: string | null;
  postal_code?: string | null;
}

/** The part of the address a refusal names when no zone covers it. */
export type UncoveredField = 'country' | 'region' | 'postal_code';

type ZoneLike = Pick<ShippingZoneDoc, '_id' | 'destinations' | 'created_at'>;

const normalCountry = (c: string | null | undefined) => (c ?? '').trim().toUpperCase();
/** Regions compare without case and with runs of spaces as one ("Greater  accra" is "Greater Accra"). */
const normalRegion = (r: string | null | undefined) => (r ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
/** Postal codes compare upper case without spaces ("sw1a 1aa" starts with "SW1A"). */
const normalPostal = (p: string | null | undefined) => (p ?? '').replace(/\s+/g, '').toUpperCase();

const inRegion = (d: ShippingDestination, a: ShippingAddress) =>
  d.regions.length === 0 || d.regions.some((r) => normalRegion(r) === normalRegion(a.region) && normalRegion(r) !== '');

/** The length of the longest prefix of `d` the postal code starts with: 0 when `d` names none, -1 when none matches. */
function prefixMatched(d: ShippingDestination, a: ShippingAddress): number {
  if (d.postal_prefixes.length === 0) return 0;
  const code = normalPostal(a.postal_code);
  let best = -1;
  for (const p of d.postal_prefixes) {
    const prefix = normalPostal(p);
    if (prefix !== '' && code.startsWith(prefix)) best = Math.max(best, prefix.length);
  }
  return best;
}

/** How specifically `d` matches the address (higher is more specific), or null when it does not match. */
function destinationScore(d: ShippingDestination, a: ShippingAddress): number | null {
  if (normalCountry(d.country) !== normalCountry(a.country) || normalCountry(a.country) === '') return null;
  if (!inRegion(d, a)) return null;
  const prefix = prefixMatched(d, a);
  if (prefix < 0) return null;
  // A matched prefix of any length outranks a region alone.
  return prefix * 2 + (d.regions.length ? 1 : 0);
}

/** The zone's best score for the address, or null when none of its destinations matches. */
function zoneScore(z: ZoneLike, a: ShippingAddress): number | null {
  let best: number | null = null;
  for (const d of z.destinations) {
    const s = destinationScore(d, a);
    if (s !== null && (best === null || s > best)) best = s;
  }
  return best;
}

/** The zone that delivers to the address, or null when none covers it. */
export function zoneFor<Z extends ZoneLike>(zones: readonly Z[], address: ShippingAddress): Z | null {
  let chosen: Z | null = null;
  let chosenScore = -1;
  for (const z of zones) {
    const s = zoneScore(z, address);
    if (s === null) continue;
    const better = chosen === null || s > chosenScore || (s === chosenScore && olderThan(z, chosen));
    if (better) {
      chosen = z;
      chosenScore = s;
    }
  }
  return chosen;
}

const olderThan = (a: ZoneLike, b: ZoneLike) =>
  a.created_at.getTime() < b.created_at.getTime() ||
  (a.created_at.getTime() === b.created_at.getTime() && a._id < b._id);

/**
 * Why no zone covers the address, as the field to name: its country (no zone delivers there, or none was given), its
 * region (zones deliver to the country, but only to other regions) or its postal code.
 */
export function uncoveredField(zones: readonly ZoneLike[], address: ShippingAddress): UncoveredField {
  const country = normalCountry(address.country);
  const here = zones
    .flatMap((z) => z.destinations)
    .filter((d) => country !== '' && normalCountry(d.country) === country);
  if (here.length === 0) return 'country';
  return here.some((d) => inRegion(d, address)) ? 'postal_code' : 'region';
}
