// Platform tag "UCP Signing Keys": the keys a business signs its UCP order events with, per mode (business key;
// ucp:read to list, ucp:write to rotate). The keys live in src/modules/ucp/signing-keys.ts.
import { tenantInMode } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import { listSigningKeys, presentSigningKey, rotateSigningKey } from '../../modules/ucp/index.js';

export const handlers = {
  async listUcpSigningKeys(ctx) {
    const rows = await listSigningKeys(ctx.services, tenantInMode(ctx.caller, ctx.query.mode));
    return { data: { signing_keys: rows.map(presentSigningKey) } };
  },

  async rotateUcpSigningKey(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const rows = await rotateSigningKey(ctx.services, tenant, { compromised: ctx.body?.compromised ?? false });
    return { data: { signing_keys: rows.map(presentSigningKey) } };
  },
} satisfies Handlers<'platform'>;
