// Platform tag "Projects": a business's storefront site projects (src/modules/projects), each shown with its
// repository link and newest deployment.
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import {
  presentProject,
  createProject,
  listProjects,
  projectView,
  updateProject,
  viewsOf,
} from '../../modules/projects/index.js';

export const handlers = {
  async listProjects(ctx) {
    const limit = ctx.query.limit ?? 20;
    const offset = ctx.query.offset ?? 0;
    const { views, total } = await listProjects(ctx.services, requireTenant(ctx.caller), { limit, offset });
    return {
      data: {
        projects: views.map((v) => presentProject(v, ctx.services.config.sites)),
        pagination: { limit, offset, total },
      },
    };
  },

  createProject: {
    idempotency: { bodyField: 'idempotency_key' },
    async run(ctx) {
      const tenant = requireTenant(ctx.caller);
      const project = await createProject(ctx.services, tenant, { name: ctx.body.name, slug: ctx.body.slug });
      const [view] = await viewsOf(ctx.services, tenant, [project]);
      return { status: 201, data: presentProject(view, ctx.services.config.sites) };
    },
  },

  async getProject(ctx) {
    return {
      data: presentProject(
        await projectView(ctx.services, requireTenant(ctx.caller), ctx.params.project_id),
        ctx.services.config.sites,
      ),
    };
  },

  async updateProject(ctx) {
    const tenant = requireTenant(ctx.caller);
    const project = await updateProject(ctx.services, tenant, ctx.params.project_id, {
      name: ctx.body.name,
      settings: ctx.body.settings,
    });
    const [view] = await viewsOf(ctx.services, tenant, [project]);
    return { data: presentProject(view, ctx.services.config.sites) };
  },
} satisfies Handlers<'platform'>;
