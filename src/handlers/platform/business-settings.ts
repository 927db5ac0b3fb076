// Platform tag "Business Settings": the business's settings, one set for both modes (business key; settings:read to
// read, settings:write to change). The rules live in src/modules/business/settings.ts.
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import { getBusinessSettings, updateBusinessSettings } from '../../modules/business/index.js';

export const handlers = {
  async getBusinessSettings(ctx) {
    return { data: await getBusinessSettings(ctx.services.db, requireTenant(ctx.caller).business_id) };
  },

  async updateBusinessSettings(ctx) {
    const { business_id } = requireTenant(ctx.caller);
    return { data: await updateBusinessSettings(ctx.services.db, business_id, ctx.body, ctx.services.clock.now()) };
  },
} satisfies Handlers<'platform'>;
