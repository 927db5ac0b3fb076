// The shopper's actions on the session's cart (the storefront's Cart operations): read, add, change quantity,
// remove, empty, apply and remove a coupon. Each write goes through updateCart (conditional on the revision it read,
// retried on a lost race), then the cart is priced for the answer and the activity signals are recorded.
import type { Services } from '../../services.js';
import type { CartDoc, CartLineDoc } from './model.js';
import type { DealDoc, InventoryLevelDoc, ProductDoc, VariantDoc } from '../catalogue/index.js';
import { findMergeTarget, MAX_LINE_QUANTITY, unitsInCart } from './rules/lines.js';
import { eligibleSubtotal } from './rules/totals.js';
import { normaliseCode, pickDealForCode, CatalogueReader, catalogueView } from '../catalogue/index.js';
import { CODE_REJECTION_TEXT } from './codes.js';
import { notFound, validationError } from '../../kernel/errors.js';
import { COLLECTION, type TenantContext } from '../../store/index.js';
import { openCart, readVisit, updateCart, type CartOwner, type Visit, type VisitPart } from './carts.js';
import { businessOf, priceCart, priceLines, type PricedCart } from './pricing.js';
import type { BusinessDoc } from '../business/index.js';
import { configureLine, type CartItemCreate } from './configure.js';
import { assertInStock, stockLevelsPart } from './stock.js';
import type { CartSignal, CartSignalSink } from './activity.js';

export interface CartCaller {
  tenant: TenantContext;
  owner: CartOwner;
  /** Claims and releases the slots of service lines (the scheduling flow; src/flows/scheduling/holds.ts). */
  slots: SlotHolder;
  /** Takes the `cart_add` / `cart_remove` signals of each change (the session's activity; activity.ts). */
  signals: CartSignalSink;
}

/** A service line's slot to claim. */
export interface HoldRequest {
  cartId: string;
  lineId: string;
  product: ProductDoc;
  variant: VariantDoc | null;
  start: Date;
  end: Date;
  staffId: string | null;
  participants: number;
  /** The location the line asked for (400 naming location_id when the service is not offered there). */
  locationId: string | null;
  /** The cart's location, when it has one: the service's location there is meant if the line names none. */
  cartLocationId: string | null;
}

/** A service line's slot, held while it is in the cart: claimed under the scheduling rules or refused (409). */
export interface SlotHolder {
  hold(req: HoldRequest): Promise<unknown>;
  release(cartId: string, lineIds?: string[]): Promise<void>;
}

/** A line that books a slot (a service with its start and end). */
export const isBookingLine = <L extends Pick<CartLineDoc, 'scheduled_start' | 'scheduled_end'>>(
  l: L,
): l is L & { scheduled_start: Date; scheduled_end: Date } => l.scheduled_start !== null && l.scheduled_end !== null;

/** Holds the slot of a booking line for `participants` (no-op for other lines). */
async function holdLine(
  c: CartCaller,
  cart: CartDoc,
  line: CartLineDoc,
  product: ProductDoc,
  variant: VariantDoc | null,
  participants: number,
): Promise<void> {
  if (!isBookingLine(line)) return;
  await c.slots.hold({
    cartId: cart._id,
    lineId: line.id,
    product,
    variant,
    start: line.scheduled_start!,
    end: line.scheduled_end!,
    staffId: line.staff_id,
    participants,
    locationId: line.location_id ?? null,
    cartLocationId: cart.location_id,
  });
}

/**
 * The business document, read at most once per operation (its currency for a new cart, its tax for pricing); with
 * `visit`, as the operation's first read answered it.
 */
function businessMemo(services: Services, tenant: TenantContext, visit?: Pick<Visit, 'business'>) {
  let pending: Promise<BusinessDoc | null> | undefined = visit && Promise.resolve(visit.business);
  const get = () => (pending ??= businessOf(services.db, tenant));
  return { get, currency: async () => (await get())?.currency ?? 'GHS' };
}

