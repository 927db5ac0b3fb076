// The pipeline of one deployment, run by the `deployment-run` job: check out the commit, run the build command if
// the server allows builds, publish the output folder as an immutable build (into the blob store, builds.ts), then
// release it: the deployment becomes active and, for production, the project's production pointer moves to it and
// the previous active one is superseded, in one transaction (the switch is one document write, so a reader sees the
// old build or the new one).
//
// Every step is checked against cancellation (the status is re-read every second) and the running job writes a
// heartbeat; a deployment left building or deploying by a process that died is taken up again by the recovery job
// (recover.ts) and runs the pipeline from the start (each step can be run again), at most MAX_ATTEMPTS times.
import { realpathSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { siteOrigin } from '../../kernel/config.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { inTransaction } from '../../store/transaction.js';
import type { DeploymentDoc, DeploymentStatus } from '../../modules/deployments/index.js';
import { IN_PROGRESS, isInsideTree, outputDirectory, deployments } from '../../modules/deployments/index.js';
import { envForBuild } from '../../modules/env/index.js';
import { projects } from '../../modules/projects/index.js';
import { exportTree, repos } from '../../modules/repos/index.js';
import { appendLog } from './deployments.js';
import { loadBuild, publishBuild } from './builds.js';
import { checkSandbox, prepareFolders, runSandboxed, SandboxUnavailableError, type SandboxProcess } from './sandbox.js';

export const MAX_ATTEMPTS = 3;

/** A step failed for a reason the deployment's `error` should say. */
class DeployError extends Error {}
class Cancelled extends Error {}

export async function runDeployment(services: Services, tenant: TenantContext, id: string): Promise<void> {
  const coll = deployments(services.db, tenant);
  const d = await coll.findOne({ _id: id });
  if (!d || !IN_PROGRESS.includes(d.status)) return;
  const log = (source: 'build' | 'deploy' | 'system', message: string) =>
    appendLog(services, tenant, id, source, message);
  const now = () => services.clock.now();

  if (d.attempts >= MAX_ATTEMPTS) {
    await fail(services, tenant, d, `The deployment was interrupted ${d.attempts} times; deploy again`);
    return;
  }
  const first: DeploymentStatus = d.rollback_of ? 'deploying' : d.status === 'queued' ? 'building' : d.status;
  const claimed = await coll.findOneAndUpdate(
    { _id: id, status: d.status, attempts: d.attempts },
    {
      $set: { status: first, started_at: d.started_at ?? now(), updated_at: now(), heartbeat_at: new Date() },
      $inc: { attempts: 1 },
    },
    { returnDocument: 'after' },
  );
  if (!claimed) return; // another run took it
  if (d.attempts > 0)
    await log('system', `Resuming after an interruption (attempt ${d.attempts + 1} of ${MAX_ATTEMPTS})`);

  const abort = new AbortController();
  // The heartbeat (real time: it says this process is alive, not when something happened) and the cancel check.
  const ticker = setInterval(
    () => {
      void coll
        .findOneAndUpdate(
          { _id: id, status: { $in: ['building', 'deploying'] } },
          { $set: { heartbeat_at: new Date() } },
          { projection: { status: 1 } },
        )
        .then((doc) => {
          if (!doc) abort.abort(new Cancelled());
        })
        .catch(() => undefined);
    },
    Math.min(services.config.sites.heartbeatMs, 1000),
  );
  let work: string | undefined;
  try {
    const project = await projects(services.db, tenant).findOne({ _id: d.project_id });
    if (!project) throw new DeployError('The project no longer exists');
    let buildId: string;
    if (claimed.rollback_of) {
      buildId = claimed.build_id!;
      await log(
        'system',
        `Re-releasing the build of ${claimed.rollback_of} (${claimed.git_sha.slice(0, 7)}) without rebuilding`,
      );
      if (!(await loadBuild(services, buildId)))
        throw new DeployError(`The build of ${claimed.rollback_of} is no longer stored`);
    } else {
      await log('system', `Building ${claimed.git_sha} for ${claimed.env_scope}`);
      const repo = await repos(services.db, tenant).findOne({ project_id: project._id });
      if (!repo) throw new DeployError('The project has no linked repository any more');
      work = await mkdtemp(join(tmpdir(), `deploy-${id}-`));
      const tree = join(work, 'tree');
      await mkdir(tree);
      await log('deploy', `Checking out ${claimed.git_sha} from ${repo.full_name}`);
      await exportTree(services, tenant, repo, claimed.git_sha, tree, abort.signal);
      if (project.settings.build_command) {
        const env = await envForBuild(services, tenant, project._id, claimed.env_scope);
        const run = { command: project.settings.build_command, work, tree, projectId: project._id, vars: env };
        await build(services, tenant, run, abort.signal, (line) => log('build', line));
      }
      const out = outputDirectory(project.settings.output_directory, (dir) => isDir(join(tree, dir)));
      if (!isInsideTree(out)) throw new DeployError(`output_directory ${out} leaves the repository`);
      if (!isDir(join(tree, out))) throw new DeployError(`The output directory ${out} does not exist after the build`);
      const published = realOutput(tree, out);
      // (A run resumed after an interruption may already be deploying.)
      await setStatus(services, tenant, id, ['building', 'deploying'], 'deploying');
      await log('deploy', `Publishing ${out === '.' ? 'the repository root' : `${out}/`}`);
      await publishBuild(services, id, published);
      buildId = id;
    }
    if (abort.signal.aborted) throw new Cancelled();
    // The host label is fixed at creation: the claimed copy has it, no need to read the released one.
    await release(services, tenant, id, buildId, `Active at ${siteOrigin(services.config.sites, claimed.host_label)}`);
  } catch (err) {
    if (err instanceof Cancelled || abort.signal.aborted) return; // cancelDeployment wrote the status and the line
    const message = err instanceof DeployError ? err.message : `Unexpected failure: ${(err as Error).message}`;
    if (!(err instanceof DeployError))
      services.logger.error({ err, deployment_id: id }, 'deployment failed unexpectedly');
    await fail(services, tenant, claimed, message);
  } finally {
    clearInterval(ticker);
    if (work) await rm(work, { recursive: true, force: true });
  }
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The output folder as it really is: a build can make it (or a folder on its way) a link, and a link out of the tree
 * (to DATA_DIR, say) would be followed by the server, outside the sandbox, and published.
 */
function realOutput(tree: string, out: string): string {
  const root = realpathSync(tree);
  const real = realpathSync(join(tree, out));
  if (real !== root && !real.startsWith(root + sep))
    throw new DeployError(`output_directory ${out} leaves the repository (a link out of it)`);
  return real;
}

async function setStatus(
  services: Services,
  tenant: TenantContext,
  id: string,
  from: DeploymentStatus[],
  to: DeploymentStatus,
): Promise<void> {
  const done = await deployments(services.db, tenant).updateOne(
    { _id: id, status: { $in: from } },
    { $set: { status: to, updated_at: services.clock.now() } },
  );
  if (done.matchedCount === 0) throw new Cancelled();
}

async function fail(
  services: Services,
  tenant: TenantContext,
  d: Pick<DeploymentDoc, '_id'>,
  error: string,
): Promise<void> {
  const now = services.clock.now();
  // The status and its line in one transaction (appendLog), as release and cancel do.
  await inTransaction(services, async (session) => {
    const done = await deployments(services.db, tenant).updateOne(
      { _id: d._id, status: { $in: IN_PROGRESS } },
      {
        $set: { status: 'failed', error: error.slice(0, 2000), finished_at: now, updated_at: now, heartbeat_at: null },
        $unset: { dedupe_key: '' },
      },
      { session },
    );
    if (done.matchedCount === 1) await appendLog(services, tenant, d._id, 'system', `Failed: ${error}`, session);
  });
}

/**
 * The deployment becomes active, with its last log line (`line`); for production the project's pointer moves to it
 * and the previous one is superseded.
 */
async function release(
  services: Services,
  tenant: TenantContext,
  id: string,
  buildId: string,
  line: string,
): Promise<void> {
  await inTransaction(services, async (session) => {
    const now = services.clock.now();
    const coll = deployments(services.db, tenant);
    const d = await coll.findOneAndUpdate(
      { _id: id, status: 'deploying' },
      { $set: { status: 'active', build_id: buildId, finished_at: now, updated_at: now, heartbeat_at: null } },
      { session, returnDocument: 'after' },
    );
    if (!d) throw new Cancelled();
    await appendLog(services, tenant, id, 'system', line, session);
    if (d.env_scope !== 'production') return;
    await coll.updateMany(
      { project_id: d.project_id, env_scope: 'production', status: 'active', _id: { $ne: id } },
      { $set: { status: 'superseded', updated_at: now }, $unset: { dedupe_key: '' } },
      { session },
    );
    await projects(services.db, tenant).updateOne(
      { _id: d.project_id },
      { $set: { production_deployment_id: id, production_build_id: buildId, updated_at: now } },
      { session },
    );
  });
}

interface BuildRun {
  command: string;
  /** The deployment's temporary folder, and the checked-out tree in it. */
  work: string;
  tree: string;
  projectId: string;
  /** The project's variables of the deployment's scope. */
  vars: Record<string, string>;
}

/**
 * Runs the project's build command: only when the server allows builds (SITE_BUILDS), and only in the sandbox
 * (sandbox.ts: none of the server's files, processes or, by default, network; time, memory, CPU and process
 * limits); where the sandbox cannot run, the deployment fails and the command is never run. Output lines go to
 * the log as they come.
 */
async function build(
  services: Services,
  tenant: TenantContext,
  run: BuildRun,
  signal: AbortSignal,
  line: (text: string) => Promise<void>,
): Promise<void> {
  const { sites } = services.config;
  const { builds, buildTimeoutMs } = sites;
  if (!builds) {
    throw new DeployError(
      'This server does not run build commands (SITE_BUILDS is off): commit the built site and set output_directory, or clear build_command',
    );
  }
  let child: SandboxProcess;
  try {
    const folders = await prepareFolders(sites, run.work, run.tree, tenant.business_id, run.projectId);
    await checkSandbox(sites, folders);
    await line(`$ ${run.command}`);
    child = runSandboxed(sites, folders, run.command, run.vars, signal);
  } catch (err) {
    if (err instanceof SandboxUnavailableError) throw new DeployError(err.message);
    throw err;
  }
  // One line after the other: appended at once, lines raced for the next seq and some were lost (appendLog gives up
  // after 5 tries), and the log came out of order.
  let written = Promise.resolve();
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (text) => {
      written = written.then(() => line(text));
      // A line that could not be written fails the build once it has ended (`await written` below). Until then the
      // failure must count as handled: an unhandled rejection ends the whole server.
      written.catch(() => undefined);
    });
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (err) =>
      (err as NodeJS.ErrnoException).code === 'ABORT_ERR'
        ? reject(new Cancelled())
        : reject(new DeployError(`The build could not start: ${err.message}`)),
    );
    child.on('close', (c, sig) => resolve(sig ? null : c));
  });
  await written;
  if (signal.aborted) throw new Cancelled();
  if (code === null)
    throw new DeployError(`The build was stopped (over ${Math.round(buildTimeoutMs / 1000)} s or out of memory)`);
  if (code !== 0) throw new DeployError(`The build command exited with code ${code}`);
}
