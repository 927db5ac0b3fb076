// test-store: any (the CLI binary, a client of the HTTP API: the operations it calls run in every pass in the HTTP tests of their areas)
// Projects and the directory link through the real binary against a live server: `projects create` (and --link),
// `projects list` (paging, and the linked project marked for people), `projects get` (by id, or the link found from
// the working directory upwards), `link --project` by id or slug writing .cimplify/project.json (ids only, no
// secret); and the refusals with their exit codes: NOT_LINKED (4) for an unlinked folder and for a link of another
// business, NOT_FOUND (9), INTERACTIVE_REQUIRED (7) for a link that would have to ask, INVALID_INPUT (30).
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { cliEnv, dataOf, failed, type CliEnv } from './helpers.js';

let h: Harness;
let cli: CliEnv;
let work: string;
let otherKey: string;
const secrets: string[] = [];

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off', SITES_DOMAIN: 'sites.test' } });
  cli = await cliEnv(h.url);
  work = await mkdtemp(join(tmpdir(), 'cimplify-projects-'));
  const other = await h.business('Second Shop');
  otherKey = (
    await issueApiKey(h.db, {
      kind: 'business',
      livemode: true,
      business_id: other.tenant.business_id,
      scopes: ['projects:read', 'projects:write'],
    })
  ).key;
  secrets.push(h.demo.business_key, otherKey);
  dataOf(await cli.json(['login', '--api-key', '-'], { input: h.demo.business_key }));
});

