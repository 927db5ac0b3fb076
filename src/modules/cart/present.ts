// API shapes of the cart (spec/storefront/components/schemas/Cart.yaml, CartItem.yaml, CartCoupon.yaml,
// SelectedBundleComponent.yaml, SelectedCompositeComponent.yaml, AppliedDiscount.yaml), and of what an order keeps
// of them (the same selections and discounts, frozen at checkout: src/modules/orders/present.ts, Link's too).
import { formatMinor } from '../../kernel/money.js';
import { dealValueText } from './rules/totals.js';
import type {
  AppliedDiscount,
  CartDoc,
  ChosenAddOn,
  ChosenBundleComponent,
  ChosenCompositeComponent,
} from './model.js';
import type { PricedCart, PricedCartLine } from './pricing.js';
import { iso } from '../../kernel/format.js';
import { presentShippingOption } from '../shipping/index.js';
import { shippingProblem } from './shipping.js';

export const presentAddOn = (o: ChosenAddOn) => ({ id: o.id, name: o.name, price: formatMinor(o.price) });

export const presentBundleSelection = (s: ChosenBundleComponent) => ({
  component_id: s.component_id,
  name: s.name,
  variant_id: s.variant_id,
  variant_name: s.variant_name,
  quantity: s.quantity,
});

export const presentCompositeSelection = (s: ChosenCompositeComponent) => ({
  component_id: s.component_id,
  name: s.name,
  quantity: s.quantity,
  variant_id: s.variant_id,
  variant_name: s.variant_name,
  add_on_option_id: s.add_on_option_id,
  add_on_option_name: s.add_on_option_name,
});

export const presentDiscount = (d: AppliedDiscount) => ({
  deal_id: d.deal_id,
  kind: d.kind,
  label: d.label,
  amount: formatMinor(d.amount),
});

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
    bundle_selections: p.bundle_selections.map(presentBundleSelection),
    composite_selections: p.composite_selections.map(presentCompositeSelection),
    special_instructions: l.special_instructions,
    scheduled_start: iso(l.scheduled_start),
    scheduled_end: iso(l.scheduled_end),
    staff_id: l.staff_id,
    billing_plan_id: l.billing_plan_id,
  };
}

export function presentCart(cart: CartDoc, priced: PricedCart) {
  const coupon =
    priced.coupon && cart.coupon
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
      shipping: formatMinor(priced.pricing.shipping),
      total_price: formatMinor(priced.pricing.total_price),
      currency: priced.pricing.currency,
    },
    discounts: priced.discounts.map(presentDiscount),
    delivery: presentDelivery(cart, priced),
    coupon,
  };
}

/** The cart's delivery address with the rates offered there and the one charged (CartDelivery), or null. */
function presentDelivery(cart: CartDoc, priced: PricedCart) {
  const s = priced.shipping;
  if (!cart.delivery || !s) return null;
  return {
    address: { ...cart.delivery.address } as { country: string },
    shipping_rate_id: s.chosen?.rate.id ?? null,
    options: s.quote.kind === 'covered' ? s.quote.options.map(presentShippingOption) : [],
    problem: shippingProblem(s, 'address', 'shipping_rate_id', null),
  };
}
