// Storefront tag "Cart": the session cart's twelve operations. Thin: caller → src/modules/cart/actions → presenters.
import { requireTenant } from '../../kernel/caller.js';
import { unauthorized } from '../../kernel/errors.js';
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import {
  addItem,
  applyCoupon,
  cartUnits,
  clearCart,
  clearDelivery,
  setDelivery,
  readCart,
  removeCoupon,
  removeItem,
  updateItem,
  type CartCaller,
  presentCart,
  presentCartItem,
} from '../../modules/cart/index.js';
import { holdSlot, releaseHolds } from '../../flows/scheduling/holds.js';
import { queueSignals } from '../../modules/activity/index.js';

/** The cart belongs to the storefront session (and, signed in, to the customer too). */
function cartCaller(ctx: OperationContext<any>): CartCaller {
  const tenant = requireTenant(ctx.caller);
  const sessionId = ctx.caller.sessionId;
  if (!sessionId) throw unauthorized('A storefront session is required');
  return {
    tenant,
    owner: { sessionId, customerId: ctx.caller.customer?.id ?? null },
    slots: {
      hold: (req) => holdSlot(ctx.services, tenant, req),
      release: (cartId, lineIds) => releaseHolds(ctx.services, tenant, cartId, lineIds),
    },
    signals: (signals) => queueSignals(ctx.services, tenant, sessionId, signals),
  };
}

export const handlers = {
  async getCart(ctx) {
    const { cart, priced } = await readCart(ctx.services, cartCaller(ctx));
    return { data: presentCart(cart, priced) };
  },

  async listCartItems(ctx) {
    const { priced } = await readCart(ctx.services, cartCaller(ctx));
    return { data: priced.lines.map(presentCartItem) };
  },

  async getCartCount(ctx) {
    return { data: await cartUnits(ctx.services, cartCaller(ctx)) };
  },

  async getCartTotal(ctx) {
    const { cart, priced } = await readCart(ctx.services, cartCaller(ctx));
    return { data: presentCart(cart, priced).pricing.total_price };
  },

  async addCartItem(ctx) {
    const line = await addItem(ctx.services, cartCaller(ctx), ctx.body);
    return { status: 201, data: presentCartItem(line) };
  },

  async updateCartItem(ctx) {
    const line = await updateItem(ctx.services, cartCaller(ctx), ctx.params.cart_item_id, ctx.body.quantity);
    return { data: presentCartItem(line) };
  },

  async removeCartItem(ctx) {
    const { cart, priced } = await removeItem(ctx.services, cartCaller(ctx), ctx.params.cart_item_id);
    return { data: presentCart(cart, priced) };
  },

  async clearCart(ctx) {
    const { cart, priced } = await clearCart(ctx.services, cartCaller(ctx));
    return { data: presentCart(cart, priced) };
  },

  async applyCartCoupon(ctx) {
    const { cart, priced } = await applyCoupon(ctx.services, cartCaller(ctx), ctx.body.coupon_code);
    return { data: presentCart(cart, priced) };
  },

  async removeCartCoupon(ctx) {
    const { cart, priced } = await removeCoupon(ctx.services, cartCaller(ctx));
    return { data: presentCart(cart, priced) };
  },

  async setCartDelivery(ctx) {
    const { cart, priced } = await setDelivery(ctx.services, cartCaller(ctx), ctx.body);
    return { data: presentCart(cart, priced) };
  },

  async clearCartDelivery(ctx) {
    const { cart, priced } = await clearDelivery(ctx.services, cartCaller(ctx));
    return { data: presentCart(cart, priced) };
  },
} satisfies Handlers<'storefront'>;
