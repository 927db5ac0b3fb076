// Reading a linked repository's commits, for the deployment builder: where its bare repository is on this machine,
// whether it holds a commit, where a branch points now, and a commit's files written into a folder. A managed
// repository is read through this process's copy, brought to its stored state when a commit is not in it yet
// (hosted.ts); a connected one through its local copy (DATA_DIR/git-mirrors/<business>/<repo id>.git), fetched from
// its remote when a commit is not in it yet. Fetches of one copy run one after the other within a process.
import { readdir } from 'node:fs/promises';
import { AppError, conflict, serviceUnavailable } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import {
  containsCommit,
  createGitProviders,
  ProviderNotConfiguredError,
  ProviderUnavailableError,
  RepoInaccessibleError,
  writeTree,
  type GitProviders,
  type RemoteRepo,
} from '../../providers/git/index.js';
import type { TenantContext } from '../../store/index.js';
import { openSecret } from './credentials.js';
import { repoDirOf, storedBranchHead, syncRepo } from './hosted.js';
import type { RepoDoc } from './model.js';

export { repoDirOf } from './hosted.js';

const SHA = /^[0-9a-f]{40}$/;

const providersOf = new WeakMap<Services['config']['git'], GitProviders>();

/** The git adapters for this configuration (one set per configuration object). */
export function gitProviders(services: Pick<Services, 'config'>): GitProviders {
  let p = providersOf.get(services.config.git);
  if (!p) providersOf.set(services.config.git, (p = createGitProviders(services.config.git)));
  return p;
}

/** Where a connected repository is fetched from, its token unsealed. */
async function remoteOf(services: Services, repo: RepoDoc, signal?: AbortSignal): Promise<RemoteRepo> {
  if (repo.provider === 'git') {
    if (!repo.remote_url) throw new Error(`repository ${repo._id} has no remote_url`);
    return {
      url: repo.remote_url,
      token: repo.remote_token ? await openSecret(services, repo.remote_token, repo._id) : null,
    };
  }
  if (repo.provider === 'managed') throw new Error('a managed repository has no remote');
  return (await gitProviders(services).apps[repo.provider].lookup(repo.business_id, repo.full_name, signal)).remote;
}

const fetches = new Map<string, Promise<void>>();

/** Brings a connected repository's local copy up to date; queued behind a fetch of the same copy already running. */
async function refresh(services: Services, repo: RepoDoc, signal?: AbortSignal): Promise<void> {
  const dir = repoDirOf(services, repo);
  const run = async () => {
    try {
      await gitProviders(services).remote.fetchInto(await remoteOf(services, repo, signal), dir, signal);
    } catch (err) {
      throw asAppError(err, repo);
    }
  };
  const queued = (fetches.get(dir) ?? Promise.resolve()).catch(() => undefined).then(run);
  fetches.set(dir, queued);
  try {
    await queued;
  } finally {
    if (fetches.get(dir) === queued) fetches.delete(dir);
  }
}

function asAppError(err: unknown, repo: RepoDoc): unknown {
  if (err instanceof RepoInaccessibleError)
    return conflict(
      `The connected repository ${repo.full_name} can no longer be read (${err.message}); connect it again with a valid token`,
    );
  if (err instanceof ProviderUnavailableError)
    return serviceUnavailable(`The connected repository ${repo.full_name} could not be fetched: ${err.message}`);
  if (err instanceof ProviderNotConfiguredError) return serviceUnavailable(err.message);
  return err;
}

function ownedBy(tenant: TenantContext, repo: RepoDoc): void {
  if (repo.business_id !== tenant.business_id)
    throw new AppError('INTERNAL', `repository ${repo._id} is not ${tenant.business_id}'s`);
}

/** Whether the commit exists in the project's linked repository (fetching a connected one first). */
export async function hasCommit(
  services: Services,
  tenant: TenantContext,
  repo: RepoDoc,
  sha: string,
): Promise<boolean> {
  ownedBy(tenant, repo);
  if (!SHA.test(sha)) return false;
  const { bin } = services.config.git;
  const dir = repoDirOf(services, repo);
  // A commit id names the same content forever: a copy that has it needs no fetch.
  if (await containsCommit(bin, dir, sha)) return true;
  // Not in this process's copy (yet): a managed one is brought to its stored state, a connected one fetched.
  if (repo.provider === 'managed') await syncRepo(services, repo);
  else await refresh(services, repo);
  return containsCommit(bin, dir, sha);
}

/**
 * The commit `branch` points to now: read from the stored state for a managed repository, asked of the remote
 * (ls-remote, no fetch) for a connected one. Null when the repository has no such branch (an empty one has none). A remote that
 * cannot be reached is 503, one that can no longer be read 409 (as for a fetch).
 */
export async function headOf(
  services: Services,
  tenant: TenantContext,
  repo: RepoDoc,
  branch: string,
): Promise<string | null> {
  ownedBy(tenant, repo);
  if (repo.provider === 'managed') return storedBranchHead(services, repo, branch);
  try {
    return await gitProviders(services).remote.branchHead(await remoteOf(services, repo), branch);
  } catch (err) {
    throw asAppError(err, repo);
  }
}

/** Writes the tree of commit `sha` into the empty directory `dest` (git archive | tar, or a worktree-less checkout). */
export async function exportTree(
  services: Services,
  tenant: TenantContext,
  repo: RepoDoc,
  sha: string,
  dest: string,
  signal?: AbortSignal,
): Promise<void> {
  if (!(await hasCommit(services, tenant, repo, sha))) throw conflict(`Commit ${sha} is not in ${repo.full_name}`);
  if ((await readdir(dest)).length) throw new Error(`${dest} is not empty`);
  await writeTree(services.config.git.bin, repoDirOf(services, repo), sha, dest, signal);
}
