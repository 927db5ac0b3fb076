// What each line of an order cost the customer: its total, less its share of the discounts, plus its share of the
// tax when the tax was added on top. Checkout keeps the result on each line; cancelling one booking of an order
// refunds that line's `paid`. Pure, integer minor units.
//
// Rules, following the pricing (src/modules/cart/rules/totals.ts):
//   1. Each discount, in the order it was applied, is shared over the lines its deal covered, in proportion to
//      what is left of each line after the discounts before it; a line never takes more than is left of it (what
//      a covered line cannot take goes to the other lines, in proportion to what is left of them).
//   2. The tax, computed once on the discounted subtotal, is shared over the lines in proportion to their
//      discounted amounts (line total − its discount share).
//   3. Shares are whole minor units: each line gets the whole part of its exact share, and the units left over go
//      one each to the lines with the largest fractions (the earlier line on a tie), so the shares add up exactly
//      to the discount and the tax, and the lines' `paid` to the order's total.

export interface AllocationInput {
  /** Line totals (unit price × quantity), in the order's line order. */
  lines: readonly number[];
  /** Each discount as applied, with which lines its deal covered (`covers[i]` for line i). */
  discounts: readonly { amount: number; covers: readonly boolean[] }[];
  /** The order's tax. */
  tax: number;
  /** Whether the tax is contained in the prices (then it is not added to what was paid). */
  taxIncluded: boolean;
}

/** One line's part of the order's money (stored on the order line as `allocation`). */
export interface LineAllocation {
  discount: number;
  tax: number;
  /** What the customer paid for the line: total − discount (+ tax when added on top). */
  paid: number;
}

/** `amount` shared out in proportion to `weights` (non-negative), by the largest remainder; all zero when they are. */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((n, w) => n + w, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  // BigInt: amount × weight can pass 2^53 for large orders.
  const big = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = big.map((x) => Number(x / BigInt(total)));
  const rests = big.map((x, i) => ({ i, rest: x % BigInt(total) }));
  let left = amount - shares.reduce((n, s) => n + s, 0);
  rests.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of rests) {
    if (left <= 0) break;
    if (weights[i] > 0) {
      shares[i] += 1;
      left -= 1;
    }
  }
  return shares;
}

/** Rule 1 for one discount: its shares of the lines, none beyond what is left of a line. */
function shareDiscount(amount: number, covers: readonly boolean[], left: readonly number[]): number[] {
  const covered = left.map((l, i) => (covers[i] ? l : 0));
  const room = covered.reduce((n, l) => n + l, 0);
  if (room >= amount) return shareOut(amount, covered);
  const rest = shareOut(
    amount - room,
    left.map((l, i) => (covers[i] ? 0 : l)),
  );
  return covered.map((c, i) => c + rest[i]);
}

/**
 * Rule 1 for every discount in turn: `shares[d][i]` is discount d's share of line i, and `left[i]` what is left of
 * line i after them all. Pricing follows the same shares to know what a discount code applies to (totals.ts).
 */
export function discountShares(
  lines: readonly number[],
  discounts: AllocationInput['discounts'],
): { shares: number[][]; left: number[] } {
  const left = [...lines];
  const shares = discounts.map((d) => {
    const own = shareDiscount(d.amount, d.covers, left);
    own.forEach((s, i) => {
      left[i] -= s;
    });
    return own;
  });
  return { shares, left };
}

export function allocateOrder(input: AllocationInput): LineAllocation[] {
  const { shares, left } = discountShares(input.lines, input.discounts);
  const discount = input.lines.map((_, i) => shares.reduce((n, s) => n + s[i], 0));
  const tax = shareOut(input.tax, left);
  return input.lines.map((_, i) => ({
    discount: discount[i],
    tax: tax[i],
    paid: left[i] + (input.taxIncluded ? 0 : tax[i]),
  }));
}

/** What orderAllocation reads of an order (its stored form). */
export interface AllocatedOrder {
  items: readonly { total: number; allocation?: LineAllocation }[];
  subtotal: number;
  discount_amount: number;
  tax_amount: number;
  total_price: number;
}

/**
 * The allocation of an order's lines: as checkout kept it; for orders placed before it was kept, the same rules
 * with every discount shared over all the lines (which lines a deal covered was not kept), and the tax taken as
 * contained when the total says so (total = subtotal − discount).
 */
export function orderAllocation(order: AllocatedOrder): LineAllocation[] {
  if (order.items.every((i) => i.allocation)) return order.items.map((i) => i.allocation!);
  return allocateOrder({
    lines: order.items.map((i) => i.total),
    discounts:
      order.discount_amount > 0 ? [{ amount: order.discount_amount, covers: order.items.map(() => true) }] : [],
    tax: order.tax_amount,
    taxIncluded: order.tax_amount > 0 && order.total_price === order.subtotal - order.discount_amount,
  });
}
