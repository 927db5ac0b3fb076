// The import's shipping section, checked as the rest of the document is (references.ts runs this): zone refs unique,
// rate refs (else names) unique within their zone, free products and pickup locations that exist, and what the
// platform API checks of a zone (bands in order, amounts not negative, delivery days not reversed).
import { zoneFromInput } from '../shipping/index.js';
import { pointer as ptr, type FileLists, type ImportProblem } from './format.js';

/** A rate's key within its zone: its ref, else its name. */
export const rateKey = (r: { ref?: string; name: string }) => r.ref ?? r.name;

export interface ShippingChecks {
  file: FileLists;
  location(ref: string, where: string): void;
  product(slug: string, where: string): void;
  unique<T>(items: T[], key: (t: T) => string, where: (i: number) => string, what: string): void;
  add(pointer: string, message: string): void;
}

export function checkShipping(c: ShippingChecks): void {
  const zones = c.file.shippingZones;
  c.unique(
    zones,
    (z) => z.ref,
    (i) => ptr('shipping', 'zones', i, 'ref'),
    'shipping zone ref',
  );
  zones.forEach((z, i) => {
    c.unique(z.rates, rateKey, (j) => ptr('shipping', 'zones', i, 'rates', j, z.rates[j].ref ? 'ref' : 'name'), 'rate');
    z.rates.forEach((r, j) =>
      (r.free_products ?? []).forEach((slug, k) =>
        c.product(slug, ptr('shipping', 'zones', i, 'rates', j, 'free_products', k)),
      ),
    );
    for (const p of zoneShapeProblems(z, i)) c.add(p.pointer, p.message);
  });
  (c.file.pickupLocations ?? []).forEach((ref, i) => c.location(ref, ptr('shipping', 'pickup_locations', i)));
}

/** The zone's problems as the platform API finds them, as pointers into the document. */
function zoneShapeProblems(z: FileLists['shippingZones'][number], i: number): ImportProblem[] {
  const input = {
    name: z.name,
    destinations: z.destinations,
    rates: z.rates.map((r) => ({ name: r.name, price: r.price, ...days(r), free_above: r.free_above ?? null })),
  };
  return zoneFromInput(input, new Set()).problems.map((p) => ({
    pointer: ptr('shipping', 'zones', i, ...p.path),
    message: p.message,
  }));
}

const days = (r: { min_delivery_days?: number | null; max_delivery_days?: number | null }) => ({
  min_delivery_days: r.min_delivery_days ?? null,
  max_delivery_days: r.max_delivery_days ?? null,
});
