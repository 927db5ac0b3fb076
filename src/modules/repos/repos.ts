// A project's repository: provision a managed one, connect an existing one, read the link, unlink it (purging a
// managed repository's data), and mint clone URLs for a managed one. One link per project (unique index); managed
// names are unique per business (unique index on full_name among managed links).
import { rename, rm } from 'node:fs/promises';
import { conflict, notFound, serviceUnavailable, validationError } from '../../kernel/errors.js';
import { newId, randomBase62 } from '../../kernel/ids.js';
import type { Services } from '../../services.js';
import {
  GitCommandError,
  initBare,
  ProviderNotConfiguredError,
  ProviderUnavailableError,
  RepoInaccessibleError,
  type GitAppKind,
} from '../../providers/git/index.js';
import { isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import { businesses } from '../business/index.js';
import { gitProviders, repoDirOf } from './checkout.js';
import { createRepoState, purgeRepoData } from './hosted.js';
import { CLONE_USER, mintCloneCredential, sealSecret, type CloneAccess } from './credentials.js';
import { CLONE_TTL, FULL_NAME, type RepoDoc } from './model.js';
import { checkCloneUrl } from './rules/clone-url.js';
import { repos } from './store.js';

/**
 * The project a repository belongs to, as its caller loaded it (an unknown project is the caller's 404): the
 * projects area shows a project with its repository, so this area takes the project rather than reading it.
 */
export interface ProjectRef {
  _id: string;
  slug: string;
}

/** Where the git smart-HTTP routes answer (src/modules/repos/routes.ts). */
export const GIT_PATH = '/git';

async function linkedRepo(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  projectId: string,
): Promise<RepoDoc | null> {
  return repos(services.db, tenant).findOne({ project_id: projectId });
}

export async function getRepo(services: Services, tenant: TenantContext, project: ProjectRef): Promise<RepoDoc> {
  const projectId = project._id;
  const repo = await linkedRepo(services, tenant, projectId);
  if (!repo) throw notFound(`Project ${projectId} has no repository linked`);
  return repo;
}

/** Inserts a link; a second link for the project, or a managed name the business already uses, is 409 (unique indexes). */
async function insertLink(services: Services, tenant: TenantContext, doc: RepoDoc): Promise<void> {
  try {
    await repos(services.db, tenant).insertOne(doc);
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    if (await linkedRepo(services, tenant, doc.project_id)) throw alreadyLinked(doc.project_id);
    throw conflict(`repo_name: ${doc.full_name.split('/')[1]} is already used by another repository of this business`);
  }
}

const alreadyLinked = (projectId: string) => conflict(`Project ${projectId} already has a repository; unlink it first`);

export async function provisionRepo(
  services: Services,
  tenant: TenantContext,
  project: ProjectRef,
  input: { repo_name?: string; private?: boolean },
): Promise<RepoDoc> {
  const projectId = project._id;
  if (await linkedRepo(services, tenant, projectId)) throw alreadyLinked(projectId);
  const business = await businesses(services.db).findOne({ _id: tenant.business_id }, { projection: { slug: 1 } });
  if (!business) throw notFound(`Business ${tenant.business_id} not found`);
  const name = input.repo_name ?? project.slug;
  const fullName = `${business.slug}/${name}`;
  const doc: RepoDoc = {
    _id: newId('repo'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    project_id: projectId,
    provider: 'managed',
    full_name: fullName,
    default_branch: 'main',
    private: input.private ?? true,
    html_url: null,
    created_at: services.clock.now(),
  };
  await insertLink(services, tenant, doc);
  const dir = repoDirOf(services, doc);
  try {
    // The stored state (empty), then this process's copy, which also proves git works here.
    await createRepoState(services, doc);
    await initBare(services.config.git.bin, dir, doc.default_branch);
  } catch (err) {
    // Nothing half-made is left: no link without its repository, no repository without its link.
    await repos(services.db, tenant).deleteOne({ _id: doc._id });
    await purgeRepoData(services, doc).catch(() => undefined);
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    services.logger.error({ err, repo: doc._id }, 'creating a managed git repository failed');
    throw serviceUnavailable(
      `The git host could not create the repository${err instanceof GitCommandError && err.missing ? ' (git is not installed)' : ''}; retry with the same idempotency_key`,
    );
  }
  return doc;
}

export interface ConnectInput {
  provider: 'git' | GitAppKind;
  repo_full_name?: string;
  clone_url?: string;
  token?: string;
  default_branch?: string;
}

export async function connectRepo(
  services: Services,
  tenant: TenantContext,
  project: ProjectRef,
  input: ConnectInput,
): Promise<RepoDoc> {
  const projectId = project._id;
  if (await linkedRepo(services, tenant, projectId)) throw alreadyLinked(projectId);
  const id = newId('repo');
  const base = {
    _id: id,
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    project_id: projectId,
    created_at: services.clock.now(),
  };
  let doc: RepoDoc;
  if (input.provider === 'git') {
    if (input.clone_url === undefined) throw validationError('body.clone_url: is required with provider git');
    const { git } = services.config;
    const checked = checkCloneUrl(input.clone_url, { allowHttp: git.connectAllowHttp, hosts: git.connectHosts });
    if (!checked.ok) throw validationError(`body.clone_url: ${checked.problem}`);
    const fullName = input.repo_full_name ?? checked.fullName;
    if (!fullName)
      throw validationError('body.repo_full_name: is required when the clone URL path does not end in owner/name');
    let info;
    try {
      info = await gitProviders(services).remote.inspect({ url: checked.url, token: input.token ?? null });
    } catch (err) {
      if (err instanceof RepoInaccessibleError) throw notFound(`clone_url: ${err.message}`);
      if (err instanceof ProviderUnavailableError) throw serviceUnavailable(err.message);
      throw err;
    }
    doc = {
      ...base,
      provider: 'git',
      full_name: fullName,
      default_branch: input.default_branch ?? info.defaultBranch ?? 'main',
      private: input.token !== undefined,
      html_url: null,
      remote_url: checked.url,
      ...(input.token !== undefined ? { remote_token: await sealSecret(services, input.token, id) } : {}),
    };
  } else {
    if (input.clone_url !== undefined || input.token !== undefined) {
      throw validationError(
        `body.${input.clone_url !== undefined ? 'clone_url' : 'token'}: only with provider git; ${input.provider} repositories are named by repo_full_name`,
      );
    }
    if (input.repo_full_name === undefined)
      throw validationError(`body.repo_full_name: is required with provider ${input.provider}`);
    let found;
    try {
      found = await gitProviders(services).apps[input.provider].lookup(tenant.business_id, input.repo_full_name);
    } catch (err) {
      if (err instanceof ProviderNotConfiguredError)
        throw validationError(
          `body.provider: ${err.message}; connect the repository by its HTTPS URL with provider git and a token`,
        );
      if (err instanceof RepoInaccessibleError)
        throw notFound(`repo_full_name: ${input.repo_full_name} ${err.message}`);
      if (err instanceof ProviderUnavailableError) throw serviceUnavailable(err.message);
      throw err;
    }
    doc = {
      ...base,
      provider: input.provider,
      full_name: FULL_NAME.test(found.fullName) ? found.fullName : input.repo_full_name,
      default_branch: input.default_branch ?? found.defaultBranch,
      private: found.private,
      html_url: found.htmlUrl,
    };
  }
  await insertLink(services, tenant, doc);
  return doc;
}

export interface UnlinkResult {
  repo: RepoDoc | null;
  purged: boolean;
}

/**
 * Removes the link. `purge` deletes a managed repository's data: this process's copy is first renamed aside (one
 * atomic step; a failure there changes nothing and is 503), then the link goes (no process serves the repository
 * from then on), then the copy, the stored refs and the packs. Without `purge` a managed repository's data stays.
 * A connected repository's local copy is always dropped; it is only a cache.
 */
export async function unlinkRepo(
  services: Services,
  tenant: TenantContext,
  project: ProjectRef,
  purge: boolean,
): Promise<UnlinkResult> {
  const projectId = project._id;
  const repo = await linkedRepo(services, tenant, projectId);
  if (!repo) return { repo: null, purged: false };
  if (purge && repo.provider !== 'managed')
    throw conflict(
      `purge: only managed repositories can be purged; ${repo.full_name} is a connected ${repo.provider} repository (unlink it without purge)`,
    );
  const dir = repoDirOf(services, repo);
  let doomed: string | null = null;
  if (purge || repo.provider !== 'managed') {
    doomed = `${dir}.deleted-${randomBase62(8)}`;
    try {
      await rename(dir, doomed);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // A connected repository never fetched has no copy; a managed one without its folder has nothing left to purge.
      if (code === 'ENOENT') doomed = null;
      else {
        services.logger.error({ err, repo: repo._id }, 'moving a git repository aside failed');
        throw serviceUnavailable('The repository could not be deleted; nothing was changed, retry');
      }
    }
  }
  let removed;
  try {
    removed = await repos(services.db, tenant).deleteOne({ _id: repo._id });
  } catch (err) {
    if (doomed) await rename(doomed, dir).catch(() => undefined);
    throw err;
  }
  if (doomed) {
    await rm(doomed, { recursive: true, force: true }).catch((err) =>
      services.logger.error({ err, path: doomed }, 'deleting an unlinked git repository failed'),
    );
  }
  if (purge && removed.deletedCount === 1) {
    // The repository itself: its stored refs and packs (other processes' copies are only caches, never served again).
    await purgeRepoData(services, repo).catch((err) =>
      services.logger.error({ err, repo: repo._id }, "deleting an unlinked git repository's stored packs failed"),
    );
  }
  return { repo: removed.deletedCount ? repo : null, purged: purge && removed.deletedCount === 1 };
}

export interface CloneUrl {
  url: string;
  expires_at: Date;
}

export async function mintCloneUrl(
  services: Services,
  tenant: TenantContext,
  project: ProjectRef,
  input: { access?: CloneAccess; ttl_secs?: number },
): Promise<CloneUrl> {
  const projectId = project._id;
  const repo = await linkedRepo(services, tenant, projectId);
  if (!repo) throw conflict(`Project ${projectId} has no repository linked; provision or connect one first`);
  if (repo.provider !== 'managed')
    throw conflict(`${repo.full_name} is a connected ${repo.provider} repository; clone it from its provider`);
  const ttl = input.ttl_secs ?? CLONE_TTL.default;
  if (!Number.isInteger(ttl) || ttl < CLONE_TTL.min || ttl > CLONE_TTL.max)
    throw validationError(`body.ttl_secs: must be an integer from ${CLONE_TTL.min} to ${CLONE_TTL.max}`);
  const expiresAt = new Date((Math.floor(services.clock.now().getTime() / 1000) + ttl) * 1000);
  const credential = await mintCloneCredential(
    services,
    { business_id: tenant.business_id, repo_id: repo._id },
    input.access ?? 'write',
    expiresAt,
  );
  const u = new URL(`${services.config.git.publicUrl}${GIT_PATH}/${tenant.business_id}/${repo._id}.git`);
  u.username = CLONE_USER;
  u.password = credential;
  return { url: u.toString(), expires_at: expiresAt };
}
