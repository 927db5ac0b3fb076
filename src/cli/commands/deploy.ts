// deploy, deployments list|get, logs, rollback, cancel.
//
// `deploy` ships the current git repository's HEAD: it pushes the commit to the project's managed repository
// through a clone URL minted for this push (a secret: never printed, never in git's command line or its credential
// helpers, scrubbed from git's output), deploys that commit, follows the build log live on stderr and waits for the
// deployment to settle; its result is the deployment's own URL and, for production, the project's stable one.
// Ctrl-C stops following and leaves the deployment running (exit 3, with the command that follows it again);
// --cancel-on-interrupt cancels it as well. A project whose repository is on another git server is deployed from
// the commit as it is there.
//
// `logs` prints a deployment's log on stdout, the data of the command, with --follow as without it (so
// `cimplify logs <id> --follow > build.log` keeps the whole log); the end of a followed deployment is said on stderr.
import { execFile } from 'node:child_process';
import type { Command } from 'commander';
import type { Client } from '../../../generated/sdk/platform/client/index.js';
import {
  cancelDeployment,
  createDeployment,
  getDeployment,
  getProject,
  listDeployments,
  mintRepoCloneUrl,
  provisionRepo,
  readDeploymentLogs,
  rollbackDeployment,
  type PlatformDeployment,
  type PlatformDeploymentLogLine,
  type PlatformEnvScope,
  type PlatformProject,
} from '../../../generated/sdk/platform/index.js';
import { call, type Cli, type CommandContext } from '../context.js';
import { CliError } from '../errors.js';
import { watchInterrupts, type Interrupts } from '../interrupts.js';
import { projectOf } from '../link.js';
import { envScope, wholeNumber } from '../options.js';
import { addSecret, fields, table, type Colors } from '../output.js';

const SETTLED: ReadonlySet<string> = new Set(['active', 'failed', 'cancelled', 'superseded']);
const POLL_MS = 500;

const scopeOption = envScope();

function git(
  args: string[],
  cwd: string,
  extraEnv: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...extraEnv }, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err && (err as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(
            new CliError(
              'INVALID_INPUT',
              'git is not installed (deploy pushes the current repository with it)',
              'sudo apt-get install -y git',
            ),
          );
          return;
        }
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** HEAD of the repository around `cwd`, and whether the work tree has changes HEAD does not hold. */
async function headOf(cwd: string): Promise<{ sha: string; dirty: boolean }> {
  const head = await git(['rev-parse', '--verify', 'HEAD^{commit}'], cwd);
  if (head.code !== 0) {
    const inRepo = (await git(['rev-parse', '--git-dir'], cwd)).code === 0;
    throw new CliError(
      'INVALID_INPUT',
      inRepo ? 'This git repository has no commit yet' : 'This directory is not in a git repository',
      inRepo
        ? 'git add -A && git commit -m "First version"'
        : 'git init && git add -A && git commit -m "First version"',
    );
  }
  const status = await git(['status', '--porcelain', '--untracked-files=no'], cwd);
  return { sha: head.stdout.trim(), dirty: status.stdout.trim() !== '' };
}

export function deploymentLines(d: PlatformDeployment, c: Colors): string {
  return fields(
    [
      ['deployment', d.id],
      ['status', statusText(d.status, c)],
      ['commit', d.git_sha.slice(0, 12)],
      ['scope', d.env_scope],
      ['url', d.url],
      ['error', d.error],
      ['created', d.created_at],
    ],
    c,
  );
}

const statusText = (s: string, c: Colors) =>
  s === 'active'
    ? c.green(s)
    : s === 'failed'
      ? c.red(s)
      : s === 'cancelled' || s === 'superseded'
        ? c.dim(s)
        : c.yellow(s);

interface Follow {
  deployment: PlatformDeployment;
  interrupted: boolean;
}

/** One log line for people: its source, dimmed, then the message. */
const logLine = (line: PlatformDeploymentLogLine, c: Colors) => `${c.dim(line.source.padEnd(6))} ${line.message}`;

