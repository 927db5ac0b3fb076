// Link Addresses: saved delivery addresses, the default one and usage tracking.
import type { Handler } from '../../http/app.js';
import { linkCaller, linkIdempotent } from '../../link/context.js';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  presentAddress,
  setDefault,
  trackAddressUsage,
  updateAddress,
  type AddressInput,
} from '../../link/saved.js';

export const handlers: Record<string, Handler> = {
  async linkListAddresses(ctx) {
    const { account } = await linkCaller(ctx);
    const docs = await listAddresses(ctx.services.db, account);
    return { data: docs.map((d) => presentAddress(d, account)) };
  },

  async linkCreateAddress(ctx) {
    const { account } = await linkCaller(ctx);
    return linkIdempotent(ctx, account.livemode, account._id, async () => {
      const made = await createAddress(ctx.services, account, ctx.body as AddressInput, ctx.services.clock.now());
      return { status: 201, data: presentAddress(made.doc, made.account) };
    });
  },

  async linkUpdateAddress(ctx) {
    const { account } = await linkCaller(ctx);
    return linkIdempotent(ctx, account.livemode, account._id, async () => {
      const doc = await updateAddress(ctx.services.db, account, ctx.params.id as string, ctx.body as Partial<AddressInput>);
      return { data: presentAddress(doc, account) };
    });
  },

  async linkDeleteAddress(ctx) {
    const { account } = await linkCaller(ctx);
    const id = ctx.params.id as string;
    return linkIdempotent(ctx, account.livemode, account._id, async () => {
      await deleteAddress(ctx.services.db, account, id, ctx.services.clock.now());
      return { data: { id, deleted: true } };
    });
  },

  async linkSetDefaultAddress(ctx) {
    const { account } = await linkCaller(ctx);
    return linkIdempotent(ctx, account.livemode, account._id, async () => {
      const doc = await getAddress(ctx.services.db, account, ctx.params.id as string);
      const after = await setDefault(ctx.services.db, account, 'default_address_id', doc._id, ctx.services.clock.now());
      return { data: presentAddress(doc, after) };
    });
  },

  async linkTrackAddressUsage(ctx) {
    const { account } = await linkCaller(ctx);
    return linkIdempotent(ctx, account.livemode, account._id, async () => {
      const doc = await trackAddressUsage(ctx.services.db, account, ctx.params.id as string, ctx.services.clock.now());
      return { data: presentAddress(doc, account) };
    });
  },
};
