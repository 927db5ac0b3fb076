// The shopper's delivery address on the cart (the storefront's `PUT` / `DELETE /api/v1/cart/delivery`): kept on the
// cart with the shipping rate chosen, so every read prices shipping to it (pricing.ts, shipping.ts). An address no
// shipping zone covers, or a chosen rate not offered for the cart there, is refused before anything is written; a
// cart that later stops fitting (lines added, zones changed) keeps its address and says why (`delivery.problem`).
import { validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { CartCaller } from './actions.js';
import { readVisit, updateCart } from './carts.js';
import type { CartDelivery } from './model.js';
import { priceCart, type PricedCart } from './pricing.js';
import { shippingProblem } from './shipping.js';

export interface DeliveryInput {
  address: Record<string, string | undefined>;
  shipping_rate_id?: string;
}

/** The members given, blanks left out. */
const given = (address: DeliveryInput['address']): Record<string, string> =>
  Object.fromEntries(Object.entries(address).filter((e): e is [string, string] => !!e[1]?.trim()));

async function changeDelivery(services: Services, c: CartCaller, delivery: CartDelivery | null) {
  const visit = await readVisit(services.db, c.tenant, c.owner);
  const business = visit.business;
  const currency = async () => business?.currency ?? 'GHS';
  const { cart } = await updateCart(
    services,
    c.tenant,
    c.owner,
    currency,
    async (cart) => {
      if (delivery) {
        // Priced as asked, so an uncovered address or an unoffered rate is refused before it is kept.
        const rateId = delivery.shipping_rate_id;
        const trial = await priceCart(services, c.tenant, cart, undefined, {
          business,
          shipping: { address: delivery.address, rateId, strict: rateId !== null },
        });
        const problem = trial.shipping && shippingProblem(trial.shipping, 'address', 'shipping_rate_id', rateId);
        const refused = trial.shipping?.quote.kind === 'uncovered' || (rateId !== null && !trial.shipping?.chosen);
        if (problem && refused) throw validationError(problem);
      }
      cart.delivery = delivery;
      return { cart, result: null };
    },
    visit,
  );
  const priced: PricedCart = await priceCart(services, c.tenant, cart, undefined, { business });
  return { cart, priced };
}

export function setDelivery(services: Services, c: CartCaller, input: DeliveryInput) {
  return changeDelivery(services, c, {
    address: given(input.address),
    shipping_rate_id: input.shipping_rate_id ?? null,
  });
}

export function clearDelivery(services: Services, c: CartCaller) {
  return changeDelivery(services, c, null);
}