/** A cart step's first read: the cart and the business (and `extra`) in one round trip (carts.ts readVisit). */
async function visitOf(services: Services, c: CartCaller, extra: VisitPart[] = []) {
  const visit = await readVisit(services.db, c.tenant, c.owner, extra);
  return { visit, biz: businessMemo(services, c.tenant, visit) };
}

export async function readCart(services: Services, c: CartCaller): Promise<{ cart: CartDoc; priced: PricedCart }> {
  const { visit, biz } = await visitOf(services, c);
  const cart = await openCart(services, c.tenant, c.owner, biz.currency, visit);
  return { cart, priced: await priceCart(services, c.tenant, cart, undefined, { business: visit.business }) };
}

/** Units in the cart, for a badge: the stored cart alone, no pricing. */
export async function cartUnits(services: Services, c: CartCaller): Promise<number> {
  const cart = await openCart(services, c.tenant, c.owner, businessMemo(services, c.tenant).currency);
  return cart.items.reduce((n, l) => n + l.quantity, 0);
}

function signal(c: CartCaller, signals: CartSignal[]): void {
  const kept = signals.filter((s) => s.quantity > 0);
  if (kept.length) c.signals(kept);
}

/**
 * Stock the cart would need of the line's product (tracked) or variant (variant-level) after the change. `read`:
 * the product's stock levels as the request already read them.
 */
async function checkStock(
  services: Services,
  c: CartCaller,
  cart: CartDoc,
  product: Pick<ProductDoc, '_id' | 'name' | 'inventory_type'>,
  variantId: string | null,
  extra: number,
  exceptLineId?: string,
  read?: readonly InventoryLevelDoc[],
): Promise<void> {
  if (product.inventory_type === 'none') return;
  const key = product.inventory_type === 'tracked' ? null : variantId;
  const inCart = unitsInCart(cart.items, product._id, key, exceptLineId);
  await assertInStock(services.db, c.tenant, product, variantId, cart.location_id, inCart + extra, read);
}

export async function addItem(services: Services, c: CartCaller, body: CartItemCreate) {
  const now = services.clock.now();
  // The cart, the business (its catalogue revision lets the line be configured from the process's cached catalogue)
  // and the product's stock levels, in one round trip (carts.ts readVisit).
  const { visit, biz } = await visitOf(services, c, [stockLevelsPart(c.tenant, body.item_id)]);
  const { business } = visit;
  // For the first attempt's stock check; a retry after a lost race reads the levels again.
  let levels = visit.extra[0] as InventoryLevelDoc[] | undefined;
  let built: Awaited<ReturnType<typeof configureLine>> | undefined;
  let held: { cartId: string; lineId: string } | undefined;
  let updated;
  try {
    updated = await updateCart(
      services,
      c.tenant,
      c.owner,
      biz.currency,
      async (cart) => {
        // The configuration does not depend on the cart: a retry after a lost race reuses it.
        built ??= await configureLine(
          new CatalogueReader(services.db, c.tenant, catalogueView(services.db, c.tenant, business)),
          body,
          now,
        );
        // A booking line is its own slot: never merged into another line.
        const target = isBookingLine(built.line) ? undefined : findMergeTarget(cart.items, built.line);
        const total = (target?.quantity ?? 0) + built.line.quantity;
        if (total > MAX_LINE_QUANTITY) {
          throw validationError(`quantity: the line would hold ${total} units; at most ${MAX_LINE_QUANTITY} per line`);
        }
        const read = levels;
        levels = undefined;
        await checkStock(services, c, cart, built.product, built.line.variant_id, built.line.quantity, undefined, read);
        // Claimed again on a retry: the hold is keyed by cart and line, so that only refreshes it.
        await holdLine(c, cart, built.line, built.product, built.variant, built.line.quantity);
        if (isBookingLine(built.line)) held = { cartId: cart._id, lineId: built.line.id };
        if (target) target.quantity = total;
        else cart.items.push(structuredClone(built.line));
        return { cart, result: target?.id ?? built.line.id };
      },
      visit,
    );
  } catch (err) {
    // The line did not land: its slot goes back.
    if (held) await c.slots.release(held.cartId, [held.lineId]);
    throw err;
  }
  const { cart, result: lineId } = updated;
  // The answer is the line alone, priced from the documents configuring it loaded.
  const stored = cart.items.find((l) => l.id === lineId)!;
  const [line] = await priceLines(services, c.tenant, cart, [stored], {
    products: [built!.product],
    variants: built!.variant ? [built!.variant] : [],
  });
  signal(c, [
    { type: 'cart_add', product_id: line.line.product_id, quantity: line.line.quantity, price: line.unit_price },
  ]);
  return line;
}

