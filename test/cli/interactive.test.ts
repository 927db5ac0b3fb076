// test-store: any (the CLI binary, a client of the HTTP API: the operations it calls run in every pass in the HTTP tests of their areas)
// The CLI where a person sits at it: the real binary in a real terminal (tmux, terminal.ts) against a live server with a
// job worker and builds on. A masked key prompt (the key never drawn, not even for an instant); a confirmation
// answered no (the default), yes, and Ctrl-C; Ctrl-C while deploy follows a slow build (it stops following, names the
// command that follows again, and the deployment goes on), and with --cancel-on-interrupt (it is cancelled); link
// choosing a project from a list with the arrow keys; colours on a terminal, none with NO_COLOR or when piped. Exit
// codes as the spec's table has them: 0, and ABORTED 3.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/index.js';
import { runGitOk } from '../platform/git-helpers.js';
import { until } from '../platform/helpers.js';
import { exitWhenDone } from '../store/helpers.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { BIN, cliEnv, dataOf, EXIT_CODES, type CliEnv } from './helpers.js';
import { terminals, type Terminal } from './terminal.js';

let h: Harness;
let cli: CliEnv;
/** A config of its own for the interactive login: what it ends up holding is that login's alone. */
let fresh: CliEnv;
let work: string;
const terms = terminals();
const ABORTED = EXIT_CODES.ABORTED;

test.before(async () => {
  h = await startHarness({
    seed: true,
    worker: true,
    env: { RATE_LIMITS: 'off', SITES_DOMAIN: 'sites.test', SITE_BUILDS: 'on' },
  });
  cli = await cliEnv(h.url);
  fresh = await cliEnv(h.url);
  dataOf(await cli.json(['login', '--api-key', '-'], { input: h.demo.business_key }));
  work = await mkdtemp(join(tmpdir(), 'cli-tty-'));
});
test.after.each(() => terms.killAll());
test.after(async () => {
  await terms.close();
  await cli?.close();
  await fresh?.close();
  await h?.close();
  if (work) await rm(work, { recursive: true, force: true });
  // Agenda's worker leaves a handle behind after it stops (as in the other worker tests).
  exitWhenDone();
});

/** `cimplify args…` in a new terminal, with the config and API of `as` (as helpers.ts runs it, but on a TTY). */
function cimplify(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string>; as?: CliEnv } = {},
): Promise<Terminal> {
  const configHome = (opts.as ?? cli).configHome;
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('CIMPLIFY_')) env[k] = v;
  Object.assign(env, { XDG_CONFIG_HOME: configHome, CIMPLIFY_API_URL: h.url, NO_COLOR: '1', TERM: 'screen' }, opts.env);
  return terms.start([process.execPath, BIN, ...args], { cwd: opts.cwd ?? configHome, env });
}

const businessId = () => h.demo.business_id;
const envKeys = async (projectId: string) =>
  dataOf(await cli.json(['env', 'list', '--project', projectId]))
    .env_vars.map((v: any) => `${v.key}@${v.env_scope}`)
    .sort();

test('login with no key asks for it masked: the key is never drawn, and the profile works', async () => {
  const key = h.demo.business_key;
  const t = await cimplify(['login'], { as: fresh });
  await t.waitFor('API key');
  await t.type(key);
  // Every character typed is a mask character, in the prompt as it stands before Enter.
  const typed = await t.waitFor('•'.repeat(key.length));
  assert.not.ok(typed.includes(key), typed);
  await t.press('Enter');
  assert.is(await t.exitCode(), 0, await t.screen());
  const screen = await t.screen();
  assert.match(screen, `Logged in as key`);
  assert.not.ok(screen.includes(key), screen);
  assert.not.ok((await t.transcript()).includes(key), 'the key was written to the terminal');
  assert.not.ok((await t.transcript()).includes(key.slice(8, 20)), 'part of the key was written to the terminal');
  assert.is(dataOf(await fresh.json(['whoami'])).business_id, businessId());
});

