// Shipping, as stored. Per tenant (business + mode):
//
//   shipping_zones     one document per zone: the destinations it covers (countries, optionally narrowed to regions
//                      or postal-code prefixes) and its rates, embedded (a zone's rates are always read and written
//                      with it). A pricing input like the catalogue: writes stamp the business's catalogue revision
//                      (src/store/revisions.ts), under which zones.ts keeps each tenant's zones per process.
//   shipping_settings  at most one document: which of the business's locations (the catalogue's) offer pickup.
//
// Amounts are integer minor units of the business currency, weights integer grams.
import type { Tenanted } from '../../store/index.js';

/** Where a zone delivers: a country, optionally only some of its regions and/or postal codes. */
export interface ShippingDestination {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** Regions (states, provinces) of the country as the business writes them; empty = all of them. */
  regions: string[];
  /** Postal-code prefixes within the country; empty = every postal code. */
  postal_prefixes: string[];
}

/** One band of a banded price: up to `up_to` (inclusive; grams or minor units; null = no upper bound) costs `amount`. */
export interface RateBand {
  up_to: number | null;
  amount: number;
}

/** What a rate costs: one amount, or by the weight (grams) or the subtotal (minor units) of what ships. */
export type RatePrice =
  | { type: 'flat'; amount: number }
  | { type: 'weight'; bands: RateBand[] }
  | { type: 'subtotal'; bands: RateBand[] };

export interface ShippingRate {
  id: string; // shr_
  /** The merchant's handle from the catalogue import: re-imports match on it. */
  ref?: string;
  name: string;
  price: RatePrice;
  min_delivery_days: number | null;
  max_delivery_days: number | null;
  /** The rate is free when what ships with it comes to at least this (minor units); null: no such rule. */
  free_above: number | null;
  /** Products that ship free with this rate: their lines count for nothing (a cart of only them ships free). */
  free_product_ids: string[];
}

export interface ShippingZoneDoc extends Tenanted {
  _id: string; // shz_
  /** The merchant's handle from the catalogue import: re-imports match on it. */
  ref?: string;
  name: string;
  destinations: ShippingDestination[];
  rates: ShippingRate[];
  created_at: Date;
  updated_at: Date;
}

export interface ShippingSettingsDoc extends Tenanted {
  _id: string; // shs_
  /** The locations that offer pickup; null (or no settings document): every location of the business. */
  pickup_location_ids: string[] | null;
  updated_at: Date;
}