export async function updateItem(services: Services, c: CartCaller, lineId: string, quantity: number) {
  const reader = new CatalogueReader(services.db, c.tenant);
  const { visit, biz } = await visitOf(services, c);
  let before = 0;
  let product: ProductDoc | undefined;
  let variant: VariantDoc | null | undefined;
  const { cart } = await updateCart(
    services,
    c.tenant,
    c.owner,
    biz.currency,
    async (cart) => {
      const line = cart.items.find((l) => l.id === lineId);
      if (!line) throw notFound(`Cart item ${lineId} not found`);
      before = line.quantity;
      const rebook = isBookingLine(line) && quantity !== line.quantity;
      if (quantity > line.quantity || rebook) {
        // Read once for the stock check, the hold and the answer's price.
        product ??= ((await reader.products.findOne({ _id: line.product_id })) as ProductDoc | null) ?? undefined;
        if (variant === undefined)
          variant = line.variant_id
            ? ((await reader.variants.findOne({ _id: line.variant_id })) as VariantDoc | null)
            : null;
      }
      if (quantity > line.quantity && product)
        await checkStock(services, c, cart, product, line.variant_id, quantity, line.id);
      // Participants of a booking: the hold is claimed again for the new number (more must fit; fewer frees room).
      if (rebook && product) await holdLine(c, cart, line, product, variant ?? null, quantity);
      line.quantity = quantity;
      return { cart, result: null };
    },
    visit,
  );
  const stored = cart.items.find((l) => l.id === lineId)!;
  const hints = {
    business: visit.business,
    ...(product ? { products: [product], variants: variant ? [variant] : [] } : {}),
  };
  const [line] = await priceLines(services, c.tenant, cart, [stored], hints);
  if (!line) throw notFound(`Cart item ${lineId} not found`);
  const diff = quantity - before;
  if (diff !== 0) {
    signal(c, [
      {
        type: diff > 0 ? 'cart_add' : 'cart_remove',
        product_id: line.line.product_id,
        quantity: Math.abs(diff),
        price: line.unit_price,
      },
    ]);
  }
  return line;
}

/** The unit prices of lines about to leave the cart, for their cart_remove signals. */
async function removalSignals(
  services: Services,
  c: CartCaller,
  cart: CartDoc,
  lines: CartLineDoc[],
): Promise<CartSignal[]> {
  if (!lines.length) return [];
  const priced = await priceLines(services, c.tenant, cart, lines);
  return priced.map((l) => ({
    type: 'cart_remove',
    product_id: l.line.product_id,
    quantity: l.line.quantity,
    price: l.unit_price,
  }));
}

