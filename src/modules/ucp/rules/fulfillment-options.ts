// The options of a UCP fulfillment group (docs/ucp.md §Fulfillment), from the shipping area's quote. Pure.
//
// - A rate's option id is its merchant handle (`ref`, kept by the catalogue import) when it has one, else its id,
//   so agents see the business's own names (`std-ship`).
// - An option free only by a free-shipping rule (`free_above`, free products) says so in its title (" (Free)").
// - Cheapest first (ties in the zone's order), as UCP asks options to be ordered meaningfully.
// - A business without shipping zones charges nothing for delivery (the storefront's rule): one free option.
// - Pickup at a location: one free option.
export interface OptionEntry {
  id: string;
  title: string;
  description?: string;
  totals: { type: 'total'; amount: number }[];
}

/** A rate the quote offered, with what it costs and what it would cost without its free-shipping rules. */
export interface QuotedRate {
  rate: {
    id: string;
    ref?: string;
    name: string;
    min_delivery_days: number | null;
    max_delivery_days: number | null;
  };
  amount: number;
  /** The price without free-shipping rules; null when unknown. */
  base: number | null;
}

/** The option id a rate goes by. */
export const rateOptionId = (rate: { id: string; ref?: string }) => rate.ref ?? rate.id;

export const NO_ZONES_OPTION_ID = 'standard';

function deliveryDays(min: number | null, max: number | null): string | undefined {
  const n = (d: number) => `${d} business day${d === 1 ? '' : 's'}`;
  if (min !== null && max !== null && min !== max) return `Arrives in ${min}–${max} business days`;
  if (max !== null) return `Arrives in ${n(max)}`;
  if (min !== null) return `Arrives in ${n(min)} or more`;
  return undefined;
}

export function shippingOptions(rates: readonly QuotedRate[]): OptionEntry[] {
  return rates
    .map((q, i) => ({ q, i }))
    .sort((a, b) => a.q.amount - b.q.amount || a.i - b.i)
    .map(({ q }) => {
      const freeByRule = q.amount === 0 && q.base !== null && q.base > 0;
      const description = deliveryDays(q.rate.min_delivery_days, q.rate.max_delivery_days);
      return {
        id: rateOptionId(q.rate),
        title: freeByRule ? `${q.rate.name} (Free)` : q.rate.name,
        ...(description && { description }),
        totals: [{ type: 'total' as const, amount: q.amount }],
      };
    });
}

/** The one option of a business that has no shipping zones: delivery at no charge. */
export const noZonesOption = (): OptionEntry => ({
  id: NO_ZONES_OPTION_ID,
  title: 'Standard delivery',
  totals: [{ type: 'total', amount: 0 }],
});

/** The option of picking up at a location. */
export const pickupOption = (locationName: string): OptionEntry => ({
  id: 'pickup',
  title: `Pick up at ${locationName}`,
  totals: [{ type: 'total', amount: 0 }],
});
