// API shapes of the cart (spec/storefront/components/schemas/Cart.yaml, CartItem.yaml, CartCoupon.yaml).
import { formatMinor } from '../../kernel/money.js';
import { dealValueText } from './rules/totals.js';
import type { CartDoc } from './model.js';
import type { PricedCart, PricedCartLine } from './pricing.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentCartItem(p: PricedCartLine) {
  const l = p.line;
  return {
    id: l.id,
    item_id: l.product_id,
    name: p.name,
    variant_id: l.variant_id,
    variant_name: p.variant_name,
    quantity: l.quantity,
    unit_price: formatMinor(p.unit_price),
    line_total: formatMinor(p.line_total),
    add_on_options: [...l.add_on_option_ids],
    special_instructions: l.special_instructions,
    scheduled_start: iso(l.scheduled_start),
    scheduled_end: iso(l.scheduled_end),
    staff_id: l.staff_id,
    billing_plan_id: l.billing_plan_id,
  };
}

export function presentCart(cart: CartDoc, priced: PricedCart) {
  const coupon = priced.coupon && cart.coupon
    ? {
        code: cart.coupon.code,
        description: priced.coupon.deal.description ? priced.coupon.deal.description : null,
        discount_type: priced.coupon.deal.discount_type,
        value: dealValueText(priced.coupon.deal),
        discount_amount: formatMinor(priced.coupon.discount_amount),
      }
    : null;
  return {
    id: cart._id,
    items: priced.lines.map(presentCartItem),
    pricing: {
      subtotal: formatMinor(priced.pricing.subtotal),
      discount_total: formatMinor(priced.pricing.discount_total),
      tax_total: formatMinor(priced.pricing.tax_total),
      total_price: formatMinor(priced.pricing.total_price),
      currency: priced.pricing.currency,
    },
    coupon,
  };
}
