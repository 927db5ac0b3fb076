// The four resources over /mcp with the SDK's own Client: resources/list (the three fixed ones) and
// resources/templates/list (platform://projects/{id}) as the OpenRPC document lists them; resources/read of
// platform://ctx (the session's attached project), platform://projects (the first 100, newest first, with the total),
// platform://projects/{id} (the same JSON as platform_get_project) and platform://docs (a pointer, no content);
// -32006 for a URI that names nothing and for another business's project; -32002 for a key without projects:read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../harness/contract.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { ALL_TOOL_SCOPES, businessKey, connect, type Connected, violations } from './mcp-client.js';

let h: Harness;
let a: Connected;
const openrpc = JSON.parse(readFileSync(join(repoRoot, 'generated', 'mcp', 'openrpc.json'), 'utf8'));
const plain = (entries: Record<string, unknown>[]) =>
  entries.map((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('x-'))));

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  a = await connect(h.url, await businessKey(h.db, h.demo.business_id, ALL_TOOL_SCOPES));
});
test.after(async () => {
  await a?.close();
  await h?.close();
});

async function read(c: Connected, uri: string): Promise<any> {
  const r = await c.client.readResource({ uri });
  assert.equal(violations('ReadResourceResult', r), [], JSON.stringify(r));
  assert.is(r.contents.length, 1);
  assert.is(r.contents[0].uri, uri);
  assert.is(r.contents[0].mimeType, 'application/json');
  const [content] = r.contents;
  assert.ok('text' in content, 'a text resource');
  return JSON.parse(content.text);
}

async function readError(c: Connected, uri: string): Promise<McpError> {
  try {
    await c.client.readResource({ uri });
  } catch (err) {
    if (err instanceof McpError) return err;
    throw err;
  }
  throw new Error(`${uri} was read`);
}

const tool = async (c: Connected, name: string, args: Record<string, unknown> = {}) =>
  (await c.client.callTool({ name, arguments: args })).structuredContent as any;

test('resources/list and resources/templates/list: what the document lists', async () => {
  const { resources } = await a.client.listResources();
  assert.equal(violations('ListResourcesResult', { resources }), []);
  assert.equal(resources, plain(openrpc['x-resources']));
  assert.equal(
    resources.map((r) => r.uri),
    ['platform://ctx', 'platform://projects', 'platform://docs'],
  );
  const { resourceTemplates } = await a.client.listResourceTemplates();
  assert.equal(resourceTemplates, plain(openrpc['x-resource-templates']));
  assert.equal(
    resourceTemplates.map((t) => t.uriTemplate),
    ['platform://projects/{id}', 'platform://deployments/{id}/logs'],
  );
});

test("platform://ctx: the same JSON as platform_ctx, with the session's attached project", async () => {
  assert.equal(await read(a, 'platform://ctx'), await tool(a, 'platform_ctx'));
  assert.is((await read(a, 'platform://ctx')).project, null);
  const p = await tool(a, 'platform_create_project', { name: 'Ctx Resource Site' });
  await tool(a, 'platform_attach_project', { project_id: p.id });
  const ctx = await read(a, 'platform://ctx');
  assert.is(ctx.project.id, p.id);
  assert.equal(ctx, await tool(a, 'platform_ctx'));
});

test('platform://projects: the first 100, newest first, and the total; platform://projects/{id}: one, as platform_get_project', async () => {
  for (let i = 0; i < 3; i++) {
    // Newest first needs each one a moment newer than the last.
    h.clock.advance(1000);
    await tool(a, 'platform_create_project', { name: `Listed Site ${i}` });
  }
  const listed = await read(a, 'platform://projects');
  const viaTool = await tool(a, 'platform_list_projects', { limit: 100 });
  assert.equal(listed, { projects: viaTool.projects, total: viaTool.pagination.total });
  assert.is(listed.projects[0].name, 'Listed Site 2');
  const one = listed.projects[1];
  assert.equal(
    await read(a, `platform://projects/${one.id}`),
    await tool(a, 'platform_get_project', { project_id: one.id }),
  );
  assert.equal(await read(a, `platform://projects/${encodeURIComponent(one.id)}`), one);
});

test('platform://docs: a pointer to the docs index, nothing more; it needs no scope beyond mcp:invoke', async () => {
  const only = await connect(h.url, await businessKey(h.db, h.demo.business_id, ['mcp:invoke']));
  try {
    const docs = await read(only, 'platform://docs');
    assert.equal(docs, {
      docs_url: `${h.url}/docs`,
      api_reference_url: `${h.url}/docs/platform`,
      search_tool: 'platform_search_docs',
    });
    assert.is((await fetch(docs.docs_url)).status, 200);
    // The others need projects:read.
    for (const uri of ['platform://ctx', 'platform://projects', 'platform://projects/prj_x']) {
      const err = await readError(only, uri);
      assert.is(err.code, -32002, uri);
      assert.equal(err.data, { name: 'SCOPE_DENIED', retryable: false, required_scope: 'projects:read' });
    }
  } finally {
    await only.close();
  }
});

test("-32006: a URI that names no resource, an unknown project, another business's project", async () => {
  const other = await h.business('Elsewhere');
  const b = await connect(h.url, await businessKey(h.db, other.tenant.business_id, ALL_TOOL_SCOPES));
  let theirs: { id: string };
  try {
    theirs = await tool(b, 'platform_create_project', { name: 'Not Yours' });
    assert.is((await read(b, `platform://projects/${theirs.id}`)).id, theirs.id);
  } finally {
    await b.close();
  }
  for (const uri of [
    'platform://nothing',
    'platform://projects/',
    'platform://projects/prj_doesnotexist0000',
    `platform://projects/${theirs.id}`,
    'platform://projects/a/b',
    'platform://ctx/more',
    `platform://projects/${'x'.repeat(200)}`,
    'platform://projects/%E0%A4%A',
  ]) {
    const err = await readError(a, uri);
    assert.is(err.code, -32006, uri);
    assert.equal(err.data, { name: 'RESOURCE_NOT_FOUND', retryable: false, uri }, uri);
  }
});

test.run();
