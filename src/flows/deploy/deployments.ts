// Deployments of a project: create (of a commit named by id or by branch, deduplicated per project, commit and
// scope), roll back to an earlier build, cancel, read, and the log. The build and release themselves run in the
// `deployment-run` job (pipeline.ts).
import { conflict, notFound, validationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Services } from '../../services.js';
import type { ClientSession } from 'mongodb';
import { isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import { inTransaction } from '../../store/transaction.js';
import type { DeploymentDoc, DeploymentStatus, EnvScope } from '../../modules/deployments/index.js';
import {
  cancelDecision,
  dedupeKey,
  rollbackRefusal,
  deploymentLogs,
  deployments,
} from '../../modules/deployments/index.js';
import { loadProject, lowerSuffix } from '../../modules/projects/index.js';
import type { ProjectDoc } from '../../modules/projects/index.js';
import { hasCommit, headOf, repos } from '../../modules/repos/index.js';
import type { RepoDoc } from '../../modules/repos/index.js';

export const DEPLOYMENT_RUN_JOB = 'deployment-run';

export async function loadDeployment(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  id: string,
): Promise<DeploymentDoc> {
  const d = await deployments(services.db, tenant).findOne({ _id: id });
  if (!d) throw notFound(`Deployment ${id} not found`);
  return d;
}

/** Starts the pipeline of a queued deployment (on the worker; without a job queue, in this process). */
async function enqueue(services: Services, d: DeploymentDoc): Promise<void> {
  const agenda = services.store.agenda;
  if (!agenda) throw new Error('deployments need the job queue (Agenda) to run');
  await agenda.now(DEPLOYMENT_RUN_JOB, { business_id: d.business_id, deployment_id: d._id });
}

function newDeployment(
  project: ProjectDoc,
  sha: string,
  branch: string | null,
  scope: EnvScope,
  now: Date,
  rollbackOf: DeploymentDoc | null,
): DeploymentDoc {
  const id = newId('deployment');
  return {
    _id: id,
    business_id: project.business_id,
    livemode: project.livemode,
    project_id: project._id,
    git_sha: sha,
    branch,
    env_scope: scope,
    status: 'queued',
    rollback_of: rollbackOf?._id ?? null,
    // A rollback serves the earlier build as it is; a deployment builds its own, named after itself.
    build_id: rollbackOf ? rollbackOf.build_id : null,
    host_label: `${project.slug.slice(0, 40)}-${lowerSuffix(12)}`,
    error: null,
    created_at: now,
    started_at: null,
    finished_at: null,
    updated_at: now,
    dedupe_key: dedupeKey(project._id, sha, scope),
    heartbeat_at: null,
    attempts: 0,
  };
}

/** What a deploy names: a commit by id, or a branch whose head it takes at the time of the call (exactly one). */
export type DeployTarget = { git_sha: string; branch?: undefined } | { branch: string; git_sha?: undefined };

/** The deploy body's git_sha and branch as a target: exactly one of them, or 400 naming them. */
export function deployTarget(body: { git_sha?: string; branch?: string }): DeployTarget {
  if (body.git_sha !== undefined && body.branch !== undefined)
    throw validationError('body.git_sha: give either git_sha or branch, not both');
  if (body.git_sha !== undefined) return { git_sha: body.git_sha };
  if (body.branch !== undefined) return { branch: body.branch };
  throw validationError('body.git_sha: is required, or name a branch with body.branch');
}

/** The project's linked repository, or 409. */
async function linkedRepo(services: Services, tenant: TenantContext, project: ProjectDoc): Promise<RepoDoc> {
  const repo = await repos(services.db, tenant).findOne({ project_id: project._id });
  if (!repo) throw conflict(`Project ${project._id} has no linked repository: provision or connect one first`);
  return repo;
}

/** The commit a branch points to now, or 409 when the repository has no such branch (or it has no commit yet). */
async function branchCommit(services: Services, tenant: TenantContext, repo: RepoDoc, branch: string): Promise<string> {
  const sha = await headOf(services, tenant, repo, branch);
  if (!sha)
    throw conflict(
      `branch: ${repo.full_name} has no branch ${branch} (or it has no commit yet); its default branch is ${repo.default_branch}`,
    );
  return sha;
}

/** 201 with a new queued deployment, or 200 with the live one of the same commit and scope. */
export async function createDeployment(
  services: Services,
  tenant: TenantContext,
  projectId: string,
  input: DeployTarget & { env_scope: EnvScope },
): Promise<{ created: boolean; deployment: DeploymentDoc }> {
  const project = await loadProject(services, tenant, projectId);
  const coll = deployments(services.db, tenant);
  // A branch is resolved once, here: the deployment builds that commit whatever is pushed to the branch later.
  let repo: RepoDoc | null = null;
  let sha: string;
  if (input.branch === undefined) sha = input.git_sha;
  else {
    repo = await linkedRepo(services, tenant, project);
    sha = await branchCommit(services, tenant, repo, input.branch);
  }
  const key = dedupeKey(project._id, sha, input.env_scope);
  const existing = await coll.findOne({ dedupe_key: key });
  if (existing) return { created: false, deployment: existing };
  repo ??= await linkedRepo(services, tenant, project);
  if (!(await hasCommit(services, tenant, repo, sha))) {
    throw conflict(`git_sha: commit ${sha} was not found in ${repo.full_name}`);
  }
  const d = newDeployment(project, sha, input.branch ?? null, input.env_scope, services.clock.now(), null);
  try {
    await coll.insertOne(d);
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    // Another request deployed the same commit and scope a moment ago: that one is the answer.
    const winner = await coll.findOne({ dedupe_key: key });
    if (winner) return { created: false, deployment: winner };
    throw err;
  }
  await enqueue(services, d);
  return { created: true, deployment: d };
}

/** A new deployment re-releasing an earlier build of `scope` (default: the most recently superseded one). */
export async function rollback(
  services: Services,
  tenant: TenantContext,
  projectId: string,
  input: { target_deployment_id?: string; env_scope: EnvScope },
): Promise<DeploymentDoc> {
  const project = await loadProject(services, tenant, projectId);
  const coll = deployments(services.db, tenant);
  let target: DeploymentDoc | null;
  if (input.target_deployment_id) {
    target = await coll.findOne({ _id: input.target_deployment_id, project_id: project._id });
    if (!target) throw notFound(`Deployment ${input.target_deployment_id} not found in project ${project._id}`);
    const refusal = rollbackRefusal(target, input.env_scope);
    if (refusal) throw conflict(`target_deployment_id: cannot roll back to ${target._id}: ${refusal}`);
  } else {
    target = await coll.findOne(
      { project_id: project._id, env_scope: input.env_scope, status: 'superseded', build_id: { $ne: null } },
      { sort: { finished_at: -1, _id: -1 } },
    );
    if (!target) throw conflict(`Project ${project._id} has no earlier ${input.env_scope} deployment to roll back to`);
  }
  const d = newDeployment(
    project,
    target.git_sha,
    target.branch ?? null,
    input.env_scope,
    services.clock.now(),
    target,
  );
  try {
    await coll.insertOne(d);
  } catch (err) {
    if (isDuplicateKeyError(err))
      throw conflict(`A deployment of commit ${target.git_sha} to ${input.env_scope} is already queued or running`);
    throw err;
  }
  await enqueue(services, d);
  return d;
}

/** Cancels an in-progress deployment; an already cancelled one is answered unchanged; the rest is 409. */
export async function cancelDeployment(services: Services, tenant: TenantContext, id: string): Promise<DeploymentDoc> {
  const coll = deployments(services.db, tenant);
  for (;;) {
    const d = await loadDeployment(services, tenant, id);
    const decision = cancelDecision(d.status);
    if (decision === 'unchanged') return d;
    if (decision === 'refuse')
      throw conflict(
        `Deployment ${id} is ${d.status}: only a queued, building or deploying deployment can be cancelled${d.status === 'active' ? ' (roll back instead)' : ''}`,
      );
    const now = services.clock.now();
    // The status and its line together (appendLog): a follower that reads "cancelled" has the line too.
    const done = await inTransaction(services, async (session) => {
      const changed = await coll.findOneAndUpdate(
        { _id: id, status: d.status },
        {
          $set: { status: 'cancelled' as DeploymentStatus, finished_at: now, updated_at: now },
          $unset: { dedupe_key: '' },
        },
        { returnDocument: 'after', session },
      );
      if (changed) await appendLog(services, tenant, id, 'system', 'Cancelled', session);
      return changed;
    });
    // The pipeline moved it on meanwhile: decide again on its new status.
    if (done) return done;
  }
}

export async function listDeployments(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  projectId: string,
  q: { env_scope?: EnvScope; status?: DeploymentStatus; limit: number; offset: number },
) {
  await loadProject(services, tenant, projectId);
  const filter: Record<string, unknown> = { project_id: projectId };
  if (q.env_scope) filter.env_scope = q.env_scope;
  if (q.status) filter.status = q.status;
  const coll = deployments(services.db, tenant);
  const [rows, total] = await Promise.all([
    coll.find(filter, { sort: { created_at: -1, _id: -1 }, skip: q.offset, limit: q.limit }).toArray(),
    coll.countDocuments(filter),
  ]);
  return { rows, total };
}

/** Lines longer than this are cut (the contract's limit). */
const MAX_LINE = 8192;

/**
 * Appends a line to a deployment's log. The sequence is the next after the newest line; the pipeline is the only
 * writer while it runs, and a clash with a status line written at the same moment is retried on the next number.
 * A status line (the end of a deployment) is written with `session`, in the transaction that sets the status, so a
 * reader who sees the deployment settled also sees its last line (a follower stops at the status it reads).
 */
export async function appendLog(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  deploymentId: string,
  source: 'build' | 'deploy' | 'system',
  message: string,
  session?: ClientSession,
): Promise<void> {
  const logs = deploymentLogs(services.db, tenant);
  for (let attempt = 0; attempt < 5; attempt++) {
    const last = await logs.findOne(
      { deployment_id: deploymentId },
      { sort: { seq: -1 }, projection: { seq: 1 }, session },
    );
    try {
      await logs.insertOne(
        {
          _id: `${deploymentId}:${(last?.seq ?? 0) + 1}`,
          business_id: tenant.business_id,
          livemode: tenant.livemode,
          deployment_id: deploymentId,
          seq: (last?.seq ?? 0) + 1,
          at: services.clock.now(),
          source,
          message: message.length > MAX_LINE ? message.slice(0, MAX_LINE) : message,
        },
        { session },
      );
      return;
    } catch (err) {
      // Outside a transaction the next number is tried. Inside one, a line written since its snapshot is a
      // WriteConflict, which inTransaction runs again from the start; any other error ends it.
      if (session || !isDuplicateKeyError(err)) throw err;
    }
  }
}

export async function readLogs(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  id: string,
  afterSeq: number,
  limit: number,
) {
  const d = await loadDeployment(services, tenant, id);
  const rows = await deploymentLogs(services.db, tenant)
    .find({ deployment_id: id, seq: { $gt: afterSeq } }, { sort: { seq: 1 }, limit: limit + 1 })
    .toArray();
  const page = rows.slice(0, limit);
  return {
    deployment_id: id,
    status: d.status,
    lines: page.map((l) => ({ seq: l.seq, timestamp: l.at.toISOString(), source: l.source, message: l.message })),
    next_after_seq: page.at(-1)?.seq ?? afterSeq,
    has_more: rows.length > limit,
  };
}
