// Documentation search over HTTP: an exact operationId ranks its operation first (every operation of every surface),
// words in any order, prefixes and typos still find it, hits with every word before hits with some, the limits and
// the refused queries; every link of the index resolves on this server (the Redoc page of its surface has the tag
// route and the operation, the guide's page has the anchor), and in a real browser the link shows the section; the
// guides' pages themselves (docs/*.md); scopes and another business's key. Every answer is checked against the contract.
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/index.js';
import { SURFACES } from '../../src/contract/surfaces.js';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { docsIndex } from '../../src/modules/docs/search.js';
import { haveChromium, launchChromium, MISSING } from '../harness/chromium.js';
import { repoRoot } from '../harness/contract.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

const searchPath = (businessId = h.demo.business_id) => `/v1/businesses/${businessId}/docs/search`;
const search = (query: string, extra = '', key: string | null = h.businessKey) =>
  h.raw('GET', `${searchPath()}?query=${encodeURIComponent(query)}${extra}`, {
    key: null,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });
const hitsFor = async (query: string, extra = '') => {
  const r = await search(query, extra);
  assert.is(r.status, 200, `${query}: ${JSON.stringify(r.json)}`);
  return r.json.data.hits as { title: string; url: string; snippet: string }[];
};
/** Every operation of the bundled contracts, with the route its section has on the Redoc page. */
async function operations() {
  const out: { surface: string; operationId: string; summary: string; route: string }[] = [];
  for (const s of SURFACES) {
    const doc = (await h.raw('GET', `/openapi/${s.name}.json`)).json;
    const items = [...Object.values<any>(doc.paths), ...Object.values<any>(doc.webhooks ?? {})];
    for (const item of items) {
      for (const op of Object.values<any>(item)) {
        if (!op?.operationId) continue;
        const tag = (op.tags[0] as string).toLowerCase().replace(/[^a-z0-9]+/g, '-');
        out.push({
          surface: s.name,
          operationId: op.operationId,
          summary: op.summary,
          route: `/docs/${s.name}#/${tag}/${op.operationId.toLowerCase()}`,
        });
      }
    }
  }
  return out;
}

test('an exact operationId ranks its operation first, for every operation of every surface', async () => {
  const ops = await operations();
  assert.ok(ops.length > 150, `${ops.length} operations`);
  const base = h.srv.services.config.baseUrl;
  const wrong: string[] = [];
  for (const op of ops) {
    const [first] = await hitsFor(op.operationId, '&limit=1');
    if (first?.url !== `${base}${op.route}`) wrong.push(`${op.operationId}: ${first?.url}`);
  }
  assert.equal(wrong, []);
  const [hit] = await hitsFor('setEnvVar');
  assert.equal(hit.title, 'Set an environment variable (Platform API › Env)');
  assert.match(hit.snippet, /^Creates or replaces the variable env_key/);
  assert.ok(hit.snippet.length <= 500);
});

test('words in any order, prefixes and typos; every word before some; a snippet around the match', async () => {
  const top = async (q: string) => (await hitsFor(q))[0]?.url.split('#')[1];
  assert.is(await top('roll back deployment'), '/deployments/rollbackdeployment');
  assert.is(await top('deployment rollback'), '/deployments/rollbackdeployment');
  assert.is(await top('cancel deployment'), '/deployments/canceldeployment');
  assert.is(await top('setEnvVr'), '/env/setenvvar', 'one typo');
  assert.is(await top('enviroment variabel list'), '/env/listenvvars', 'a typo in two words');
  assert.is(await top('verify domain ownership'), '/domains/verifydomain');
  // Prefixes: a word's start finds the longer words.
  const deploy = await hitsFor('deploy');
  assert.ok(deploy.length === 5 && deploy.every((x) => /deploy/i.test(x.title + x.snippet)), JSON.stringify(deploy));
  const idem = await hitsFor('idempot');
  assert.ok(idem.length > 0 && idem.every((x) => /idempot/i.test(x.title + x.snippet)), JSON.stringify(idem));
  // Hits with both words come first; then those with one (here, of many other operations). Judged on the whole
  // indexed entry, not the snippet, which shows one place only.
  const { byId } = docsIndex();
  const entryText = (hit: { title: string; url: string }) => {
    const e = [...byId.values()].find((x) => hit.url.endsWith(x.href) && x.title === hit.title)!;
    return [e.name, e.heading, e.tags, e.path, e.text].join(' ');
  };
  const both = await hitsFor('sensitive deployment', '&limit=20');
  assert.is(both.length, 20);
  const hasBoth = both.map((x) => /\bsensitiv/i.test(entryText(x)) && /\bdeploy/i.test(entryText(x)));
  assert.ok(hasBoth[0] && hasBoth.indexOf(false) > 0, JSON.stringify(both.map((x) => x.title)));
  assert.is(
    hasBoth.slice(hasBoth.indexOf(false)).indexOf(true),
    -1,
    `no hit with both words after one with only one: ${JSON.stringify(hasBoth)}`,
  );
  // The snippet shows where the word is, not the start of a long description.
  const [rate] = await hitsFor('Retry-After');
  assert.match(rate.snippet, /Retry-After/i);
  // The guides are searched too, and link to their section.
  const [guide] = await hitsFor('frontend teams mock sandbox');
  assert.equal(
    [guide.title, guide.url],
    [
      'For frontend teams: the mock or the sandbox (guide)',
      `${h.srv.services.config.baseUrl}/docs/guides/frontend#for-frontend-teams-the-mock-or-the-sandbox`,
    ],
  );
  // Schema names are found, and link to where the schema is shown.
  const [schema] = await hitsFor('PlatformEnvVarSetRequest');
  assert.equal(
    [schema.title, schema.url.split('#')[1]],
    ['Schema PlatformEnvVarSetRequest (Platform API, in Set an environment variable)', '/env/setenvvar'],
  );
  assert.equal(await hitsFor('zzqxv wqqzx'), []);
  assert.equal(await hitsFor('the'), [], 'only a word too common to search');
});

