// Link Addresses: saved delivery addresses, the default one and usage tracking.
import type { Handlers } from '../../operations/typing.js';
import {
  linkCaller,
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  presentAddress,
  setDefault,
  trackAddressUsage,
  updateAddress,
} from '../../modules/link/index.js';

export const handlers = {
  async linkListAddresses(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const docs = await listAddresses(ctx.services.db, account);
    return { data: docs.map((d) => presentAddress(d, account)) };
  },

  async linkCreateAddress(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const made = await createAddress(ctx.services, account, ctx.body, ctx.services.clock.now());
    return { status: 201, data: presentAddress(made.doc, made.account) };
  },

  async linkUpdateAddress(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const doc = await updateAddress(ctx.services.db, account, ctx.params.id, ctx.body);
    return { data: presentAddress(doc, account) };
  },

  async linkDeleteAddress(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const id = ctx.params.id;
    await deleteAddress(ctx.services.db, account, id, ctx.services.clock.now());
    return { data: { id, deleted: true } };
  },

  async linkSetDefaultAddress(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const doc = await getAddress(ctx.services.db, account, ctx.params.id);
    const after = await setDefault(ctx.services.db, account, 'default_address_id', doc._id, ctx.services.clock.now());
    return { data: presentAddress(doc, after) };
  },

  async linkTrackAddressUsage(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const doc = await trackAddressUsage(ctx.services.db, account, ctx.params.id, ctx.services.clock.now());
    return { data: presentAddress(doc, account) };
  },
} satisfies Handlers<'link'>;
