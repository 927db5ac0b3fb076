// The shipping area's front door: what the rest of src/ may use of it. Files outside the area import only this;
// scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { shippingSetup } from './cache.js';
export type { ShippingZoneDoc } from './model.js';
export { offersPickup, pickupView, setPickup } from './pickup.js';
export { presentPickup, presentShippingOption, presentShippingZone } from './present.js';
export { chosenOption, type RateOption, type ShippingLine } from './rules/rates.js';
export { quoteShipping, type ShippingQuote } from './rules/quote.js';
export { createZone, deleteZone, getZone, listZones, replaceZone } from './zones.js';
export { zoneFromInput } from './input.js';
export { shippingZones } from './store.js';
