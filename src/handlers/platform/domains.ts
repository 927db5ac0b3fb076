// Platform tag "Domains": a project's custom hostnames (src/modules/domains): add, then create the TXT and routing
// records the answer names, verify, attach; detach removes. Serving by Host and the TLS terminator's question
// read the same documents (src/modules/domains/hosts.ts).
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import {
  addDomain,
  attachDomain,
  detachDomain,
  listDomains,
  verifyDomain,
  presentDetached,
  presentDomain,
} from '../../modules/domains/index.js';

export const handlers = {
  async listDomains(ctx) {
    const rows = await listDomains(ctx.services, requireTenant(ctx.caller), ctx.params.project_id);
    return { data: { domains: rows.map((d) => presentDomain(d, ctx.services.config.domains)) } };
  },

  addDomain: {
    idempotency: { bodyField: 'idempotency_key' },
    async run(ctx) {
      const d = await addDomain(ctx.services, requireTenant(ctx.caller), ctx.params.project_id, ctx.body.hostname);
      return { status: 201, data: presentDomain(d, ctx.services.config.domains) };
    },
  },

  async verifyDomain(ctx) {
    const d = await verifyDomain(ctx.services, requireTenant(ctx.caller), ctx.params.domain_id);
    return { data: presentDomain(d, ctx.services.config.domains) };
  },

  async attachDomain(ctx) {
    const d = await attachDomain(ctx.services, requireTenant(ctx.caller), ctx.params.domain_id);
    return { data: presentDomain(d, ctx.services.config.domains) };
  },

  async detachDomain(ctx) {
    return { data: presentDetached(await detachDomain(ctx.services, requireTenant(ctx.caller), ctx.params.domain_id)) };
  },
} satisfies Handlers<'platform'>;
