// Storefront tag "Inventory": stock per location and availability, for products and variants
// (src/inventory/stock.ts holds the rules of the three inventory types).
import type { Handler, RequestContext } from '../../http/app.js';
import { requireTenant } from '../../http/guards.js';
import { StockReader } from '../../inventory/stock.js';

async function reader(ctx: RequestContext): Promise<StockReader> {
  const r = new StockReader(ctx.services, requireTenant(ctx));
  await r.prepare();
  return r;
}
const locationOf = (ctx: RequestContext) => (typeof ctx.query.location_id === 'string' ? ctx.query.location_id : undefined);

export const handlers: Record<string, Handler> = {
  async getProductStock(ctx) {
    const r = await reader(ctx);
    const product = await r.product(String(ctx.params.product_id));
    const locations = await r.locations(product, locationOf(ctx));
    return { data: { product_id: product._id, inventory_type: product.inventory_type, locations: await r.stock(product, null, locations) } };
  },

  async getVariantStock(ctx) {
    const r = await reader(ctx);
    const { variant, product } = await r.variant(String(ctx.params.variant_id));
    const locations = await r.locations(product, locationOf(ctx));
    return { data: { variant_id: variant._id, inventory_type: product.inventory_type, locations: await r.stock(product, variant._id, locations) } };
  },

  async getProductAvailability(ctx) {
    const r = await reader(ctx);
    const product = await r.product(String(ctx.params.product_id));
    const locations = await r.locations(product, locationOf(ctx));
    const a = await r.productAvailability(product, Number(ctx.query.quantity), locations);
    return { data: { product_id: product._id, ...a } };
  },

  async getVariantAvailability(ctx) {
    const r = await reader(ctx);
    const { variant, product } = await r.variant(String(ctx.params.variant_id));
    const locations = await r.locations(product, locationOf(ctx));
    const a = await r.variantAvailability(product, variant, Number(ctx.query.quantity), locations);
    return { data: { variant_id: variant._id, ...a } };
  },
};
