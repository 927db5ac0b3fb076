// UCP tag "Catalog": search, lookup and one product (docs/ucp.md §Catalogue), for the agent negotiation admitted,
// in its business and the URL's mode. Thin: the agent and body → the ucp area's catalogue operations. Product
// pages are on the business's live site: live answers link to it when the business has one.
import type { AgentCaller } from '../../kernel/caller.js';
import { unauthorized } from '../../kernel/errors.js';
import { businessSiteOrigin } from '../../modules/domains/index.js';
import { getCatalogProduct, lookupCatalog, searchCatalog } from '../../modules/ucp/index.js';
import type { OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';

type Ctx = OperationContext<any>;

function agentOf(ctx: Ctx): AgentCaller {
  const agent = ctx.caller.agent;
  if (!agent) throw unauthorized('UCP-Agent header missing');
  return agent;
}

/** The site product URLs point at: the business's live site, for live answers only (test data is not on it). */
const siteOf = (ctx: Ctx, agent: AgentCaller) =>
  agent.livemode ? businessSiteOrigin(ctx.services, agent.business_id) : Promise.resolve(null);

export const handlers = {
  async searchUcpCatalog(ctx) {
    const agent = agentOf(ctx);
    return { data: await searchCatalog(ctx.services, agent, ctx.body, await siteOf(ctx, agent)) };
  },

  async lookupUcpCatalog(ctx) {
    const agent = agentOf(ctx);
    return { data: await lookupCatalog(ctx.services, agent, ctx.body, await siteOf(ctx, agent)) };
  },

  async getUcpProduct(ctx) {
    const agent = agentOf(ctx);
    return { data: await getCatalogProduct(ctx.services, agent, ctx.body, await siteOf(ctx, agent)) };
  },
} satisfies Handlers<'ucp'>;
