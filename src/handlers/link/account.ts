// Link Account: the one-shot read for checkout prefill, and the customer's profile.
import type { Handlers } from '../../operations/typing.js';
import {
  presentCustomer,
  presentPreferences,
  linkCaller,
  updateProfile,
  listAddresses,
  listMobileMoney,
  presentAddress,
  presentMobileMoney,
} from '../../modules/link/index.js';

export const handlers = {
  async linkGetAccountData(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const [addresses, wallets] = await Promise.all([
      listAddresses(ctx.services.db, account),
      listMobileMoney(ctx.services.db, account),
    ]);
    const a = addresses.map((d) => presentAddress(d, account));
    const m = wallets.map((d) => presentMobileMoney(d, account));
    return {
      data: {
        customer: presentCustomer(account),
        addresses: a,
        mobile_money: m,
        preferences: presentPreferences(account),
        default_address: a.find((x) => x.is_default) ?? null,
        default_mobile_money: m.find((x) => x.is_default) ?? null,
      },
    };
  },

  async linkGetProfile(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    return { data: presentCustomer(account) };
  },

  async linkUpdateProfile(ctx) {
    const { account, session } = await linkCaller(ctx.services, ctx.caller);
    const updated = await updateProfile(ctx.services.db, account, session.contact, ctx.body, ctx.services.clock.now());
    return { data: presentCustomer(updated) };
  },
} satisfies Handlers<'link'>;