/** The request's fields as the command line names them. */
const DEPLOYMENT_WORDS = {
  'path.deployment_id': '<deployment>',
  'path.project_id': '--project',
  'body.target_deployment_id': '--to',
  'body.env_scope': '--scope',
  'query.env_scope': '--scope',
  'query.limit': '--limit',
};

/**
 * Hands each of the deployment's log lines to `onLine` as they come and resolves once it has settled, or at
 * Ctrl-C. Reads the log from `after` on, so following again never repeats a line.
 */
async function follow(
  client: Client,
  businessId: string,
  apiUrl: string,
  id: string,
  ctrlC: Interrupts,
  onLine: (line: PlatformDeploymentLogLine) => void,
): Promise<Follow> {
  let after = 0;
  while (!ctrlC.seen) {
    const logs = (
      await call(
        apiUrl,
        readDeploymentLogs({
          client,
          path: { business_id: businessId, deployment_id: id },
          query: { after_seq: after, limit: 500 },
        }),
        DEPLOYMENT_WORDS,
      )
    ).data;
    for (const line of logs.lines) onLine(line);
    after = logs.next_after_seq;
    if (!logs.has_more && SETTLED.has(logs.status)) break;
    if (!logs.has_more) await ctrlC.sleep(POLL_MS);
  }
  const deployment = (
    await call(
      apiUrl,
      getDeployment({ client, path: { business_id: businessId, deployment_id: id } }),
      DEPLOYMENT_WORDS,
    )
  ).data;
  return { deployment, interrupted: ctrlC.seen };
}

/** The end of a followed deployment: its data when active, else the failure with where to look. */
async function settle(
  client: Client,
  businessId: string,
  apiUrl: string,
  f: Follow,
  cancelOnInterrupt: boolean,
): Promise<PlatformDeployment> {
  const d = f.deployment;
  if (f.interrupted && !SETTLED.has(d.status)) {
    if (cancelOnInterrupt) {
      const cancelled = (
        await call(apiUrl, cancelDeployment({ client, path: { business_id: businessId, deployment_id: d.id } }))
      ).data;
      throw new CliError(
        'ABORTED',
        `Interrupted: deployment ${d.id} cancelled (${cancelled.status})`,
        `cimplify deploy`,
      );
    }
    throw new CliError(
      'ABORTED',
      `Stopped following; deployment ${d.id} goes on (${d.status})`,
      `cimplify logs ${d.id} --follow`,
    );
  }
  if (d.status === 'active') return d;
  throw new CliError('DEPLOY_FAILED', `Deployment ${d.id} ${d.status}${d.error ? `: ${d.error}` : ''}`, failureNext(d));
}

/**
 * Where to go from a failed deployment: the project setting its error names, when it names one (the build command
 * a server does not run, an output directory that is not there), else the log.
 */
function failureNext(d: PlatformDeployment): string {
  if (d.error && /SITE_BUILDS is off/.test(d.error))
    return 'cimplify projects settings --build-command ""   (no build: the committed files are published)';
  if (d.error && /output.directory/i.test(d.error)) return 'cimplify projects settings --output-directory <folder>';
  return `cimplify logs ${d.id}`;
}

interface Target {
  client: Client;
  api: string;
  businessId: string;
  projectId: string;
}

/**
 * Gets HEAD of the repository around the working directory to the project's repository; resolves to its SHA and
 * the project.
 */
async function pushHead(
  cli: Cli,
  { client, api, businessId, projectId }: Target,
  opts: { scope: PlatformEnvScope; force?: boolean },
): Promise<{ sha: string; project: PlatformProject }> {
  const { sha, dirty } = await headOf(cli.cwd);
  if (dirty)
    cli.out.info(cli.out.ce.yellow(`Deploying HEAD ${sha.slice(0, 12)}: changes not committed are not part of it`));

  let project = (
    await call(api, getProject({ client, path: { business_id: businessId, project_id: projectId } }), DEPLOYMENT_WORDS)
  ).data;
  if (!project.repo) {
    cli.out.info('Provisioning a managed repository for the project');
    await call(api, provisionRepo({ client, path: { business_id: businessId, project_id: projectId }, body: {} }));
    project = (await call(api, getProject({ client, path: { business_id: businessId, project_id: projectId } }))).data;
  }
  const repo = project.repo!;
  if (repo.provider === 'managed') {
    const branch = opts.scope === 'production' ? project.settings.production_branch : `preview/${sha.slice(0, 12)}`;
    await pushToManaged(
      cli,
      { client, api, businessId, projectId },
      { sha, branch, repo: repo.full_name, force: opts.force },
    );
  } else {
    cli.out.info(`Deploying ${sha.slice(0, 12)} from ${repo.full_name} (push it there first)`);
  }

  return { sha, project };
}

