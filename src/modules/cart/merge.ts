// Signing in merges carts. The storefront session's guest cart stays the session's cart (its id keeps working
// for the client that just signed in) and absorbs the customer's previous active cart from other sessions:
// lines of the same configuration add up (capped at the per-line maximum), others are appended. The absorbed
// cart is deleted, so the customer has one active cart; their other sessions find it by customer id.
import type { CartDoc } from './model.js';
import { findMergeTarget, MAX_LINE_QUANTITY } from './rules/lines.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { updateCart } from './carts.js';
import { carts } from './store.js';

/** Lines of `from` folded into `into` (a new array; `into`'s lines keep their ids). */
export function mergeLines(into: CartDoc['items'], from: CartDoc['items']): CartDoc['items'] {
  const out = structuredClone(into);
  for (const line of from) {
    const target = findMergeTarget(out, line);
    if (target) target.quantity = Math.min(MAX_LINE_QUANTITY, target.quantity + line.quantity);
    else out.push(structuredClone(line));
  }
  return out;
}

export interface MergeOutcome {
  /** The session's cart after sign-in, null when the session had none. */
  cartId: string | null;
  /** The customer's earlier cart that was folded in, if any. */
  absorbedCartId: string | null;
}

export async function mergeCartsOnSignIn(
  services: Services,
  tenant: TenantContext,
  sessionId: string,
  customerId: string,
): Promise<MergeOutcome> {
  const tenantCarts = carts(services.db, tenant);
  const guest = await tenantCarts.findOne({ session_id: sessionId, status: 'active' });
  const previous = await tenantCarts.findOne(
    { customer_id: customerId, status: 'active', session_id: { $ne: sessionId } },
    { sort: { updated_at: -1 } },
  );
  if (!guest) return { cartId: null, absorbedCartId: null };
  if (guest.customer_id && guest.customer_id !== customerId) {
    // The session's cart belongs to someone else who signed in here before: leave it alone.
    return { cartId: guest._id, absorbedCartId: null };
  }
  const owner = { sessionId, customerId };
  const currency = async () => guest.currency;
  // A cart in another currency cannot be folded in (prices would not add up); it stays as it is.
  if (!previous || previous._id === guest._id || previous.currency !== guest.currency) {
    await updateCart(services, tenant, owner, currency, (cart) => ({
      cart: { ...cart, customer_id: customerId },
      result: null,
    }));
    return { cartId: guest._id, absorbedCartId: null };
  }
  const { cart } = await updateCart(services, tenant, owner, currency, (cart) => ({
    cart: {
      ...cart,
      customer_id: customerId,
      items: mergeLines(cart.items, previous.items),
      coupon: cart.coupon ?? previous.coupon,
      delivery: cart.delivery ?? previous.delivery ?? null,
    },
    result: null,
  }));
  await tenantCarts.deleteOne({ _id: previous._id, status: 'active' });
  return { cartId: cart._id, absorbedCartId: previous._id };
}
