// The inventory area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export {
  commitWrites,
  InsufficientStockError,
  planLocations,
  release,
  releaseWrites,
  type ReservationRequest,
  reservationWrites,
  reserve,
  reserveTogether,
  restock,
} from './reservations.js';
export { heldCovers } from './rules/held.js';
export { StockReader } from './stock.js';
