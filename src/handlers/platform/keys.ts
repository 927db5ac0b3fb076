// Platform tag "API Keys": a business's own business keys, `dk_live_` and `dk_test_` (scope keys:write): issue with
// scopes the calling key holds (the secret shown once), list without secrets, revoke (src/modules/keys).
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import {
  callingKey,
  createBusinessKey,
  listBusinessKeys,
  revokeBusinessKey,
  presentApiKey,
  presentCreatedKey,
} from '../../modules/keys/index.js';

export const handlers = {
  async createApiKey(ctx) {
    const { business_id } = requireTenant(ctx.caller);
    const { key, doc } = await createBusinessKey(ctx.services, business_id, callingKey(ctx.caller), ctx.body);
    return { status: 201, data: presentCreatedKey(doc, key) };
  },

  async listApiKeys(ctx) {
    const rows = await listBusinessKeys(ctx.services, requireTenant(ctx.caller).business_id, callingKey(ctx.caller));
    return { data: { api_keys: rows.map(presentApiKey) } };
  },

  async revokeApiKey(ctx) {
    await revokeBusinessKey(
      ctx.services,
      requireTenant(ctx.caller).business_id,
      ctx.params.key_id,
      callingKey(ctx.caller),
    );
    return { status: 204 };
  },
} satisfies Handlers<'platform'>;
