// Platform tag "Incentives": the business's incentive templates, one set per mode (business key; incentives:read
// to read, incentives:write to change). The storefront's activity state offers them (rules/incentive.ts); writes
// go through src/modules/activity/incentives.ts, which also drops this process's cached copy of the set.
import { tenantInMode } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  presentIncentiveTemplate,
  updateTemplate,
} from '../../modules/activity/index.js';

export const handlers = {
  async listIncentiveTemplates(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const limit = ctx.query.limit ?? 20;
    const offset = ctx.query.offset ?? 0;
    const { rows, total } = await listTemplates(ctx.services.db, tenant, { limit, offset });
    return { data: { templates: rows.map(presentIncentiveTemplate), pagination: { limit, offset, total } } };
  },

  async createIncentiveTemplate(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const t = await createTemplate(ctx.services, tenant, ctx.body, ctx.services.clock.now());
    return { status: 201, data: presentIncentiveTemplate(t) };
  },

  async getIncentiveTemplate(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    return { data: presentIncentiveTemplate(await getTemplate(ctx.services.db, tenant, ctx.params.template_id)) };
  },

  async updateIncentiveTemplate(ctx) {
    const tenant = tenantInMode(ctx.caller, ctx.query.mode);
    const t = await updateTemplate(ctx.services.db, tenant, ctx.params.template_id, ctx.body, ctx.services.clock.now());
    return { data: presentIncentiveTemplate(t) };
  },

  async deleteIncentiveTemplate(ctx) {
    await deleteTemplate(ctx.services.db, tenantInMode(ctx.caller, ctx.query.mode), ctx.params.template_id);
    return { status: 204 };
  },
} satisfies Handlers<'platform'>;
