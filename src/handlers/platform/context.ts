// Platform tag "Context": who is calling (whoami, scope mcp:invoke) and the working context — the business and
// the project attached to the calling key (src/modules/keys). Over REST the attachment is stored on the key.
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import { attachToKey, callingKey, keyContext } from '../../modules/keys/keys.js';
import { presentContext, presentWhoami } from '../../modules/keys/present.js';

export const handlers: Handlers<'platform'> = {
  async getWhoami(ctx) {
    return { data: presentWhoami(callingKey(ctx.caller), requireTenant(ctx.caller).business_id) };
  },

  async getContext(ctx) {
    const c = await keyContext(ctx.services, requireTenant(ctx.caller), callingKey(ctx.caller).id);
    return { data: presentContext(c, ctx.services.config.sites) };
  },

  async attachProject(ctx) {
    const c = await attachToKey(ctx.services, requireTenant(ctx.caller), callingKey(ctx.caller).id, ctx.body.project_id);
    return { data: presentContext(c, ctx.services.config.sites) };
  },
};