test('env rm asks first: no (the default) and Ctrl-C leave the variable (exit 3), yes removes it', async () => {
  const projectId = dataOf(await cli.json(['projects', 'create', 'Confirm shop'])).id;
  const set = await cli.run(['env', 'set', 'SOME_KEY', '--project', projectId], { input: 'a value\n' });
  assert.is(set.code, 0, set.stderr);
  assert.equal(await envKeys(projectId), ['SOME_KEY@preview', 'SOME_KEY@production']);

  const no = await cimplify(['env', 'rm', 'SOME_KEY', '--project', projectId]);
  await no.waitFor('Remove SOME_KEY from production and preview?');
  await no.press('Enter');
  assert.is(await no.exitCode(), ABORTED, await no.screen());
  assert.match(await no.screen(), /Aborted: nothing was changed/);
  assert.equal(await envKeys(projectId), ['SOME_KEY@preview', 'SOME_KEY@production']);

  const typedN = await cimplify(['env', 'rm', 'SOME_KEY', '--project', projectId]);
  await typedN.waitFor('Remove SOME_KEY');
  await typedN.press('n');
  assert.is(await typedN.exitCode(), ABORTED, await typedN.screen());

  const interrupted = await cimplify(['env', 'rm', 'SOME_KEY', '--project', projectId]);
  await interrupted.waitFor('Remove SOME_KEY');
  await interrupted.press('C-c');
  assert.is(await interrupted.exitCode(), ABORTED, await interrupted.screen());
  assert.match(await interrupted.screen(), /Aborted: nothing was changed/);
  assert.equal(await envKeys(projectId), ['SOME_KEY@preview', 'SOME_KEY@production']);

  // The arrow moves the choice to Yes; Enter takes it.
  const yes = await cimplify(['env', 'rm', 'SOME_KEY', '--project', projectId]);
  await yes.waitFor('Remove SOME_KEY');
  await yes.press('Left');
  await yes.waitFor(/● Yes/);
  await yes.press('Enter');
  assert.is(await yes.exitCode(), 0, await yes.screen());
  const removed = await yes.screen();
  assert.ok(/Removed SOME_KEY from (production and preview|preview and production)/.test(removed), removed);
  assert.equal(await envKeys(projectId), []);

  // And `y` answers at once.
  assert.is((await cli.run(['env', 'set', 'OTHER_KEY', '--project', projectId], { input: 'x' })).code, 0);
  const typedY = await cimplify(['env', 'rm', 'OTHER_KEY', '--project', projectId]);
  await typedY.waitFor('Remove OTHER_KEY');
  await typedY.press('y');
  assert.is(await typedY.exitCode(), 0, await typedY.screen());
  assert.equal(await envKeys(projectId), []);
});

// A build that prints a line of its own and then takes a while: Ctrl-C lands in the middle of it.
const SLOW_BUILD = 'echo build-has-started && sleep 4 && mkdir -p out && echo "<h1>Slow</h1>" > out/index.html';

async function slowProject(name: string): Promise<{ id: string; dir: string }> {
  const created = await pf.createProject({ client: h.platform(), path: { business_id: businessId() }, body: { name } });
  const project = created.data!.data;
  const put = await pf.updateProject({
    client: h.platform(),
    path: { business_id: businessId(), project_id: project.id },
    body: { settings: { ...project.settings, build_command: SLOW_BUILD, output_directory: 'out' } },
  });
  assert.is(put.response.status, 200, JSON.stringify(put.error));
  const dir = join(work, project.id);
  await mkdir(dir);
  await git(work, 'init', '-q', '-b', 'main', dir);
  await writeFile(join(dir, 'README.md'), 'built at deploy time\n');
  await git(dir, 'add', '.');
  await git(dir, 'commit', '-q', '-m', 'one');
  assert.is((await cli.run(['link', '--project', project.id], { cwd: dir })).code, 0);
  return { id: project.id, dir };
}

