// test-store: any (the CLI binary, a client of the HTTP API: the operations it calls run in every pass in the HTTP tests of their areas)
// `cimplify deploy` end to end through the real binary and the real git CLI: a scratch repository with a static site,
// linked to a new project, pushed through a minted clone URL and deployed, the build log followed on stderr and
// the site served by Host, with the project's production URL beside the deployment's; a second commit;
// `deployments list|get`, `logs` (with --follow on stdout too), `rollback` (the first version served again),
// `cancel` of a deployment held in a slow build; `projects settings`; `repo get|clone-url`; and the refusals: no git
// repository or no commit (INVALID_INPUT with the git command to run), no link (NOT_LINKED), a push the project's
// branch rejects (CONFLICT, then --force), a failing build (DEPLOY_FAILED with `cimplify logs <id>`, or the setting to
// change). No key and no minted URL is ever printed but by `repo clone-url` (in its own CLI environment), and git's
// credential helper never receives the minted credentials.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { getProject, updateProject } from '../../generated/sdk/platform/index.js';
import { runGitOk } from '../platform/git-helpers.js';
import { getByHost, until } from '../platform/helpers.js';
import { exitWhenDone } from '../store/helpers.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { cliEnv, dataOf, failed, type CliEnv, type RunOptions } from './helpers.js';

let h: Harness;
let cli: CliEnv;
/** The runs that print a minted clone URL on purpose (`repo clone-url`): kept apart from `cli`'s, which never may. */
let peek: CliEnv;
let work: string;
let gitEnv: Record<string, string>;
const SITES = 'sites.test';

test.before(async () => {
  // Builds on, for the slow build a cancel catches and the failing one; a project without a build command is
  // published as committed either way.
  h = await startHarness({
    seed: true,
    worker: true,
    env: { RATE_LIMITS: 'off', SITES_DOMAIN: SITES, SITE_BUILDS: 'on' },
  });
  cli = await cliEnv(h.url);
  peek = await cliEnv(h.url);
  work = await mkdtemp(join(tmpdir(), 'cimplify-deploy-'));
  // The git the CLI runs gets the same throw-away world as the test's own (test/platform/git-helpers.ts), plus a
  // credential helper that would write down any credentials git is given: the minted ones must never reach it.
  gitEnv = {
    HOME: work,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: join(work, '.gitconfig'),
    GIT_AUTHOR_NAME: 'Ama Mensah',
    GIT_AUTHOR_EMAIL: 'ama@example.com',
    GIT_COMMITTER_NAME: 'Ama Mensah',
    GIT_COMMITTER_EMAIL: 'ama@example.com',
  };
  await writeFile(join(work, '.gitconfig'), `[credential]\n\thelper = store --file ${join(work, 'git-credentials')}\n`);
  for (const env of [cli, peek]) dataOf(await env.json(['login', '--api-key', '-'], { input: h.demo.business_key }));
});

test.after(async () => {
  await cli?.close();
  await peek?.close();
  await h?.close();
  if (work) await rm(work, { recursive: true, force: true });
  // Agenda's worker leaves a handle behind after it stops (as in the other worker tests).
  exitWhenDone();
});

const git = (cwd: string, ...args: string[]) => runGitOk(work, cwd, ...args);
/**
 * The service clock moves only with the harness's own requests, not the CLI's: moved on before each deployment, so
 * that "newest first" is not left to ids of one instant.
 */
const later = () => h.clock.advance(1000);
const inDir = (cwd: string, opts: RunOptions = {}): RunOptions => ({ ...opts, cwd, env: { ...gitEnv, ...opts.env } });
const page = async (url: string) => (await getByHost(h, new URL(url).hostname)).body;
/** The project over REST (the CLI's reads are tested). */
const projectNow = async () =>
  (await getProject({ client: h.platform(), path: { business_id: h.demo.business_id, project_id: project.id } })).data!
    .data;
/** What production serves now (the project's host is fixed at creation). */
const production = async () => page((await projectNow()).production_url!);
/** A link written as `cimplify link` writes it (test/cli/projects.test.ts runs `link` itself). */
async function linkTo(dir: string): Promise<void> {
  await mkdir(join(dir, '.cimplify'), { recursive: true });
  await writeFile(
    join(dir, '.cimplify', 'project.json'),
    JSON.stringify({ project_id: project.id, business_id: h.demo.business_id }),
  );
}

