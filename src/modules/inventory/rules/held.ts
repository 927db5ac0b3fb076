// Whether stock already reserved (a UCP checkout session's hold) is exactly what an order's lines need, so the order
// can take those reservations over as its own instead of releasing them and reserving again: the same units, nothing
// written to the stock levels, and no moment in which another buyer could take them.
import type { ReservationDoc } from '../../orders/index.js';
import type { ReservationRequest } from '../reservations.js';

/**
 * True when `held` and `requests` pair off one to one: the same product, variant and quantity, at the location a
 * request names when it names one (a request without one is served from any location, as reserve() would serve it).
 */
export function heldCovers(held: readonly ReservationDoc[], requests: readonly ReservationRequest[]): boolean {
  if (held.length !== requests.length) return false;
  const left = [...held];
  // Requests naming a location first, so a free request never takes the reservation a fixed one needs.
  const ordered = [...requests].sort((a, b) => Number(b.location_id !== null) - Number(a.location_id !== null));
  for (const r of ordered) {
    const i = left.findIndex(
      (h) =>
        h.product_id === r.product._id &&
        h.variant_id === r.variant_id &&
        h.quantity === r.quantity &&
        (r.location_id === null || h.location_id === r.location_id),
    );
    if (i === -1) return false;
    left.splice(i, 1);
  }
  return true;
}
