// Cart pricing: from priced lines, the applied coupon, the business's automatic deals and its tax settings to
// `{ subtotal, discount_total, tax_total, total_price }`, all integer minor units. Pure: the caller loads the
// documents; the same function prices the cart for the storefront and for checkout, so they cannot disagree.
//
// Rules, in order:
//   1. subtotal = Σ line_total (line_total = unit_price × quantity, exact in minor units).
//   2. Discounts. Each running automatic deal (no code) and the coupon (a deal with a code) is worth
//      discountOn(deal, eligible subtotal), where the eligible subtotal is the sum of the lines the deal targets
//      (every line when it targets nothing; else lines whose product, category or collection it names). A deal
//      that is not running, not valid at the cart's location, used up, below its `min_subtotal` (compared with
//      the whole cart subtotal) or that matches no line gives 0. Automatic deals apply first (ending soonest
//      first), then the coupon; each is capped by what is left of the subtotal, so the discount never exceeds it.
//      A percentage is rounded half away from zero once per deal.
//      Discount codes (a caller's ordered list, e.g. a UCP checkout's; the storefront passes none) come after
//      those, one after another, each on what is left: a code's deal is worth discountOn(deal, what is left of the
//      lines it covers after every discount before it), the lines' shares following rules/allocation.ts, so a
//      percentage compounds (10 % then 20 % of 35.00: 31.50, then 25.20) and a fixed amount is capped by what is
//      left. A code gives nothing, with the reason, when no deal has it, when its deal fails a rule above
//      (dealRejection), covers no line, repeats an earlier code, or finds nothing left.
//   3. Tax, rounded once per cart (never per line, so a cart of many cheap lines is not over- or under-taxed by
//      accumulated rounding): on the discounted subtotal D = subtotal − discount_total,
//        exclusive: tax_total = round(D × rate), total_price = D + tax_total;
//        inclusive: tax_total = round(D × rate / (1 + rate)) (the tax part already in D), total_price = D.
//      Half rounds away from zero.
import { percentOf } from '../../../kernel/money.js';
import {
  type DealRejection,
  dealRejection,
  discountOn,
  orderDeals,
  pickDealForCode,
} from '../../catalogue/rules/deals.js';
import { discountShares } from './allocation.js';
import type { DealDoc } from '../../catalogue/index.js';
import type { TaxSettings } from '../../business/index.js';

export interface PricingLine {
  product_id: string;
  /** The product's category and its ancestors (a deal on a parent category covers its children). */
  category_ids: readonly string[];
  /** Collections the product belongs to. */
  collection_ids: readonly string[];
  line_total: number;
}

export type PricingDeal = Pick<
  DealDoc,
  | '_id'
  | 'code'
  | 'discount_type'
  | 'value'
  | 'min_subtotal'
  | 'starts_at'
  | 'ends_at'
  | 'is_active'
  | 'product_ids'
  | 'category_ids'
  | 'collection_ids'
  | 'location_ids'
  | 'usage_limit'
  | 'usage_count'
>;

export interface CartPricingInput {
  lines: readonly PricingLine[];
  /** The applied coupon's deal, or null (also null when the code no longer names a deal). */
  coupon: PricingDeal | null;
  /** Deals without a code; those not running are ignored here. */
  automaticDeals: readonly PricingDeal[];
  tax: Pick<TaxSettings, 'rate_bps' | 'inclusive'>;
  currency: string;
  locationId: string | null;
  now: Date;
  /** Discount codes in the order to apply them, after the automatic deals and the coupon (rule 2); none: []. */
  codes?: readonly CodeInput[];
}

/** A discount code as given (normalised: trimmed, upper-cased) and the deals that have it (none: unknown). */
export interface CodeInput {
  code: string;
  deals: readonly PricingDeal[];
}

/** Why a code gives nothing: a deal rule it fails, or it covers no line, repeats a code, finds nothing left. */
export type CodeRejection = DealRejection | 'not_applicable' | 'duplicate' | 'nothing_left';

/** What one code gave: its deal (null when no deal has it), the amount (0 when rejected) and why it gave nothing. */
export interface CodeOutcome {
  code: string;
  deal_id: string | null;
  amount: number;
  rejection: CodeRejection | null;
}

export interface AppliedDiscount {
  deal_id: string;
  amount: number;
}

export interface CartTotals {
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total_price: number;
  currency: string;
  /** What each deal gave, automatic deals first then the coupon; deals giving 0 are left out. */
  discounts: AppliedDiscount[];
  /** What the coupon gives on this cart (0 when it does not qualify). */
  coupon_discount: number;
  /** One outcome per code given, in its order (the applied ones are in `discounts` too, after the coupon). */
  codes: CodeOutcome[];
}

/** Whether a line is one the deal targets. */
export function dealCoversLine(
  deal: Pick<PricingDeal, 'product_ids' | 'category_ids' | 'collection_ids'>,
  line: PricingLine,
): boolean {
  const targeted = deal.product_ids.length + deal.category_ids.length + deal.collection_ids.length > 0;
  if (!targeted) return true;
  return (
    deal.product_ids.includes(line.product_id) ||
    line.category_ids.some((c) => deal.category_ids.includes(c)) ||
    line.collection_ids.some((c) => deal.collection_ids.includes(c))
  );
}

/** Sum of the line totals the deal targets. */
export function eligibleSubtotal(deal: PricingDeal, lines: readonly PricingLine[]): number {
  return lines.reduce((n, l) => (dealCoversLine(deal, l) ? n + l.line_total : n), 0);
}