/** Pushes HEAD to `branch` of the project's managed repository, through a clone URL minted for this push alone. */
async function pushToManaged(
  cli: Cli,
  { client, api, businessId, projectId }: Target,
  { sha, branch, repo, force }: { sha: string; branch: string; repo: string; force?: boolean },
): Promise<void> {
  const minted = (
    await call(
      api,
      mintRepoCloneUrl({
        client,
        path: { business_id: businessId, project_id: projectId },
        body: { access: 'write', ttl_secs: 600 },
      }),
    )
  ).data;
  addSecret(minted.url);
  const target = new URL(minted.url);
  const credentials = `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`;
  addSecret(decodeURIComponent(target.password));
  target.username = '';
  target.password = '';
  cli.out.info(`Pushing ${sha.slice(0, 12)} to ${repo} (${branch})`);
  // The token reaches git through its environment, as an Authorization header for this URL only: not in the
  // command line (which any user of the machine can read in the process list), and not in the URL, which
  // git would hand to every configured credential helper once it worked (`store`, a keychain: on disk long
  // after this push). The environment of a process is its owner's alone.
  const auth = {
    GIT_CONFIG_COUNT: '2',
    GIT_CONFIG_KEY_0: `http.${target.href}.extraHeader`,
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${Buffer.from(credentials).toString('base64')}`,
    GIT_CONFIG_KEY_1: 'credential.helper',
    GIT_CONFIG_VALUE_1: '',
  };
  addSecret(auth.GIT_CONFIG_VALUE_0.slice('Authorization: Basic '.length));
  const push = await git(
    ['push', '--porcelain', ...(force ? ['--force'] : []), target.href, `HEAD:refs/heads/${branch}`],
    cli.cwd,
    auth,
  );
  if (push.code !== 0) {
    const rejected = /rejected|non-fast-forward|fetch first/.test(push.stdout + push.stderr);
    throw new CliError(
      rejected ? 'CONFLICT' : 'NETWORK_ERROR',
      rejected
        ? `The project's ${branch} branch has commits this HEAD does not`
        : `git push failed: ${(push.stderr || push.stdout).trim().split('\n').slice(-3).join(' ')}`,
      rejected
        ? `git pull "$(cimplify repo clone-url --access read)" ${branch}   (or cimplify deploy --force, which replaces the project's branch with this HEAD)`
        : 'cimplify deploy',
    );
  }
}

/** deploy's flags. */
interface DeployFlags {
  project?: string;
  scope: PlatformEnvScope;
  wait: boolean;
  force?: boolean;
  cancelOnInterrupt?: boolean;
}

export function registerDeploy(program: Command, x: CommandContext): void {
  registerDeployCommand(program, x);
  const deployments = program
    .command('deployments')
    .description("A project's deployments")
    .addHelpText('after', '\nExamples:\n  $ cimplify deployments list\n  $ cimplify deployments get dep_4kq…');
  registerDeploymentsList(deployments, x);
  registerDeploymentsGet(deployments, x);
  registerLogs(program, x);
  registerRollback(program, x);
  registerCancel(program, x);
}

