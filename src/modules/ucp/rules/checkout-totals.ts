// A checkout's money in UCP's shape (docs/ucp.md §Totals): the signed `totals` breakdown of the checkout and of each
// line, from the cart area's pricing. Pure; integer minor units.
//
// - Exactly one `subtotal` (Σ line subtotals) and one `total`; every other entry adds up to the total with them.
// - The cart area shares every discount out over the lines (its deals apply to lines), so discounts are
//   `items_discount` (negative), in each line and in the checkout; `discount` (order level) is not used.
// - `fulfillment` ("Shipping"): the selected options' prices, when one is selected.
// - `tax` only when the business adds tax on top of its prices: inclusive tax is already in the subtotal, and an
//   entry for it would break the sum; the answer says it in an info message instead (taxIncludedMessage).
export interface TotalEntry {
  type: string;
  amount: number;
  display_text?: string;
}

/** A priced line's money: its subtotal (unit price × quantity) and its share of the discounts (positive). */
export interface LineMoney {
  subtotal: number;
  discount: number;
}

export function lineTotals(l: LineMoney): TotalEntry[] {
  const out: TotalEntry[] = [{ type: 'subtotal', amount: l.subtotal }];
  if (l.discount > 0) out.push({ type: 'items_discount', amount: -l.discount });
  out.push({ type: 'total', amount: l.subtotal - l.discount });
  return out;
}

export interface CheckoutMoney {
  lines: readonly LineMoney[];
  /** The selected fulfillment options' prices; null when none is selected yet. */
  fulfillment: number | null;
  /** The tax the cart area computed. */
  tax: number;
  /** The business's tax: whether prices include it, and whether it charges any at all. */
  taxInclusive: boolean;
  taxCharged: boolean;
}

export function checkoutTotals(m: CheckoutMoney): TotalEntry[] {
  const subtotal = m.lines.reduce((n, l) => n + l.subtotal, 0);
  const discount = m.lines.reduce((n, l) => n + l.discount, 0);
  const out: TotalEntry[] = [{ type: 'subtotal', amount: subtotal }];
  if (discount > 0) out.push({ type: 'items_discount', amount: -discount });
  if (m.fulfillment !== null) out.push({ type: 'fulfillment', display_text: 'Shipping', amount: m.fulfillment });
  const addedTax = m.taxCharged && !m.taxInclusive ? m.tax : 0;
  if (m.taxCharged && !m.taxInclusive) out.push({ type: 'tax', amount: addedTax });
  out.push({ type: 'total', amount: subtotal - discount + (m.fulfillment ?? 0) + addedTax });
  return out;
}

/** The amount `totals` charges (its `total` entry). */
export const totalOf = (totals: readonly TotalEntry[]) => totals.find((t) => t.type === 'total')?.amount ?? 0;
