// Platform tag "Shipping": the business's shipping zones with their rates, and which of its locations offer pickup,
// one set per mode (business key; shipping:read to read, shipping:write to change). The rules live in
// src/modules/shipping; the storefront's cart and checkout charge the rates (src/modules/cart/pricing.ts).
import { tenantInMode } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import {
  createZone,
  deleteZone,
  getZone,
  listZones,
  pickupView,
  presentPickup,
  presentShippingZone,
  replaceZone,
  setPickup,
} from '../../modules/shipping/index.js';

export const handlers = {
  async listShippingZones(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const limit = ctx.query.limit ?? 20;
    const offset = ctx.query.offset ?? 0;
    const { rows, total } = await listZones(ctx.services.db, tenant, { limit, offset });
    return { data: { zones: rows.map(presentShippingZone), pagination: { limit, offset, total } } };
  },

  async createShippingZone(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const zone = await createZone(ctx.services, tenant, ctx.body, ctx.services.clock.now());
    return { status: 201, data: presentShippingZone(zone) };
  },

  async getShippingZone(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    return { data: presentShippingZone(await getZone(ctx.services.db, tenant, ctx.params.zone_id)) };
  },

  async replaceShippingZone(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const now = ctx.services.clock.now();
    return { data: presentShippingZone(await replaceZone(ctx.services.db, tenant, ctx.params.zone_id, ctx.body, now)) };
  },

  async deleteShippingZone(ctx) {
    await deleteZone(ctx.services.db, tenantInMode(ctx.caller, ctx.query.mode), ctx.params.zone_id);
    return { status: 204 };
  },

  async getShippingPickup(ctx) {
    return { data: presentPickup(await pickupView(ctx.services.db, tenantInMode(ctx.caller, ctx.query.mode))) };
  },

  async setShippingPickup(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const view = await setPickup(ctx.services.db, tenant, ctx.body.location_ids, ctx.services.clock.now());
    return { data: presentPickup(view) };
  },
} satisfies Handlers<'platform'>;
