// Link Preferences: checkout preferences shared by every business.
import type { Handlers } from '../../operations/typing.js';
import { presentPreferences, linkAccounts, linkCaller, getAddress } from '../../modules/link/index.js';

export const handlers = {
  async linkGetPreferences(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    return { data: presentPreferences(account) };
  },

  async linkUpdatePreferences(ctx) {
    const { account } = await linkCaller(ctx.services, ctx.caller);
    const patch = ctx.body;
    const db = ctx.services.db;
    const now = ctx.services.clock.now();
    const set: Record<string, unknown> = { updated_at: now };
    if (patch.default_address_id) await getAddress(db, account, patch.default_address_id);
    for (const f of ['preferred_order_type', 'default_address_id', 'notify_on_order'] as const) {
      if (f in patch) set[`preferences.${f}`] = patch[f];
    }
    const updated = await linkAccounts(db).findOneAndUpdate(
      { _id: account._id },
      { $set: set },
      { returnDocument: 'after' },
    );
    return { data: presentPreferences(updated ?? account) };
  },
} satisfies Handlers<'link'>;