const git = (cwd: string, ...args: string[]) => runGitOk(work, cwd, ...args);
/** The deploy's git runs with the scratch home too: nothing of the machine's git set-up. */
const gitEnv = () => ({ HOME: work, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: join(work, '.gitconfig') });
const deployment = async (id: string) =>
  (await pf.getDeployment({ client: h.platform(), path: { business_id: businessId(), deployment_id: id } })).data!.data;

/** Runs `deploy` in a terminal until the build has printed its first line; the deployment's id. */
async function deployUntilBuilding(t: Terminal): Promise<string> {
  const screen = await t.waitFor(/ build-has-started$/m, 40_000);
  const id = /Deployment (dep_\w+) /.exec(screen)?.[1];
  assert.ok(id, screen);
  return id;
}

test('Ctrl-C during deploy stops following (exit 3, with the command that follows again); the deployment goes on', async () => {
  const { id: project, dir } = await slowProject('Slow site');
  const t = await cimplify(['deploy'], { cwd: dir, env: gitEnv() });
  const id = await deployUntilBuilding(t);
  await t.press('C-c');
  assert.is(await t.exitCode(), ABORTED, await t.screen());
  const screen = await t.screen();
  assert.match(screen, `Stopped following; deployment ${id} goes on`);
  assert.match(screen, `cimplify logs ${id} --follow`);
  const done = await until(
    'the deployment to settle',
    () => deployment(id),
    (d) => !['queued', 'building', 'deploying'].includes(d.status),
    40_000,
  );
  assert.is(done.status, 'active', JSON.stringify(done));
  assert.is(done.project_id, project);
});

test('Ctrl-C during deploy --cancel-on-interrupt cancels the deployment', async () => {
  const { dir } = await slowProject('Cancelled site');
  const t = await cimplify(['deploy', '--cancel-on-interrupt'], { cwd: dir, env: gitEnv() });
  const id = await deployUntilBuilding(t);
  await t.press('C-c');
  assert.is(await t.exitCode(), ABORTED, await t.screen());
  assert.match(await t.screen(), `Interrupted: deployment ${id} cancelled`);
  assert.is((await deployment(id)).status, 'cancelled');
});

test('colours on a terminal only, and never with NO_COLOR', async () => {
  const ansi = /\x1b\[[0-9;]*m/;
  // NO_COLOR set but empty does not count (no-color.org).
  const coloured = await cimplify(['whoami'], { env: { NO_COLOR: '' } });
  assert.is(await coloured.exitCode(), 0, await coloured.screen());
  assert.match(await coloured.transcript(), ansi);
  const plain = await cimplify(['whoami'], { env: { NO_COLOR: '1' } });
  assert.is(await plain.exitCode(), 0, await plain.screen());
  assert.not.match(await plain.transcript(), ansi);
  const piped = await cli.run(['whoami'], { env: { NO_COLOR: undefined } });
  assert.is(piped.code, 0, piped.stderr);
  assert.not.match(piped.stdout + piped.stderr, ansi);
});

test('link with no --project offers the projects; the arrow keys choose the second', async () => {
  for (const name of ['Listed one', 'Listed two']) dataOf(await cli.json(['projects', 'create', name]));
  const list = (
    await pf.listProjects({ client: h.platform(), path: { business_id: businessId() }, query: { limit: 100 } })
  ).data!.data.projects;
  const dir = await mkdtemp(join(work, 'link-'));
  const t = await cimplify(['link'], { cwd: dir });
  await t.waitFor('Link this directory to which project?');
  await t.waitFor(list[1].name);
  await t.press('Down');
  await t.press('Enter');
  assert.is(await t.exitCode(), 0, await t.screen());
  assert.match(await t.screen(), `Linked ${dir} to ${list[1].name} (${list[1].id})`);
  const link = JSON.parse(await readFile(join(dir, '.cimplify', 'project.json'), 'utf8'));
  assert.equal(link, { project_id: list[1].id, business_id: businessId() });
});

test.run();
