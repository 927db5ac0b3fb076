// Platform tag "Env": a project's environment variables per scope (src/modules/env), sealed at rest, listed masked
// unless revealed (never the sensitive ones). Scopes env:read to list, env:write to set and remove.
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import { listEnvVars, removeEnvVar, setEnvVar } from '../../modules/env/index.js';

export const handlers = {
  async listEnvVars(ctx) {
    const envVars = await listEnvVars(ctx.services, requireTenant(ctx.caller), ctx.params.project_id, {
      scope: ctx.query.env_scope,
      reveal: ctx.query.reveal ?? false,
    });
    return { data: { env_vars: envVars } };
  },

  async setEnvVar(ctx) {
    const { value, env_scope, sensitive } = ctx.body;
    const envVars = await setEnvVar(
      ctx.services,
      requireTenant(ctx.caller),
      ctx.params.project_id,
      ctx.params.env_key,
      { value, scope: env_scope, sensitive },
    );
    return { data: { env_vars: envVars } };
  },

  async removeEnvVar(ctx) {
    return {
      data: await removeEnvVar(
        ctx.services,
        requireTenant(ctx.caller),
        ctx.params.project_id,
        ctx.params.env_key,
        ctx.query.env_scope,
      ),
    };
  },
} satisfies Handlers<'platform'>;
