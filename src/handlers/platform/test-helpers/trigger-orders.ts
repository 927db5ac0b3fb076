// The recipes of the order, payment and stock events: a guest's order of a product, then what the business or the
// payer does to it, each through the operation a storefront or the business calls.
import { conflict, validationError } from '../../../kernel/errors.js';
import type { ProductDoc } from '../../../modules/catalogue/index.js';
import { type EventType, events } from '../../../modules/events/index.js';
import {
  checkout,
  type EventMatch,
  guestOrder,
  ORDER_FIELDS,
  productFor,
  type Recipe,
  type TriggerRun,
} from './trigger-run.js';

const byOrder = (orderId: string): EventMatch => ({ field: 'id', id: orderId });

/** A guest's mobile-money order, authorized with the sandbox's code: its payment settles (or the wallet declines). */
async function paidOrder(r: TriggerRun, phone: string): Promise<string> {
  const { orderId, reference } = await guestOrder(r, { method: 'mobile_money', phone });
  r.objects.payment = reference;
  await r.step('authorize the payment', 'authorizePayment', {
    body: { reference, auth_type: 'otp', value: '123456' },
  });
  return orderId;
}

const orderStatusRecipes: Partial<Record<EventType, Recipe>> = {
  'order.created': {
    takes: ORDER_FIELDS,
    run: async (r) => byOrder((await guestOrder(r, { method: 'cash' })).orderId),
  },
  'order.updated': {
    takes: ORDER_FIELDS,
    async run(r) {
      const { orderId } = await guestOrder(r, { method: 'cash' });
      await r.step('confirm the order', 'adminUpdateOrderStatus', {
        params: { order_id: orderId },
        body: { status: 'confirmed' },
      });
      return byOrder(orderId);
    },
  },
  'order.completed': {
    takes: ORDER_FIELDS,
    async run(r) {
      const { orderId } = await guestOrder(r, { method: 'cash' });
      await r.step('mark the order paid', 'adminMarkOrderPaid', { params: { order_id: orderId } });
      for (const status of ['confirmed', 'preparing', 'ready', 'completed'])
        await r.step(`move the order to ${status}`, 'adminUpdateOrderStatus', {
          params: { order_id: orderId },
          body: { status },
        });
      return byOrder(orderId);
    },
  },
  'order.cancelled': {
    takes: [...ORDER_FIELDS, 'reason'],
    async run(r) {
      const { orderId } = await guestOrder(r, { method: 'cash' });
      await r.step('cancel the order', 'adminCancelOrder', {
        params: { order_id: orderId },
        body: { reason: r.text('reason', 'Cancelled by cimplify trigger') },
      });
      return byOrder(orderId);
    },
  },
  'order.fulfillment_created': {
    takes: ORDER_FIELDS,
    async run(r) {
      const { orderId } = await guestOrder(r, { method: 'cash' });
      await r.step('hand the order over', 'adminCreateOrderFulfillment', {
        params: { order_id: orderId },
        body: { type: 'delivered', description: 'Collected (cimplify trigger)' },
      });
      return byOrder(orderId);
    },
  },
};

const paymentRecipes: Partial<Record<EventType, Recipe>> = {
  'payment.completed': {
    takes: [...ORDER_FIELDS, 'phone'],
    run: async (r) => byOrder(await paidOrder(r, r.text('phone', '0241234567'))),
  },
  'payment.failed': {
    takes: ORDER_FIELDS,
    // The sandbox's declining wallet (SANDBOX.md): any number ending in 1111.
    run: async (r) => byOrder(await paidOrder(r, '0241231111')),
  },
  'payment.refunded': {
    takes: [...ORDER_FIELDS, 'amount', 'reason'],
    async run(r) {
      const orderId = await paidOrder(r, '0241234567');
      const amount = r.override.amount;
      const refund = await r.step<{ id?: string }>('refund the payment', 'adminCreateRefund', {
        params: { order_id: orderId },
        body: {
          ...(amount === undefined ? {} : { amount: String(amount) }),
          reason: r.text('reason', 'Refunded by cimplify trigger'),
        },
      });
      if (refund?.id) r.objects.refund = refund.id;
      return byOrder(orderId);
    },
  },
};

const inventoryRecipes: Partial<Record<EventType, Recipe>> = {
  'inventory.low_stock': {
    takes: ['product'],
    async run(r) {
      const product = await productFor(r, true);
      r.objects.product = product._id;
      const quantity = await quantityToCross(r, product);
      const earlier = await events(r.sandbox.services.db, r.sandbox.tenant)
        .find({ type: 'inventory.low_stock', 'data.product_id': product._id })
        .project<{ _id: string }>({ _id: 1 })
        .toArray();
      for (const e of earlier) r.before.add(e._id);
      await r.step('add to cart', 'addCartItem', { body: { item_id: product._id, quantity } });
      await checkout(r, { method: 'cash' });
      return { field: 'product_id', id: product._id };
    },
  },
};

/**
 * How many units to buy so the fullest location's stock ends just under the product's threshold: the reservation
 * takes one location's units, and only a drop across the threshold records the event.
 */
async function quantityToCross(r: TriggerRun, product: ProductDoc): Promise<number> {
  const stock = await r.step<{ locations: { quantity_available: number | null }[] }>(
    'read the stock',
    'getProductStock',
    { params: { product_id: product._id } },
  );
  const threshold = product.low_stock_threshold;
  if (threshold === null || product.inventory_type !== 'tracked')
    throw validationError(`override.product: ${product._id} has no tracked stock with a low-stock threshold`);
  const fullest = Math.max(0, ...stock.locations.map((l) => l.quantity_available ?? 0));
  if (fullest < threshold)
    throw conflict(
      `inventory.low_stock: ${product.name} has ${fullest} unit(s) at its fullest location, already under its threshold of ${threshold}; restock it (cimplify catalogue import) or name another product with override product`,
    );
  return Math.max(1, fullest - threshold + 1);
}

export const orderRecipes: Partial<Record<EventType, Recipe>> = {
  ...orderStatusRecipes,
  ...paymentRecipes,
  ...inventoryRecipes,
};