function registerDeployCommand(program: Command, x: CommandContext): void {
  program
    .command('deploy')
    .description(
      "Push this git repository's HEAD to the project and deploy it; follow the build and wait until it is live",
    )
    .option('--project <id>', 'the project (default: the linked one)')
    .option('--scope <scope>', 'production or preview', scopeOption, 'production' as PlatformEnvScope)
    .option('--no-wait', 'return once the deployment is queued')
    .option('--force', "push even when the project's branch has commits HEAD does not (git push --force)")
    .option('--cancel-on-interrupt', 'Ctrl-C cancels the deployment too (by default it only stops following)')
    .addHelpText(
      'after',
      `
Examples:
  $ cimplify deploy
  $ cimplify deploy --scope preview --no-wait --json | jq -r .data.id
  $ cimplify deploy --project prj_2x7… --yes`,
    )
    .action((opts: DeployFlags, cmd: Command) => runDeploy(x.cliOf(cmd), opts));
}

async function runDeploy(cli: Cli, opts: DeployFlags): Promise<void> {
  const projectId = await projectOf(cli, opts.project);
  const { client, businessId, creds } = await cli.api();
  const target: Target = { client, api: creds.apiUrl, businessId, projectId };
  // Ctrl-C is noted from the start: before the deployment exists (provisioning, pushing; git, in the same process
  // group, stops its push by itself) it ends the run as ABORTED, after it it stops following.
  const ctrlC = watchInterrupts();
  try {
    const pushed = await pushUninterrupted(cli, target, opts, ctrlC);
    const created = (
      await call(
        target.api,
        createDeployment({
          client,
          path: { business_id: businessId, project_id: projectId },
          body: { git_sha: pushed.sha, env_scope: opts.scope },
        }),
        DEPLOYMENT_WORDS,
      )
    ).data;
    // Beside the deployment's own URL, the stable one: what the project's production serves whichever deployment
    // is live (null for a preview, and until a first production deployment is live).
    if (!opts.wait) {
      const production_url = opts.scope === 'production' ? pushed.project.production_url : null;
      cli.out.result(
        { ...created, production_url },
        (d, c) => `${c.green('Queued')} ${d.id}\n${c.dim(`Follow it: cimplify logs ${d.id} --follow`)}`,
      );
      return;
    }
    await untilLive(cli, target, created, ctrlC, opts);
  } finally {
    ctrlC.close();
  }
}

/** pushHead, but a Ctrl-C seen while it ran ends the run (ABORTED) before any deployment is created. */
async function pushUninterrupted(
  cli: Cli,
  target: Target,
  opts: DeployFlags,
  ctrlC: Interrupts,
): Promise<{ sha: string; project: PlatformProject }> {
  let pushed: { sha: string; project: PlatformProject } | undefined;
  try {
    pushed = await pushHead(cli, target, opts);
  } catch (err) {
    if (!ctrlC.seen) throw err;
  }
  if (ctrlC.seen || !pushed)
    throw new CliError(
      'ABORTED',
      'Interrupted before a deployment was created: nothing was deployed',
      'cimplify deploy',
    );
  return pushed;
}

/** Follows a created deployment's log on stderr until it settles; its result is the live deployment. */
async function untilLive(
  cli: Cli,
  { client, api, businessId, projectId }: Target,
  created: PlatformDeployment,
  ctrlC: Interrupts,
  opts: DeployFlags,
): Promise<void> {
  cli.out.info(`Deployment ${created.id} ${created.status}`);
  const printLine = (line: PlatformDeploymentLogLine) => cli.out.log(`${logLine(line, cli.out.ce)}\n`);
  const done = await settle(
    client,
    businessId,
    api,
    await follow(client, businessId, api, created.id, ctrlC, printLine),
    Boolean(opts.cancelOnInterrupt),
  );
  // Read again now the deployment is live: a project's first production deployment gives it its address.
  const production_url =
    opts.scope === 'production'
      ? (
          await call(
            api,
            getProject({ client, path: { business_id: businessId, project_id: projectId } }),
            DEPLOYMENT_WORDS,
          )
        ).data.production_url
      : null;
  cli.out.result(
    { ...done, production_url },
    (d, c) =>
      `${c.green('Live')} ${d.url ?? ''}  ${c.dim(`(${d.id})`)}${d.production_url ? `\n${c.green('Production')} ${d.production_url}` : ''}`,
  );
}

