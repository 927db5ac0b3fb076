// Link Orders: the customer's orders at every business, optionally narrowed to one.
import type { Handlers } from '../../operations/typing.js';
import { linkCaller } from '../../modules/link/index.js';
import { getLinkOrder, listLinkOrders } from '../../modules/orders/index.js';

export const handlers = {
  async linkListOrders(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const q = ctx.query;
    return { data: await listLinkOrders(ctx.services.db, account, q) };
  },

  async linkGetOrder(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const businessId = ctx.query.business_id;
    return { data: await getLinkOrder(ctx.services.db, account, ctx.params.order_id as string, businessId) };
  },
} satisfies Handlers<'link'>;