export async function removeItem(services: Services, c: CartCaller, lineId: string) {
  const { visit, biz } = await visitOf(services, c);
  let removed: CartLineDoc[] = [];
  const { cart } = await updateCart(
    services,
    c.tenant,
    c.owner,
    biz.currency,
    (cart) => {
      const line = cart.items.find((l) => l.id === lineId);
      if (!line) throw notFound(`Cart item ${lineId} not found`);
      removed = [line];
      cart.items = cart.items.filter((l) => l.id !== lineId);
      return { cart, result: null };
    },
    visit,
  );
  await c.slots.release(
    cart._id,
    removed.filter(isBookingLine).map((l) => l.id),
  );
  const [priced, signals] = await Promise.all([
    priceCart(services, c.tenant, cart, undefined, { business: await biz.get() }),
    removalSignals(services, c, cart, removed),
  ]);
  signal(c, signals);
  return { cart, priced };
}

export async function clearCart(services: Services, c: CartCaller) {
  const { visit, biz } = await visitOf(services, c);
  let removed: CartLineDoc[] = [];
  const { cart } = await updateCart(
    services,
    c.tenant,
    c.owner,
    biz.currency,
    (cart) => {
      removed = cart.items;
      cart.items = [];
      cart.coupon = null;
      return { cart, result: null };
    },
    visit,
  );
  await c.slots.release(
    cart._id,
    removed.filter(isBookingLine).map((l) => l.id),
  );
  const [priced, signals] = await Promise.all([
    priceCart(services, c.tenant, cart, undefined, { business: await biz.get() }),
    removalSignals(services, c, cart, removed),
  ]);
  signal(c, signals);
  return { cart, priced };
}

export async function applyCoupon(services: Services, c: CartCaller, rawCode: string) {
  const code = normaliseCode(rawCode);
  if (!code) throw validationError('coupon_code: must not be blank');
  const now = services.clock.now();
  // The deals of the code with the cart and the business.
  const { visit, biz } = await visitOf(services, c, [
    { collection: COLLECTION.deals, filter: { code }, tenant: c.tenant },
  ]);
  const deals = visit.extra[0] as DealDoc[];
  const { cart } = await updateCart(
    services,
    c.tenant,
    c.owner,
    biz.currency,
    async (cart) => {
      if (cart.coupon?.code === code) return { cart, result: null };
      const candidates = deals.filter((d) => d.code === code);
      const business = await biz.get();
      const priced = await priceCart(services, c.tenant, { ...cart, coupon: null }, undefined, {
        business,
        candidate: candidates[0],
      });
      const { deal, rejection } = pickDealForCode(deals, {
        subtotal: priced.pricing.subtotal,
        now,
        locationId: cart.location_id,
      });
      if (!deal || rejection) {
        const extra =
          rejection === 'min_subtotal_not_met' && deal?.min_subtotal != null
            ? ` (minimum subtotal ${(deal.min_subtotal / 100).toFixed(2)})`
            : '';
        throw validationError(`coupon_code: ${code} ${CODE_REJECTION_TEXT[rejection ?? 'not_found']}${extra}`);
      }
      const targeted = deal.product_ids.length + deal.category_ids.length + deal.collection_ids.length > 0;
      if (targeted) {
        const covering =
          deal === candidates[0]
            ? priced
            : await priceCart(services, c.tenant, { ...cart, coupon: null }, undefined, { business, candidate: deal });
        if (eligibleSubtotal(deal, covering.pricing_lines) === 0)
          throw validationError(`coupon_code: ${code} ${CODE_REJECTION_TEXT.not_applicable}`);
      }
      cart.coupon = { deal_id: deal._id, code };
      return { cart, result: null };
    },
    visit,
  );
  return { cart, priced: await priceCart(services, c.tenant, cart, undefined, { business: await biz.get() }) };
}

export async function removeCoupon(services: Services, c: CartCaller) {
  const { visit, biz } = await visitOf(services, c);
  const { cart } = await updateCart(
    services,
    c.tenant,
    c.owner,
    biz.currency,
    (cart) => {
      cart.coupon = null;
      return { cart, result: null };
    },
    visit,
  );
  return { cart, priced: await priceCart(services, c.tenant, cart, undefined, { business: await biz.get() }) };
}
