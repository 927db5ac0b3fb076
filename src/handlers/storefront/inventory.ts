// Storefront tag "Inventory": stock per location and availability, for products and variants
// (src/modules/inventory/stock.ts holds the rules of the three inventory types).
import { requireTenant } from '../../kernel/caller.js';
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import { sweepExpiredReservations } from '../../flows/expire-holds.js';
import { StockReader } from '../../modules/inventory/index.js';

/** Lapsed holds are released before anything is counted, so a read never shows stock held by a dead order. */
async function reader(ctx: OperationContext<any>): Promise<StockReader> {
  const tenant = requireTenant(ctx.caller);
  await sweepExpiredReservations(ctx.services, tenant);
  return new StockReader(ctx.services, tenant);
}

export const handlers = {
  async getProductStock(ctx) {
    const r = await reader(ctx);
    const product = await r.product(ctx.params.product_id);
    const locations = await r.locations(product, ctx.query.location_id);
    return {
      data: {
        product_id: product._id,
        inventory_type: product.inventory_type,
        locations: await r.stock(product, null, locations),
      },
    };
  },

  async getVariantStock(ctx) {
    const r = await reader(ctx);
    const { variant, product } = await r.variant(ctx.params.variant_id);
    const locations = await r.locations(product, ctx.query.location_id);
    return {
      data: {
        variant_id: variant._id,
        inventory_type: product.inventory_type,
        locations: await r.stock(product, variant._id, locations),
      },
    };
  },

  async getProductAvailability(ctx) {
    const r = await reader(ctx);
    const product = await r.product(ctx.params.product_id);
    const locations = await r.locations(product, ctx.query.location_id);
    const a = await r.productAvailability(product, ctx.query.quantity, locations);
    return { data: { product_id: product._id, ...a } };
  },

  async getVariantAvailability(ctx) {
    const r = await reader(ctx);
    const { variant, product } = await r.variant(ctx.params.variant_id);
    const locations = await r.locations(product, ctx.query.location_id);
    const a = await r.variantAvailability(product, variant, ctx.query.quantity, locations);
    return { data: { variant_id: variant._id, ...a } };
  },
} satisfies Handlers<'storefront'>;
