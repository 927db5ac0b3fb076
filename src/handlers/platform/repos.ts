// Platform tag "Repos": a project's git repository (src/modules/repos). Managed repositories are hosted here and
// reached with minted clone URLs over git's smart HTTP protocol (src/modules/repos/routes.ts); connected ones are
// fetched from their server when a deployment needs a commit.
import { requireTenant } from '../../kernel/caller.js';
import type { Handlers } from '../../operations/typing.js';
import {
  headOf,
  presentRepo,
  connectRepo,
  getRepo,
  mintCloneUrl,
  provisionRepo,
  unlinkRepo,
} from '../../modules/repos/index.js';
import { loadProject } from '../../modules/projects/index.js';
import type { Caller } from '../../kernel/caller.js';
import type { Services } from '../../services.js';

/** The project the path names (404 when it is not the caller's). */
async function pathProject(ctx: { services: Services; caller: Caller; params: { project_id: string } }) {
  return loadProject(ctx.services, requireTenant(ctx.caller), ctx.params.project_id);
}

export const handlers = {
  async getRepo(ctx) {
    const tenant = requireTenant(ctx.caller);
    const repo = await getRepo(ctx.services, tenant, await pathProject(ctx));
    // Where the default branch points now, so a caller can deploy "the latest" by commit id (only this read says).
    return { data: { ...presentRepo(repo), head_sha: await headOf(ctx.services, tenant, repo, repo.default_branch) } };
  },

  provisionRepo: {
    idempotency: { bodyField: 'idempotency_key' },
    async run(ctx) {
      const repo = await provisionRepo(ctx.services, requireTenant(ctx.caller), await pathProject(ctx), {
        repo_name: ctx.body.repo_name,
        private: ctx.body.private,
      });
      return { status: 201, data: presentRepo(repo) };
    },
  },

  connectRepo: {
    idempotency: { bodyField: 'idempotency_key' },
    async run(ctx) {
      const b = ctx.body;
      const repo = await connectRepo(ctx.services, requireTenant(ctx.caller), await pathProject(ctx), {
        provider: b.provider,
        repo_full_name: b.repo_full_name,
        clone_url: b.clone_url,
        token: b.token,
        default_branch: b.default_branch,
      });
      return { status: 201, data: presentRepo(repo) };
    },
  },

  async unlinkRepo(ctx) {
    const projectId = ctx.params.project_id;
    const { repo, purged } = await unlinkRepo(
      ctx.services,
      requireTenant(ctx.caller),
      await pathProject(ctx),
      ctx.query.purge ?? false,
    );
    return { data: { project_id: projectId, repo_id: repo?._id ?? null, unlinked: repo !== null, purged } };
  },

  async mintRepoCloneUrl(ctx) {
    const { url, expires_at } = await mintCloneUrl(ctx.services, requireTenant(ctx.caller), await pathProject(ctx), {
      access: ctx.body?.access,
      ttl_secs: ctx.body?.ttl_secs,
    });
    return { data: { url, expires_at: expires_at.toISOString() } };
  },
} satisfies Handlers<'platform'>;