/** What the deal is worth on this cart before the cap (0 when it does not qualify). */
export function dealValue(
  deal: PricingDeal,
  lines: readonly PricingLine[],
  subtotal: number,
  now: Date,
  locationId: string | null,
): number {
  if (dealRejection(deal as DealDoc, { subtotal, now, locationId }) !== null) return 0;
  const eligible = eligibleSubtotal(deal, lines);
  return eligible > 0 ? discountOn(deal, eligible) : 0;
}

/** Tax contained in, or to add to, a discounted subtotal; rounded half away from zero. */
export function taxOn(discounted: number, tax: Pick<TaxSettings, 'rate_bps' | 'inclusive'>): number {
  if (tax.rate_bps <= 0 || discounted <= 0) return 0;
  if (!tax.inclusive) return percentOf(discounted, tax.rate_bps);
  // Integer arithmetic: D × rate / (10000 + rate), half up (both operands are non-negative here).
  const num = discounted * tax.rate_bps;
  const den = 10_000 + tax.rate_bps;
  return Math.floor((2 * num + den) / (2 * den));
}

export function priceCartTotals(input: CartPricingInput): CartTotals {
  const subtotal = input.lines.reduce((n, l) => n + l.line_total, 0);
  const discounts: AppliedDiscount[] = [];
  let remaining = subtotal;
  const automatic = orderDeals(input.automaticDeals.filter((d) => d.code === null) as DealDoc[]);
  for (const deal of automatic) {
    const amount = Math.min(remaining, dealValue(deal, input.lines, subtotal, input.now, input.locationId));
    if (amount > 0) {
      discounts.push({ deal_id: deal._id, amount });
      remaining -= amount;
    }
  }
  let couponDiscount = 0;
  if (input.coupon) {
    couponDiscount = Math.min(remaining, dealValue(input.coupon, input.lines, subtotal, input.now, input.locationId));
    if (couponDiscount > 0) {
      discounts.push({ deal_id: input.coupon._id, amount: couponDiscount });
      remaining -= couponDiscount;
    }
  }
  const codes = applyCodes(input, subtotal, discounts);
  for (const c of codes) remaining -= c.amount;
  const discount_total = subtotal - remaining;
  const tax_total = taxOn(remaining, input.tax);
  const total_price = input.tax.inclusive ? remaining : remaining + tax_total;
  return {
    subtotal,
    discount_total,
    tax_total,
    total_price,
    currency: input.currency,
    discounts,
    coupon_discount: couponDiscount,
    codes,
  };
}

/** The deal a code names, or why it gives nothing before any amount is worked out. */
function codeDeal(
  c: CodeInput,
  seen: ReadonlySet<string>,
  input: CartPricingInput,
  subtotal: number,
): { deal: PricingDeal | null; rejection: CodeRejection | null } {
  if (seen.has(c.code)) return { deal: null, rejection: 'duplicate' };
  const order = { subtotal, now: input.now, locationId: input.locationId };
  const picked = pickDealForCode(c.deals as DealDoc[], order);
  if (!picked.deal || picked.rejection) return picked;
  const covers = input.lines.some((l) => l.line_total > 0 && dealCoversLine(picked.deal!, l));
  return covers ? picked : { deal: picked.deal, rejection: 'not_applicable' };
}

/**
 * Rule 2's codes: each on what is left of the lines it covers after the discounts before it (`applied`, to which
 * each applied code is added). Returns one outcome per code, in order.
 */
function applyCodes(input: CartPricingInput, subtotal: number, applied: AppliedDiscount[]): CodeOutcome[] {
  if (!input.codes?.length) return [];
  const dealOf = new Map<string, PricingDeal>(
    [...input.automaticDeals, ...(input.coupon ? [input.coupon] : [])].map((d) => [d._id, d]),
  );
  const coverage = (deal: PricingDeal) => input.lines.map((l) => dealCoversLine(deal, l));
  const prior = applied.map((a) => ({ amount: a.amount, covers: coverage(dealOf.get(a.deal_id)!) }));
  const { left } = discountShares(
    input.lines.map((l) => l.line_total),
    prior,
  );
  const seen = new Set<string>();
  return input.codes.map((c) => {
    const { deal, rejection } = codeDeal(c, seen, input, subtotal);
    seen.add(c.code);
    if (!deal || rejection) return { code: c.code, deal_id: deal?._id ?? null, amount: 0, rejection };
    const covers = coverage(deal);
    const amount = discountOn(
      deal,
      left.reduce((n, l, i) => (covers[i] ? n + l : n), 0),
    );
    if (amount <= 0) return { code: c.code, deal_id: deal._id, amount: 0, rejection: 'nothing_left' };
    const [shares] = discountShares(left, [{ amount, covers }]).shares;
    shares.forEach((s, i) => {
      left[i] -= s;
    });
    applied.push({ deal_id: deal._id, amount });
    return { code: c.code, deal_id: deal._id, amount, rejection: null };
  });
}

/** A deal's `value` as the contract shows it: percent for percentages ("10", "12.5"), a Money string otherwise. */
export function dealValueText(deal: Pick<DealDoc, 'discount_type' | 'value'>): string {
  if (deal.discount_type === 'fixed_amount') {
    return `${Math.floor(deal.value / 100)}.${String(deal.value % 100).padStart(2, '0')}`;
  }
  const whole = Math.floor(deal.value / 100);
  const frac = deal.value % 100;
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}
