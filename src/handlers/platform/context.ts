// Platform tag "Context": who is calling (whoami, scope mcp:invoke, and the same answer at /v1/whoami for any
// business key, which is how a client holding only a key learns its business and mode) and the working context —
// the account that owns the key, the business and the project attached to the calling key (src/modules/keys). Over
// REST the attachment is stored on the key.
import { requireTenant, type Caller } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import type { Services } from '../../services.js';
import { attachToKey, callingKey, keyContext, whoIs, presentContext, presentWhoami } from '../../modules/keys/index.js';

/** The calling key, its owner and the business it acts for; without a path business_id, the guard made that the key's own. */
const whoami = async (services: Services, caller: Caller) => ({
  data: presentWhoami(await whoIs(services, callingKey(caller)), requireTenant(caller).business_id),
});

export const handlers = {
  async getWhoami(ctx) {
    return whoami(ctx.services, ctx.caller);
  },

  async getKeyWhoami(ctx) {
    return whoami(ctx.services, ctx.caller);
  },

  async getContext(ctx) {
    const c = await keyContext(ctx.services, requireTenant(ctx.caller), callingKey(ctx.caller).id);
    return { data: presentContext(c, ctx.services.config.sites) };
  },

  async attachProject(ctx) {
    const c = await attachToKey(
      ctx.services,
      requireTenant(ctx.caller),
      callingKey(ctx.caller).id,
      ctx.body.project_id,
    );
    return { data: presentContext(c, ctx.services.config.sites) };
  },
} satisfies Handlers<'platform'>;
