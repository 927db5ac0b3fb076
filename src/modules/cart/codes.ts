// Several discount codes on one cart, for callers that take an ordered list of codes (a UCP checkout session; the
// storefront cart keeps its single coupon, actions.ts). The cart is priced by the same priceCart, the codes replacing
// its coupon: automatic deals first, then each code in the order given on what is left (rules/totals.ts). The answer
// says what each discount gave and where (its share of each line), and why each code that gave nothing did not.
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import type { CartDoc } from './model.js';
import { priceCart, type PricedCart, type PricingHints } from './pricing.js';
import type { CodeRejection } from './rules/totals.js';

/** A discount's share of one priced line (`line_index` in PricedCart.lines). */
export interface DiscountAllocation {
  line_index: number;
  cart_line_id: string;
  amount: number;
}

/** A discount applied to the cart: an automatic deal (no code) or a code's deal, in the order applied. */
export interface AppliedCartDiscount {
  /** The code (normalised: trimmed, upper-cased); null for an automatic deal. */
  code: string | null;
  deal_id: string;
  /** The deal's name. */
  title: string;
  /** Minor units, positive. */
  amount: number;
  automatic: boolean;
  /** Its share of each line it took something from; the amounts add up to `amount`. */
  allocations: DiscountAllocation[];
}

/** A code that gave nothing: where it was in the list, as given, and why. */
export interface RejectedCode {
  index: number;
  code: string;
  reason: CodeRejection;
}

export interface CodePricedCart extends PricedCart {
  applied: AppliedCartDiscount[];
  rejected: RejectedCode[];
}

/** What each rejection means, after the code ("SAVE10 has expired"); the storefront's coupon answers use it too. */
export const CODE_REJECTION_TEXT: Record<CodeRejection, string> = {
  not_found: 'is not a valid code',
  inactive: 'is not active',
  not_started: 'is not valid yet',
  expired: 'has expired',
  usage_limit_reached: 'has been used up',
  not_valid_at_location: 'is not valid at this location',
  min_subtotal_not_met: 'needs a larger order',
  not_applicable: 'applies to none of the items in the cart',
  duplicate: 'is already applied',
  nothing_left: 'gives nothing more: the discounts before it already take what it applies to',
};

/**
 * Prices the cart with `codes` in their order instead of its coupon (shipping and tax as priceCart does: tax on the
 * discounted amount, shipping added undiscounted). `hints` as priceCart takes them (business, shipping).
 */
export async function priceCartWithCodes(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  cart: CartDoc,
  codes: readonly string[],
  hints: Omit<PricingHints, 'codes' | 'candidate'> = {},
): Promise<CodePricedCart> {
  const priced = await priceCart(services, tenant, cart, undefined, { ...hints, codes });
  return { ...priced, applied: appliedDiscounts(priced), rejected: rejectedCodes(priced, codes) };
}

function appliedDiscounts(priced: PricedCart): AppliedCartDiscount[] {
  const shares = priced.discountShares();
  return priced.discounts.map((d, k) => {
    const code = d.kind === 'coupon' ? d.label : null;
    const deal = code ? priced.codes.find((c) => c.code === code)?.deal : null;
    return {
      code,
      deal_id: d.deal_id,
      title: code ? (deal?.name ?? code) : d.label,
      amount: d.amount,
      automatic: code === null,
      allocations: shares[k].flatMap((amount, i) =>
        amount > 0 ? [{ line_index: i, cart_line_id: priced.lines[i].line.id, amount }] : [],
      ),
    };
  });
}

const rejectedCodes = (priced: PricedCart, given: readonly string[]): RejectedCode[] =>
  priced.codes.flatMap((c, index) => (c.rejection ? [{ index, code: given[index], reason: c.rejection }] : []));
