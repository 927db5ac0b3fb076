// One trigger's run and what its recipes share: the overrides read as the recipe needs them, the product an order
// buys, a guest's checkout. Each event's recipe is in trigger-orders.ts, trigger-bookings.ts or
// trigger-subscriptions.ts; triggers.ts runs them.
import { conflict, validationError } from '../../../kernel/errors.js';
import { randomBase62 } from '../../../kernel/ids.js';
import { CatalogueReader, type ProductDoc } from '../../../modules/catalogue/index.js';
import type { EventType } from '../../../modules/events/index.js';
import { inStep, type Sandbox, type SandboxCall } from './sandbox.js';

export type Override = Record<string, string | number>;

/** One trigger's run: its sandbox, the overrides asked for, and the objects made so far (by kind). */
export class TriggerRun {
  readonly objects: Record<string, string> = {};
  /** Events of the trigger's type recorded before it ran (a product's earlier low-stock events are not its own). */
  readonly before = new Set<string>();

  constructor(
    readonly sandbox: Sandbox,
    readonly event: EventType,
    readonly override: Override,
  ) {}

  /** Runs one step of the recipe; its refusal is said of the step. */
  async step<T = any>(label: string, operationId: string, call: SandboxCall = {}): Promise<T> {
    try {
      return await this.sandbox.data<T>(operationId, call);
    } catch (err) {
      throw inStep(err, `${this.event}: ${label}`);
    }
  }

  text(field: string, fallback: string): string {
    const v = this.override[field];
    return v === undefined ? fallback : String(v);
  }

  /** A whole number of at least 1 (`quantity`), or 400 naming the override. */
  count(field: string, fallback: number): number {
    const v = this.override[field];
    if (v === undefined) return fallback;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 1000)
      throw validationError(`override.${field}: must be a whole number from 1 to 1000, not ${JSON.stringify(v)}`);
    return n;
  }

  /** A fresh contact for the run's customer unless `email` is given: each trigger's customer is its own. */
  email(): string {
    return this.text('email', `trigger-${randomBase62(8).toLowerCase()}@example.com`);
  }
}

export interface Recipe {
  /** The override fields it takes. */
  takes: readonly string[];
  run(r: TriggerRun): Promise<EventMatch>;
}

/** Which recorded events are the trigger's: those of its type whose `data[field]` is `id`. */
export interface EventMatch {
  field: string;
  id: string;
}

export const ORDER_FIELDS = ['product', 'quantity', 'email', 'name'] as const;

/** The product an order recipe buys: `override.product` (id or slug), else the first that needs no choice. */
export async function productFor(r: TriggerRun, tracked = false): Promise<ProductDoc> {
  const products = new CatalogueReader(r.sandbox.services.db, r.sandbox.tenant).products;
  const named = r.override.product;
  if (named !== undefined) {
    const p = await products.findOne({ $or: [{ _id: String(named) }, { slug: String(named) }], archived: false });
    if (!p) throw validationError(`override.product: no product ${JSON.stringify(named)} in the sandbox`);
    return p;
  }
  const candidates = await products
    .find({
      product_type: 'product',
      is_active: true,
      archived: false,
      ...(tracked ? { inventory_type: 'tracked' } : {}),
    })
    .sort({ created_at: 1, _id: 1 })
    .toArray();
  const fits = candidates.find(
    (p) =>
      p.variant_axes.length === 0 &&
      p.billing_plan_ids.length === 0 &&
      !p.add_ons.some((g) => g.min_selections >= 1) &&
      (!tracked || p.low_stock_threshold !== null),
  );
  if (!fits)
    throw conflict(
      `${r.event}: the sandbox has no active product without required choices${tracked ? ', with tracked stock and a low-stock threshold' : ''}; name one with override product`,
    );
  return fits;
}

/** A guest's cart of the product, checked out: the order's id and payment reference. */
export async function guestOrder(
  r: TriggerRun,
  payment: { method: 'cash' } | { method: 'mobile_money'; phone: string },
  quantity = r.count('quantity', 1),
): Promise<{ orderId: string; reference: string }> {
  const product = await productFor(r);
  r.objects.product = product._id;
  await r.step('add to cart', 'addCartItem', { body: { item_id: product._id, quantity } });
  return checkout(r, payment);
}

/** Checks out the run's cart as a guest. */
export async function checkout(
  r: TriggerRun,
  payment: { method: 'cash' } | { method: 'mobile_money'; phone: string },
): Promise<{ orderId: string; reference: string }> {
  const cart = await r.step<{ id: string }>('read the cart', 'getCart');
  r.objects.cart = cart.id;
  const placed = await r.step<{ order_id: string; payment_reference: string }>('check out', 'checkout', {
    body: {
      cart_id: cart.id,
      customer: { name: r.text('name', 'Ama Mensah'), email: r.email() },
      payment_method: payment.method,
      ...(payment.method === 'mobile_money'
        ? { mobile_money_details: { phone_number: payment.phone, provider: 'mtn' } }
        : {}),
    },
  });
  r.objects.order = placed.order_id;
  return { orderId: placed.order_id, reference: placed.payment_reference };
}