test('limits: default 5, 1 to 20; an empty, wordless or too long query, a bad limit: 400', async () => {
  assert.is((await hitsFor('order')).length, 5);
  assert.is((await hitsFor('order', '&limit=1')).length, 1);
  assert.is((await hitsFor('order', '&limit=20')).length, 20);
  for (const [q, extra] of [
    ['', ''],
    ['order', '&limit=0'],
    ['order', '&limit=21'],
    ['order', '&limit=two'],
    ['x'.repeat(201), ''],
  ] as const) {
    const r = await search(q, extra);
    assert.is(r.status, 400, `${q.slice(0, 10)}${extra}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
  }
  assert.is(
    (await h.raw('GET', searchPath(), { key: null, headers: { authorization: `Bearer ${h.businessKey}` } })).status,
    400,
    'no query at all',
  );
  for (const q of ['   ', '?!…', '__']) {
    const r = await search(q);
    assert.is(r.status, 400, `${JSON.stringify(q)}: ${JSON.stringify(r.json)}`);
    assert.match(r.json.error.message, /query/);
  }
  assert.ok((await hitsFor('x'.repeat(200))).length >= 0);
});

test('every link of the index resolves: the page answers, and has the tag route, the operation or the anchor', async () => {
  const base = h.srv.services.config.baseUrl;
  const pages = new Map<string, string>();
  const page = async (path: string) => {
    if (!pages.has(path)) {
      const r = await h.fetch(`${base}${path}`);
      assert.is(r.status, 200, path);
      assert.match(r.headers.get('content-type') ?? '', /text\/html/);
      pages.set(path, await r.text());
    }
    return pages.get(path)!;
  };
  const routes = new Set((await operations()).map((o) => o.route));
  const { byId } = docsIndex();
  const kinds = new Set<string>();
  for (const e of byId.values()) {
    kinds.add(e.kind);
    const [path, hash] = e.href.split('#');
    const html = await page(path);
    if (hash === undefined) continue;
    if (path.startsWith('/docs/guides/')) {
      assert.ok(html.includes(`id="${hash}"`), `${e.href}: no such anchor`);
      continue;
    }
    const [, tag, operation] = hash.split('/');
    // Redoc's page lists every tag's route in its menu; operations are routes under them.
    assert.ok(html.includes(`href="/${tag}"`), `${e.href}: no tag route /${tag} on ${path}`);
    if (operation !== undefined) assert.ok(routes.has(e.href), `${e.href}: no such operation`);
  }
  assert.equal([...kinds].sort(), ['guide', 'operation', 'overview', 'schema', 'tag']);
  // And over HTTP: what the search answers is a link of the index.
  for (const q of ['deploy', 'webhook signature', 'commands', 'PlatformDocsHit']) {
    for (const hit of await hitsFor(q)) {
      assert.ok(hit.url.startsWith(base), hit.url);
      assert.ok(
        [...byId.values()].some((e) => `${base}${e.href}` === hit.url),
        hit.url,
      );
    }
  }
});

test('in a browser, an operation link shows its section and a guide link its heading', async () => {
  assert.ok(haveChromium(), MISSING);
  const profile = await mkdtemp(join(tmpdir(), 'sfc-chromium-'));
  const browser = await launchChromium(profile);
  try {
    const tab = await browser.newPage();
    const [op] = await hitsFor('setEnvVar');
    await tab.goto(op.url, { waitUntil: 'load' });
    const section = tab.locator('[id="env/setenvvar"]');
    await section.waitFor({ timeout: 30_000 });
    assert.match(await section.innerText(), /Set an environment variable/);
    const guide = (await hitsFor('importing a catalogue')).find((x) => x.url.includes('/docs/guides/'))!;
    assert.match(guide.url, /\/docs\/guides\/catalogue-import#importing-a-catalogue$/);
    await tab.goto(guide.url, { waitUntil: 'load' });
    assert.is(await tab.locator('h1[id="importing-a-catalogue"]').innerText(), 'Importing a catalogue');
    assert.is(await tab.locator('script').count(), 0);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the guides: every docs/*.md listed and rendered, one anchor per heading, no script, cached by ETag', async () => {
  const get = async (path: string) => {
    const r = await h.fetch(`${h.url}${path}`);
    assert.is(r.status, 200, path);
    assert.match(r.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    const html = await r.text();
    assert.not.match(html, /<script/i);
    return { html, etag: r.headers.get('etag')! };
  };
  // The list links every guide of docs/, under its title.
  const names = readdirSync(join(repoRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3));
  assert.ok(names.length >= 10, names.join());
  const list = await get('/docs/guides');
  for (const name of names) assert.ok(list.html.includes(`href="/docs/guides/${name}"`), name);
  assert.match(list.html, /<a href="\/docs\/guides\/production"><strong>Running in production<\/strong><\/a>/);
  // A guide: its title and sections anchored, tables and code rendered, links to other guides kept on this server.
  const production = await get('/docs/guides/production');
  assert.match(production.html, /<h1 id="running-in-production">Running in production<\/h1>/);
  assert.match(production.html, /<h2 id="topology">Topology<\/h2>/);
  assert.match(production.html, /<table>/);
  assert.match(production.html, /<pre><code>/);
  assert.match(production.html, /href="\/docs\/guides\/benchmarks#checkout-on-the-production-path"/);
  // A heading inside a code block stays code.
  const catalogue = await get('/docs/guides/catalogue-import');
  assert.match(catalogue.html, /# or over HTTP/);
  assert.not.match(catalogue.html, /<h1 id="or-over-http/);
  for (const path of ['/docs/guides', '/docs/guides/production']) {
    const { etag } = await get(path);
    assert.is((await h.fetch(`${h.url}${path}`, { headers: { 'if-none-match': etag } })).status, 304, path);
    assert.is((await h.fetch(`${h.url}${path}`, { method: 'POST' })).status, 404, path);
  }
  assert.is((await h.fetch(`${h.url}/docs/guides/no-such-guide`)).status, 404);
});

test('scopes: docs:read is needed (403 naming it); no key 401; another business 403; the SDK call', async () => {
  const bid = h.demo.business_id;
  const { key: envOnly } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: bid,
    scopes: ['env:read'],
    name: 'no docs',
  });
  const denied = await search('deploy', '', envOnly);
  assert.is(denied.status, 403);
  assert.is(denied.json.error.code, 'FORBIDDEN');
  assert.ok(denied.json.error.message.includes('docs:read'), denied.json.error.message);
  const { key: reader } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: bid,
    scopes: ['docs:read'],
    name: 'docs reader',
  });
  assert.is((await search('deploy', '', reader)).status, 200);
  assert.is((await search('deploy', '', null)).status, 401);
  const other = await h.business('Other Docs Co');
  const { key: otherKey } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: other.tenant.business_id,
    scopes: ['docs:read'],
    name: 'other',
  });
  const cross = await search('deploy', '', otherKey);
  assert.is(cross.status, 403);
  assert.is(cross.json.error.code, 'FORBIDDEN');
  const sdk = await pf.searchDocs({
    client: h.platform(),
    path: { business_id: bid },
    query: { query: 'listEnvVars', limit: 2 },
  });
  assert.is(sdk.response.status, 200);
  assert.match(sdk.data!.data.hits[0].url, /#\/env\/listenvvars$/);
});

test('every answer conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
