// Platform tag "Deployments": deploy a commit, roll back, cancel, read status and logs (src/flows/deploy). The
// build and release run in the deployment-run job; these operations return at once.
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import {
  cancelDeployment,
  createDeployment,
  deployTarget,
  listDeployments,
  loadDeployment,
  readLogs,
  rollback,
} from '../../flows/deploy/deployments.js';
import { presentDeployment } from '../../modules/deployments/index.js';

export const handlers = {
  async listDeployments(ctx) {
    const limit = ctx.query.limit ?? 20;
    const offset = ctx.query.offset ?? 0;
    const { rows, total } = await listDeployments(ctx.services, requireTenant(ctx.caller), ctx.params.project_id, {
      env_scope: ctx.query.env_scope,
      status: ctx.query.status,
      limit,
      offset,
    });
    return {
      data: {
        deployments: rows.map((d) => presentDeployment(d, ctx.services.config.sites)),
        pagination: { limit, offset, total },
      },
    };
  },

  createDeployment: {
    idempotency: { bodyField: 'idempotency_key' },
    async run(ctx) {
      const { created, deployment } = await createDeployment(
        ctx.services,
        requireTenant(ctx.caller),
        ctx.params.project_id,
        {
          ...deployTarget(ctx.body),
          env_scope: ctx.body.env_scope ?? 'production',
        },
      );
      return { status: created ? 201 : 200, data: presentDeployment(deployment, ctx.services.config.sites) };
    },
  },

  rollbackDeployment: {
    idempotency: { bodyField: 'idempotency_key' },
    async run(ctx) {
      const d = await rollback(ctx.services, requireTenant(ctx.caller), ctx.params.project_id, {
        target_deployment_id: ctx.body?.target_deployment_id,
        env_scope: ctx.body?.env_scope ?? 'production',
      });
      return { status: 201, data: presentDeployment(d, ctx.services.config.sites) };
    },
  },

  async getDeployment(ctx) {
    return {
      data: presentDeployment(
        await loadDeployment(ctx.services, requireTenant(ctx.caller), ctx.params.deployment_id),
        ctx.services.config.sites,
      ),
    };
  },

  async readDeploymentLogs(ctx) {
    const tenant = requireTenant(ctx.caller);
    return {
      data: await readLogs(
        ctx.services,
        tenant,
        ctx.params.deployment_id,
        ctx.query.after_seq ?? 0,
        ctx.query.limit ?? 200,
      ),
    };
  },

  async cancelDeployment(ctx) {
    return {
      data: presentDeployment(
        await cancelDeployment(ctx.services, requireTenant(ctx.caller), ctx.params.deployment_id),
        ctx.services.config.sites,
      ),
    };
  },
} satisfies Handlers<'platform'>;