/** deployments list's flags. */
interface ListFlags {
  project?: string;
  scope?: PlatformEnvScope;
  limit: number;
}

function registerDeploymentsList(deployments: Command, x: CommandContext): void {
  deployments
    .command('list')
    .description('List deployments, newest first')
    .option('--project <id>', 'the project (default: the linked one)')
    .option('--scope <scope>', 'production or preview', scopeOption)
    .option('--limit <n>', 'at most this many (1 to 100)', wholeNumber('limit', 1, 100), 20)
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify deployments list\n  $ cimplify deployments list --scope preview --json',
    )
    .action((opts: ListFlags, cmd: Command) => runDeploymentsList(x.cliOf(cmd), opts));
}

async function runDeploymentsList(cli: Cli, opts: ListFlags): Promise<void> {
  const projectId = await projectOf(cli, opts.project);
  const { client, businessId, creds } = await cli.api();
  const page = (
    await call(
      creds.apiUrl,
      listDeployments({
        client,
        path: { business_id: businessId, project_id: projectId },
        query: { limit: opts.limit, ...(opts.scope ? { env_scope: opts.scope } : {}) },
      }),
      DEPLOYMENT_WORDS,
    )
  ).data;
  cli.out.result(page, (d, c) =>
    d.deployments.length
      ? table(
          ['deployment', 'status', 'commit', 'scope', 'created', 'url'],
          d.deployments.map((x) => [
            x.id,
            statusText(x.status, c),
            x.git_sha.slice(0, 12),
            x.env_scope,
            x.created_at,
            x.url,
          ]),
          c,
        )
      : 'No deployments yet: cimplify deploy',
  );
}

function registerDeploymentsGet(deployments: Command, x: CommandContext): void {
  deployments
    .command('get')
    .description('One deployment')
    .argument('<deployment>', 'the deployment id (dep_…)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ cimplify deployments get dep_4kq…\n  $ cimplify deployments get dep_4kq… --json | jq -r .data.status',
    )
    .action((id: string, _opts, cmd: Command) => runDeploymentsGet(x.cliOf(cmd), id));
}

async function runDeploymentsGet(cli: Cli, id: string): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const d = (
    await call(
      creds.apiUrl,
      getDeployment({ client, path: { business_id: businessId, deployment_id: id } }),
      DEPLOYMENT_WORDS,
    )
  ).data;
  cli.out.result(d, deploymentLines);
}

function registerLogs(program: Command, x: CommandContext): void {
  program
    .command('logs')
    .description("A deployment's build and deploy log, on stdout")
    .argument('<deployment>', 'the deployment id (dep_…)')
    .option('-f, --follow', 'keep printing until the deployment settles (its end is said on stderr)')
    .addHelpText(
      'after',
      "\nWith --json the envelope holds the whole log ({ deployment_id, status, lines }), with --follow once the deployment\nhas settled.\n\nExamples:\n  $ cimplify logs dep_4kq…\n  $ cimplify logs dep_4kq… --follow > build.log\n  $ cimplify logs dep_4kq… --json | jq -r '.data.lines[].message'",
    )
    .action((id: string, opts: { follow?: boolean }, cmd: Command) => runLogs(x.cliOf(cmd), id, opts));
}

async function runLogs(cli: Cli, id: string, opts: { follow?: boolean }): Promise<void> {
  const api = await cli.api();
  if (opts.follow) await followLog(cli, api, id);
  else await printLog(cli, api, id);
}

/** What a command acts with: the client, the business, the credentials (cli.api()). */
type Api = Awaited<ReturnType<Cli['api']>>;

/** logs without --follow: the log as it is now, every page of it. */
async function printLog(cli: Cli, { client, businessId, creds }: Api, id: string): Promise<void> {
  const lines: PlatformDeploymentLogLine[] = [];
  let after = 0;
  let page;
  do {
    page = (
      await call(
        creds.apiUrl,
        readDeploymentLogs({
          client,
          path: { business_id: businessId, deployment_id: id },
          query: { after_seq: after, limit: 500 },
        }),
        DEPLOYMENT_WORDS,
      )
    ).data;
    lines.push(...page.lines);
    after = page.next_after_seq;
  } while (page.has_more);
  cli.out.result(
    { deployment_id: id, status: page.status, lines },
    (d, c) => d.lines.map((l) => logLine(l, c)).join('\n') || c.dim('(no log lines yet)'),
  );
}