/** A new git repository with public/index.html holding `html`, committed; answers its folder and the commit. */
async function repository(name: string, html: string): Promise<{ dir: string; sha: string }> {
  const dir = join(work, name);
  await mkdir(join(dir, 'public'), { recursive: true });
  await git(work, 'init', '-q', '-b', 'main', dir);
  await writeFile(join(dir, 'public', 'index.html'), html);
  await git(dir, 'add', '.');
  await git(dir, 'commit', '-q', '-m', html);
  return { dir, sha: await git(dir, 'rev-parse', 'HEAD') };
}

async function commit(dir: string, html: string): Promise<string> {
  await writeFile(join(dir, 'public', 'index.html'), html);
  await git(dir, 'commit', '-q', '-am', html);
  return git(dir, 'rev-parse', 'HEAD');
}

/** The project's settings replaced over REST (omitted ones return to their defaults). */
async function settings(s: {
  build_command?: string | null;
  output_directory?: string | null;
  production_branch?: string;
}): Promise<void> {
  const r = await updateProject({
    client: h.platform(),
    path: { business_id: h.demo.business_id, project_id: project.id },
    body: { settings: s },
  });
  assert.ok(r.data, JSON.stringify(r.error));
}

/** Nothing printed holds a URL with credentials in it (a minted clone URL is http://x:TOKEN@host/git/…). */
function assertNoCredentialUrls(text: string): void {
  assert.not.match(text, /[a-z]+:\/\/[^\s/'"]*:[^\s/'"]*@/i);
  assert.not.match(text, /@[^\s'"]*\/git\//);
}

let project: any;
let site: { dir: string; sha: string };
let first: any;
let second: any;

test('deploy from a scratch repository: pushed, built, followed on stderr, live at the URL on stdout', async () => {
  site = await repository('site', '<h1>Version one</h1>');
  project = dataOf(await cli.json(['projects', 'create', 'CLI Site', '--link'], inDir(site.dir)));

  later();
  const r = await cli.json(['deploy'], inDir(site.dir));
  first = dataOf(r);
  assert.is(first.status, 'active');
  assert.is(first.git_sha, site.sha);
  assert.is(first.env_scope, 'production');
  assert.match(first.url, new RegExp(`^http://[a-z0-9-]+\\.${SITES.replace('.', '\\.')}:\\d+$`));
  assert.is(await page(first.url), '<h1>Version one</h1>');
  assert.is(await production(), '<h1>Version one</h1>');
  // Beside the deployment's own URL, the project's stable one: production serves there whichever deployment is live.
  assert.is(first.production_url, (await projectNow()).production_url);
  assert.is.not(first.production_url, first.url);

  // The progress and the build log went to stderr, in order; stdout had the envelope alone.
  assert.match(r.stderr, /Provisioning a managed repository/);
  assert.match(r.stderr, new RegExp(`Pushing ${site.sha.slice(0, 12)} to \\S+ \\(main\\)`));
  assert.match(
    r.stderr,
    new RegExp(
      `system +Building ${site.sha} for production[\\s\\S]*deploy +Publishing public/[\\s\\S]*system +Active at http://`,
    ),
  );
  assert.not.match(r.stderr, /not committed/);
  assertNoCredentialUrls(r.stdout + r.stderr);
});

test('a second commit, deployed for people: "Live <url>" alone on stdout, the log on stderr', async () => {
  const sha = await commit(site.dir, '<h1>Version two</h1>');
  later();
  const r = await cli.run(['deploy'], inDir(site.dir));
  assert.is(r.code, 0, r.stderr);
  const live = /^Live (http:\/\/\S+) {2}\((dep_\w+)\)\nProduction (http:\/\/\S+)\n$/.exec(r.stdout);
  assert.ok(live, r.stdout);
  assert.is(live![3], (await projectNow()).production_url);
  assert.match(r.stderr, new RegExp(`Pushing ${sha.slice(0, 12)}`));
  assert.match(r.stderr, /Active at http:\/\//);
  assert.not.match(r.stderr, /Provisioning/);
  second = dataOf(await cli.json(['deployments', 'get', live![2]]));
  assert.equal([second.status, second.git_sha, second.url], ['active', sha, live![1]]);
  assert.is(await production(), '<h1>Version two</h1>');
  assertNoCredentialUrls(r.stdout + r.stderr);
});

test('deployments list and get, logs', async () => {
  const list = dataOf(await cli.json(['deployments', 'list'], inDir(site.dir)));
  assert.equal(
    list.deployments.map((d: any) => [d.id, d.status]),
    [
      [second.id, 'active'],
      [first.id, 'superseded'],
    ],
  );
  const byProject = dataOf(await cli.json(['deployments', 'list', '--project', project.id, '--limit', '1']));
  assert.equal(
    byProject.deployments.map((d: any) => d.id),
    [second.id],
  );
  failed(await cli.json(['deployments', 'list', '--limit', '0'], inDir(site.dir)), 'INVALID_INPUT');

  const table = await cli.run(['deployments', 'list'], inDir(site.dir));
  assert.is(table.code, 0, table.stderr);
  assert.match(table.stdout, new RegExp(`${second.id}.*active.*${second.git_sha.slice(0, 12)}`));
  assert.match(table.stdout, new RegExp(`${first.id}.*superseded`));
  assert.is(table.stderr, '');

  const got = dataOf(await cli.json(['deployments', 'get', first.id]));
  assert.equal([got.id, got.status, got.git_sha], [first.id, 'superseded', site.sha]);

  const logs = dataOf(await cli.json(['logs', first.id]));
  assert.equal([logs.deployment_id, logs.status], [first.id, 'superseded']);
  const messages = logs.lines.map((l: any) => l.message);
  assert.ok(messages.includes(`Building ${site.sha} for production`), messages.join('\n'));
  assert.match(messages.at(-1), /^Active at http:\/\//);
  const human = await cli.run(['logs', first.id]);
  assert.is(human.code, 0);
  assert.match(human.stdout, /^system +Building /m);

  // --follow prints the same log on the same stream (stdout), the end of the deployment on stderr; with --json
  // the envelope holds the log as without --follow.
  const followed = await cli.run(['logs', first.id, '--follow']);
  assert.is(followed.code, 0, followed.stderr);
  assert.is(followed.stdout, human.stdout);
  assert.match(followed.stderr, /^Settled: superseded http:\/\/\S+\n$/);
  assert.equal(dataOf(await cli.json(['logs', first.id, '-f'])), logs);
  const saved = await cli.shell(`cimplify logs ${first.id} --follow > build.log && cat build.log`, { cwd: work });
  assert.is(saved.code, 0, saved.stderr);
  assert.is(saved.stdout, human.stdout, 'the whole log in the file');
});

let rollback: any;

test('rollback to the first deployment: the first version is served again once it settles', async () => {
  later();
  const rb = dataOf(await cli.json(['rollback', '--to', first.id], inDir(site.dir)));
  assert.equal([rb.rollback_of, rb.git_sha], [first.id, site.sha]);
  await until('the first version served again', production, (body) => body === '<h1>Version one</h1>');
  const logs = dataOf(await cli.json(['logs', rb.id]));
  assert.is(logs.status, 'active');
  assert.ok(
    logs.lines.some((l: any) => /without rebuilding/.test(l.message)),
    JSON.stringify(logs.lines),
  );
  rollback = rb;
});

test('cancel: a deployment queued with --no-wait, held in a slow build, is cancelled', async () => {
  // `exec`, so that the cancel's kill reaches the sleep itself rather than a shell around it.
  await settings({ build_command: 'exec sleep 30' });
  const sha = await commit(site.dir, '<h1>Version three</h1>');
  const queued = dataOf(await cli.json(['deploy', '--no-wait'], inDir(site.dir)));
  assert.equal([queued.git_sha, queued.status], [sha, 'queued']);
  assert.is(queued.production_url, (await projectNow()).production_url);
  const cancelled = dataOf(await cli.json(['cancel', queued.id]));
  assert.equal([cancelled.id, cancelled.status], [queued.id, 'cancelled']);
  // An active deployment cannot be cancelled (roll back instead).
  const refused = failed(await cli.json(['cancel', rollback.id]), 'CONFLICT');
  assert.match(refused.message, /roll back instead/);
  const after = dataOf(await cli.json(['logs', queued.id]));
  assert.is(after.status, 'cancelled');
  // (A pipeline that had started may still log a line or two before it sees the cancel.)
  assert.ok(
    after.lines.some((l: any) => l.message === 'Cancelled'),
    JSON.stringify(after.lines),
  );
  // The rollback is still what production serves.
  assert.is(await production(), '<h1>Version one</h1>');
});

test('uncommitted changes: a warning on stderr, and HEAD is what is deployed', async () => {
  await settings({});
  await writeFile(join(site.dir, 'public', 'index.html'), '<h1>Not committed</h1>');
  const r = await cli.json(['deploy'], inDir(site.dir));
  const d = dataOf(r);
  assert.match(
    r.stderr,
    new RegExp(`Deploying HEAD ${d.git_sha.slice(0, 12)}: changes not committed are not part of it`),
  );
  assert.is(d.status, 'active');
  assert.is(await page(d.url), '<h1>Version three</h1>');
  await git(site.dir, 'checkout', '--', '.');
});

test('projects settings: shown; changed one flag at a time, the others kept; "" clears; a refused value names its flag', async () => {
  await settings({ production_branch: 'main', output_directory: 'public' });
  const shown = await cli.run(['projects', 'settings'], inDir(site.dir));
  assert.is(shown.code, 0, shown.stderr);
  assert.match(shown.stdout, /^build command\s+none: the committed files are published$/m);
  assert.match(shown.stdout, /^output directory\s+public$/m);

  const changed = dataOf(
    await cli.json(['projects', 'settings', '--build-command', 'echo compiling && exit 3'], inDir(site.dir)),
  );
  assert.equal(changed.settings, {
    ...changed.settings,
    build_command: 'echo compiling && exit 3',
    output_directory: 'public',
    production_branch: 'main',
  });
  assert.is((await projectNow()).settings.build_command, 'echo compiling && exit 3');
  assert.is((await projectNow()).settings.output_directory, 'public', 'a setting not named is kept');

  const cleared = dataOf(await cli.json(['projects', 'settings', '--project', project.id, '--output-directory', '']));
  assert.equal([cleared.settings.output_directory, cleared.settings.build_command], [null, 'echo compiling && exit 3']);
  const refused = failed(
    await cli.json(['projects', 'settings', '--node-version', '18'], inDir(site.dir)),
    'INVALID_INPUT',
  );
  assert.match(refused.message, /^--node-version: must be one of "20", "22"/);
  failed(await cli.json(['projects', 'settings', '--mcp-destructive-ops', 'maybe'], inDir(site.dir)), 'INVALID_INPUT');
  assert.is((await projectNow()).settings.node_version, '20');
});

test('a failing build: DEPLOY_FAILED (exit 1) with `cimplify logs <id>`; the site keeps serving', async () => {
  // The build command was set by `projects settings` (above).
  await commit(site.dir, '<h1>Version four</h1>');
  const r = await cli.json(['deploy'], inDir(site.dir));
  const error = failed(r, 'DEPLOY_FAILED');
  assert.is(r.code, 1);
  const id = /dep_\w+/.exec(error.message)![0];
  assert.match(error.message, /failed: The build command exited with code 3/);
  assert.is(error.remediation, `cimplify logs ${id}`);
  assert.match(r.stderr, /build +\$ echo compiling && exit 3\nbuild +compiling\n/);
  assert.is(await production(), '<h1>Version three</h1>');
  dataOf(await cli.json(['projects', 'settings', '--build-command', ''], inDir(site.dir)));
  assert.is((await projectNow()).settings.build_command, null);
});

test('a deployment that fails for a setting sends to the command that changes it', async () => {
  dataOf(await cli.json(['projects', 'settings', '--output-directory', 'nowhere'], inDir(site.dir)));
  const error = failed(await cli.json(['deploy'], inDir(site.dir)), 'DEPLOY_FAILED');
  assert.match(error.message, /output directory nowhere does not exist/);
  assert.is(error.remediation, 'cimplify projects settings --output-directory <folder>');
  dataOf(await cli.json(['projects', 'settings', '--output-directory', ''], inDir(site.dir)));
});

test("repo get; repo clone-url prints a URL git clones the project's repository with (a secret shown on purpose)", async () => {
  const r = dataOf(await cli.json(['repo', 'get'], inDir(site.dir)));
  assert.equal([r.provider, r.default_branch], ['managed', 'main']);
  const minted = await peek.run(['repo', 'clone-url', '--project', project.id, '--access', 'read', '--ttl', '120']);
  assert.is(minted.code, 0, minted.stderr);
  const url = minted.stdout.trim();
  assert.is(minted.stdout, `${url}\n`, 'the URL alone on stdout');
  assert.match(minted.stderr, /holds a read credential/);
  // (Without the credential helper this file set up: it must never see minted credentials.)
  const head = await git(work, '-c', 'credential.helper=', 'ls-remote', url, 'refs/heads/main');
  assert.match(head, /^[0-9a-f]{40}\trefs\/heads\/main$/);
  assert.equal(dataOf(await peek.json(['repo', 'clone-url', '--project', project.id])).access, 'write');
  failed(await peek.json(['repo', 'clone-url', '--project', project.id, '--ttl', '5']), 'INVALID_INPUT');
  // A project without a repository is sent to the command that provisions one.
  const bare = dataOf(await cli.json(['projects', 'create', 'No Repo Yet']));
  const none = failed(await peek.json(['repo', 'clone-url', '--project', bare.id]), 'CONFLICT');
  assert.match(none.remediation, /^cimplify deploy /);
});

test("a push the project's branch rejects is CONFLICT: fetch its commits (repo clone-url) or --force; --force deploys", async () => {
  const other = await repository('unrelated', '<h1>Another history</h1>');
  await linkTo(other.dir);
  const error = failed(await cli.json(['deploy'], inDir(other.dir)), 'CONFLICT');
  assert.match(error.message, /main branch has commits this HEAD does not/);
  assert.is(
    error.remediation,
    'git pull "$(cimplify repo clone-url --access read)" main   (or cimplify deploy --force, which replaces the project\'s branch with this HEAD)',
  );
  const forced = dataOf(await cli.json(['deploy', '--force'], inDir(other.dir)));
  assert.equal([forced.status, forced.git_sha], ['active', other.sha]);
  assert.is(await page(forced.url), '<h1>Another history</h1>');
});

test('INVALID_INPUT (30) outside a git repository or before the first commit, with the git command to run', async () => {
  const plain = join(work, 'plain');
  await mkdir(plain);
  await linkTo(plain);
  const outside = failed(await cli.json(['deploy'], inDir(plain)), 'INVALID_INPUT');
  assert.match(outside.message, /not in a git repository/);
  assert.match(outside.remediation, /^git init && git add -A && git commit /);
  await git(work, 'init', '-q', '-b', 'main', plain);
  const empty = failed(await cli.json(['deploy'], inDir(plain)), 'INVALID_INPUT');
  assert.match(empty.message, /no commit yet/);
  assert.match(empty.remediation, /^git add -A && git commit /);
});

test('NOT_LINKED (4): deploy in a repository no project is linked to', async () => {
  const { dir } = await repository('unlinked', '<h1>Nobody</h1>');
  const error = failed(await cli.json(['deploy'], inDir(dir)), 'NOT_LINKED');
  assert.is(error.remediation, 'cimplify link');
});

test("no key and no minted clone URL was printed, or handed to git's credential helper", async () => {
  cli.assertNoSecrets([h.demo.business_key]);
  peek.assertNoSecrets([h.demo.business_key]);
  assertNoCredentialUrls(cli.captured());
  const stored = await readFile(join(work, 'git-credentials'), 'utf8').catch(() => '');
  assert.ok(stored === '', `git's credential helper stored ${stored.length} characters of credentials`);
  assert.equal(h.responseViolations(), []);
});

test.run();
