// Data from before the blob store, moved into it: published builds (DATA_DIR/sites/<build id>/) and managed git
// repositories (DATA_DIR/git/<business>/<repo id>.git) that a DATA_DIR still holds. Each is also moved on first use
// by any process that has it (builds.ts, src/modules/repos/hosted.ts); a worker does all of them when it starts
// (src/jobs/deployments.ts), so that none is left behind once the processes stop sharing a volume.
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Services } from '../../services.js';
import { adoptIfNeeded, repos } from '../../modules/repos/index.js';
import { projectTenant } from '../../modules/projects/index.js';
import { adoptLegacyBuild } from './builds.js';

const names = (dir: string) => readdir(dir).catch(() => [] as string[]);

export async function adoptLocalData(services: Services): Promise<{ builds: number; repositories: number }> {
  let builds = 0;
  let repositories = 0;
  const sites = resolve(services.config.dataDir, 'sites');
  for (const id of await names(sites)) {
    if (!id.startsWith('.') && (await adoptLegacyBuild(services, id))) builds++;
  }
  const git = resolve(services.config.dataDir, 'git');
  for (const business of await names(git)) {
    for (const folder of await names(join(git, business))) {
      const m = /^(repo_[A-Za-z0-9]+)\.git$/.exec(folder);
      if (!m) continue;
      // Only a linked repository: an unlinked one (kept on disk without purge) is never served again.
      const repo = await repos(services.db, projectTenant(business)).findOne({ _id: m[1], provider: 'managed' });
      if (repo && (await adoptIfNeeded(services, repo))) repositories++;
    }
  }
  return { builds, repositories };
}