test.after(async () => {
  await cli?.close();
  await h?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A new empty folder under the file's work folder. */
async function folder(name: string): Promise<string> {
  const dir = join(work, name);
  await mkdir(dir, { recursive: true });
  return dir;
}

const linkFile = async (dir: string) => JSON.parse(await readFile(join(dir, '.cimplify', 'project.json'), 'utf8'));

let cafe: any;
let second: any;
let cafeDir: string;

test('projects create --link: the project, and this folder linked to it (ids only, no secret)', async () => {
  cafeDir = await folder('cafe');
  cafe = dataOf(await cli.json(['projects', 'create', 'Corner Café', '--link'], { cwd: cafeDir }));
  assert.match(cafe.id, /^prj_/);
  assert.is(cafe.name, 'Corner Café');
  assert.is(cafe.slug, 'corner-cafe');
  assert.is(cafe.repo, null);
  const raw = await readFile(join(cafeDir, '.cimplify', 'project.json'), 'utf8');
  assert.equal(JSON.parse(raw), { project_id: cafe.id, business_id: h.demo.business_id });
  assert.not.match(raw, /_live_|_test_|key/i);

  // Without --link nothing is written; the human answer says what to run next. (The service clock moves only with
  // the harness's own requests: moved on, so that "newest first" is not left to ids of one instant.)
  h.clock.advance(1000);
  const plain = await folder('plain');
  const human = await cli.run(['projects', 'create', 'Second Site', '--slug', 'second-site'], { cwd: plain });
  assert.is(human.code, 0, human.stderr);
  assert.match(human.stdout, /^Created Second Site \(prj_\w+\)\nNext: cimplify link --project prj_\w+\n$/);
  assert.is(human.stderr, '');
  failed(await cli.json(['projects', 'get'], { cwd: plain }), 'NOT_LINKED');
  second = dataOf(await cli.json(['projects', 'get', /prj_\w+/.exec(human.stdout)![0]]));
  assert.is(second.slug, 'second-site');
});

test('projects list: newest first, --limit and --offset page through; the linked one is marked for people', async () => {
  const all = dataOf(await cli.json(['projects', 'list']));
  const ids = all.projects.map((p: any) => p.id);
  assert.equal(ids.slice(0, 2), [second.id, cafe.id]);
  assert.is(all.pagination.total, ids.length);

  const first = dataOf(await cli.json(['projects', 'list', '--limit', '1']));
  assert.equal(
    first.projects.map((p: any) => p.id),
    [second.id],
  );
  assert.equal([first.pagination.limit, first.pagination.total], [1, ids.length]);
  const next = dataOf(await cli.json(['projects', 'list', '--limit', '1', '--offset', '1']));
  assert.equal(
    next.projects.map((p: any) => p.id),
    [cafe.id],
  );

  const human = await cli.run(['projects', 'list'], { cwd: cafeDir });
  assert.is(human.code, 0, human.stderr);
  assert.is(human.stderr, '');
  const row = (id: string) => human.stdout.split('\n').find((l) => l.includes(id)) ?? '';
  assert.match(row(cafe.id), /●.*Corner Café/);
  assert.not.match(row(second.id), /●/);
  assert.match(human.stdout, /project.*name.*last deploy.*production/);
  // Elsewhere nothing is marked.
  assert.not.match((await cli.run(['projects', 'list'])).stdout, /●/);

  const paged = await cli.run(['projects', 'list', '--limit', '1']);
  assert.match(paged.stdout, new RegExp(`1 of ${ids.length}: --offset 1 for more`));
});

test('projects get: the linked project by default, found from a subfolder; another by id', async () => {
  assert.is(dataOf(await cli.json(['projects', 'get'], { cwd: cafeDir })).id, cafe.id);
  const deep = join(cafeDir, 'src', 'pages');
  await mkdir(deep, { recursive: true });
  assert.is(dataOf(await cli.json(['projects', 'get'], { cwd: deep })).id, cafe.id);
  assert.is(dataOf(await cli.json(['projects', 'get', second.id], { cwd: deep })).id, second.id);

  const human = await cli.run(['projects', 'get'], { cwd: deep });
  assert.is(human.code, 0, human.stderr);
  assert.match(human.stdout, new RegExp(`^project\\s+${cafe.id}$`, 'm'));
  assert.match(human.stdout, /^name\s+Corner Café$/m);
  assert.match(human.stdout, /^repository\s+—$/m);
  assert.is(human.stderr, '');
});

test('link --project by slug or id writes .cimplify/project.json in the working folder; a link nearer wins', async () => {
  const bySlug = await folder('by-slug');
  const linked = dataOf(await cli.json(['link', '--project', 'second-site'], { cwd: bySlug }));
  assert.equal(linked, {
    project_id: second.id,
    name: 'Second Site',
    business_id: h.demo.business_id,
    path: join(bySlug, '.cimplify', 'project.json'),
  });
  assert.equal(await linkFile(bySlug), { project_id: second.id, business_id: h.demo.business_id });

  // A subfolder of the cafe linked on its own: its link is the nearer one.
  const inner = join(cafeDir, 'admin');
  await mkdir(inner, { recursive: true });
  const human = await cli.run(['link', '--project', second.id], { cwd: inner });
  assert.is(human.code, 0, human.stderr);
  assert.is(human.stdout, `Linked ${inner} to Second Site (${second.id})\n`);
  assert.equal(await linkFile(inner), { project_id: second.id, business_id: h.demo.business_id });
  assert.is(dataOf(await cli.json(['projects', 'get'], { cwd: join(inner) })).id, second.id);
  assert.is(dataOf(await cli.json(['projects', 'get'], { cwd: cafeDir })).id, cafe.id);
  // Linking again replaces the link.
  dataOf(await cli.json(['link', '--project', 'corner-cafe'], { cwd: inner }));
  assert.is((await linkFile(inner)).project_id, cafe.id);
});

test('NOT_LINKED (4): an unlinked folder; a link to a project of another business than the credentials', async () => {
  const unlinked = await folder('unlinked');
  const error = failed(await cli.json(['projects', 'get'], { cwd: unlinked }), 'NOT_LINKED');
  assert.is(error.remediation, 'cimplify link');
  const human = await cli.run(['projects', 'get'], { cwd: unlinked });
  assert.is(human.code, 4);
  assert.is(human.stdout, '');
  assert.match(
    human.stderr,
    /^Error: This directory is not linked to a project \(NOT_LINKED\)\nNext: cimplify link\n$/,
  );

  // The other business links a folder to its own project; the demo's credentials there are refused.
  const theirs = await folder('theirs');
  const theirProject = dataOf(
    await cli.json(['projects', 'create', 'Their Site', '--link', '--api-key', otherKey], { cwd: theirs }),
  );
  const theirLink = await linkFile(theirs);
  assert.is(theirLink.project_id, theirProject.id);
  assert.is.not(theirLink.business_id, h.demo.business_id);
  assert.is(
    dataOf(await cli.json(['projects', 'get'], { cwd: theirs, env: { CIMPLIFY_API_KEY: otherKey } })).id,
    theirProject.id,
  );
  const mismatch = failed(await cli.json(['projects', 'get'], { cwd: theirs }), 'NOT_LINKED');
  assert.ok(
    mismatch.message.includes(theirLink.business_id) && mismatch.message.includes(h.demo.business_id),
    mismatch.message,
  );
  assert.is(mismatch.remediation, 'cimplify link');
});

test('NOT_FOUND (9): an unknown project id for get; an unknown id or slug for link', async () => {
  failed(await cli.json(['projects', 'get', 'prj_doesnotexist1']), 'NOT_FOUND');
  const dir = await folder('nowhere');
  const error = failed(await cli.json(['link', '--project', 'no-such-site'], { cwd: dir }), 'NOT_FOUND');
  assert.is(error.remediation, 'cimplify projects list');
  failed(await cli.json(['link', '--project', 'prj_doesnotexist1'], { cwd: dir }), 'NOT_FOUND');
  // Nothing was written.
  failed(await cli.json(['projects', 'get'], { cwd: dir }), 'NOT_LINKED');
});

test('INTERACTIVE_REQUIRED (7): link without --project cannot ask in JSON mode or without a terminal', async () => {
  const dir = await folder('ask');
  const error = failed(await cli.json(['link'], { cwd: dir }), 'INTERACTIVE_REQUIRED');
  assert.is(error.remediation, 'cimplify link --project <id or slug>');
  const human = await cli.run(['link'], { cwd: dir });
  assert.is(human.code, 7);
  assert.is(human.stdout, '');
  assert.match(human.stderr, /INTERACTIVE_REQUIRED/);
  failed(await cli.json(['projects', 'get'], { cwd: dir }), 'NOT_LINKED');
});

test('INVALID_INPUT (30): a bad --limit or --offset; a bad slug; a taken slug is CONFLICT (1)', async () => {
  for (const args of [
    ['--limit', 'abc'],
    ['--limit', '0'],
    ['--limit', '101'],
    ['--limit', '2.5'],
    ['--offset', '-1'],
  ]) {
    const error = failed(await cli.json(['projects', 'list', ...args]), 'INVALID_INPUT');
    assert.match(error.message, new RegExp(`^${args[0]}: `), args.join(' '));
  }
  const human = await cli.run(['projects', 'list', '--limit', 'abc']);
  assert.is(human.code, 30);
  assert.match(human.stderr, /--limit: .*"abc"/);
  // Said of the flag or the argument typed, never of the request's field (body.slug, body.name).
  const slug = failed(await cli.json(['projects', 'create', 'Bad', '--slug', 'Not A Slug']), 'INVALID_INPUT');
  assert.match(slug.message, /^--slug: /);
  const [empty, long] = await Promise.all([
    cli.json(['projects', 'create', '']),
    cli.json(['projects', 'create', 'x'.repeat(101)]),
  ]);
  for (const r of [empty, long]) assert.match(failed(r, 'INVALID_INPUT').message, /^<name>: /);
  const humanName = await cli.run(['projects', 'create', '']);
  assert.is(humanName.code, 30);
  assert.match(humanName.stderr, /^Error: <name>: /);
  assert.not.match(humanName.stderr, /body\./);
  const taken = failed(await cli.json(['projects', 'create', 'Again', '--slug', 'second-site']), 'CONFLICT');
  assert.match(taken.message, /second-site is taken/);
});

test('no key this file used appears in anything the CLI printed', () => {
  cli.assertNoSecrets(secrets);
  assert.equal(h.responseViolations(), []);
});

test.run();