/** logs --follow: the lines as they come until the deployment settles, its end said on stderr. */
async function followLog(cli: Cli, { client, businessId, creds }: Api, id: string): Promise<void> {
  // The lines on stdout as they come (for people), or kept for the one envelope (JSON mode).
  const lines: PlatformDeploymentLogLine[] = [];
  const onLine = cli.out.json
    ? (line: PlatformDeploymentLogLine) => void lines.push(line)
    : (line: PlatformDeploymentLogLine) => cli.out.stream(`${logLine(line, cli.out.c)}\n`);
  const ctrlC = watchInterrupts();
  let f: Follow;
  try {
    f = await follow(client, businessId, creds.apiUrl, id, ctrlC, onLine);
  } finally {
    ctrlC.close();
  }
  const d = f.deployment;
  if (f.interrupted && !SETTLED.has(d.status))
    throw new CliError(
      'ABORTED',
      `Stopped following; deployment ${id} goes on (${d.status})`,
      `cimplify logs ${id} --follow`,
    );
  cli.out.info(`${cli.out.ce.dim('Settled:')} ${statusText(d.status, cli.out.ce)}${d.url ? ` ${d.url}` : ''}`);
  // For people the log is already out; the result adds nothing to stdout.
  cli.out.result({ deployment_id: id, status: d.status, lines }, () => undefined);
}

/** rollback's flags. */
interface RollbackFlags {
  project?: string;
  to?: string;
  scope?: PlatformEnvScope;
}

function registerRollback(program: Command, x: CommandContext): void {
  program
    .command('rollback')
    .description('Serve an earlier deployment again (default: the one before the current production)')
    .option('--project <id>', 'the project (default: the linked one)')
    .option('--to <deployment>', 'the deployment to serve again')
    .option('--scope <scope>', 'production or preview', scopeOption)
    .addHelpText('after', '\nExamples:\n  $ cimplify rollback\n  $ cimplify rollback --to dep_4kq… --json')
    .action((opts: RollbackFlags, cmd: Command) => runRollback(x.cliOf(cmd), opts));
}

async function runRollback(cli: Cli, opts: RollbackFlags): Promise<void> {
  const projectId = await projectOf(cli, opts.project);
  const { client, businessId, creds } = await cli.api();
  const body = {
    ...(opts.to ? { target_deployment_id: opts.to } : {}),
    ...(opts.scope ? { env_scope: opts.scope } : {}),
  };
  const d = (
    await call(
      creds.apiUrl,
      rollbackDeployment({ client, path: { business_id: businessId, project_id: projectId }, body }),
      DEPLOYMENT_WORDS,
    )
  ).data;
  cli.out.result(
    d,
    (v, c) =>
      `${c.green('Rolling back')} with ${v.id} (${v.status})\n${c.dim(`Follow it: cimplify logs ${v.id} --follow`)}`,
  );
}

function registerCancel(program: Command, x: CommandContext): void {
  program
    .command('cancel')
    .description('Cancel a deployment that is queued or building')
    .argument('<deployment>', 'the deployment id (dep_…)')
    .addHelpText('after', '\nExamples:\n  $ cimplify cancel dep_4kq…\n  $ cimplify cancel dep_4kq… --json')
    .action((id: string, _opts, cmd: Command) => runCancel(x.cliOf(cmd), id));
}

async function runCancel(cli: Cli, id: string): Promise<void> {
  const { client, businessId, creds } = await cli.api();
  const d = (
    await call(
      creds.apiUrl,
      cancelDeployment({ client, path: { business_id: businessId, deployment_id: id } }),
      DEPLOYMENT_WORDS,
    )
  ).data;
  cli.out.result(d, (v, c) => `${statusText(v.status, c)} ${v.id}`);
}
