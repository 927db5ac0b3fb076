// The 26 tools over /mcp with the SDK's own Client, against a real server on 127.0.0.1: tools/list as the
// generated list says (titles, input and output schemas, annotations); tools/call running the platform operation
// through the operation core (the same data as REST; invalid arguments and business refusals as tool results with
// isError and a next step); the tool scope (-32002 naming it); the destructive opt-in (-32003 until the business
// turns it on over REST, then allowed); idempotency per session (-32007 on conflict); platform_deploy of a commit
// pushed with git, deduped by (project, sha, scope); the attached project per session. Every result is checked
// against the OpenRPC document's CallToolResult and every listed tool against its Tool schema and the SDK's.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { McpError, ToolSchema } from '@modelcontextprotocol/sdk/types.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../harness/contract.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { ALL_TOOL_SCOPES, businessKey, connect, type Connected, violations } from './mcp-client.js';

const run = promisify(execFile);
let h: Harness;
let key: string;
let a: Connected;
const generated = JSON.parse(readFileSync(join(repoRoot, 'generated', 'mcp', 'tools.json'), 'utf8')) as any[];

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off', SITES_DOMAIN: 'sites.test' } });
  key = await businessKey(h.db, h.demo.business_id, ALL_TOOL_SCOPES);
  a = await connect(h.url, key);
});
test.after(async () => {
  await a?.close();
  await h?.close();
});

const rest = async (method: string, path: string, body?: unknown, bearer = key) => {
  const r = await h.raw(method, `/v1/businesses/${h.demo.business_id}${path}`, {
    key: null,
    headers: { authorization: `Bearer ${bearer}` },
    body,
  });
  return r;
};

/** A tool call that must succeed: its structured data. */
async function call(c: Connected, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const r = await c.client.callTool({ name, arguments: args });
  assert.equal(violations('CallToolResult', r), [], `${name}: ${JSON.stringify(r)}`);
  assert.not.ok(r.isError, `${name}: ${JSON.stringify(r.content)}`);
  assert.equal(JSON.parse((r.content as { text: string }[])[0].text), r.structuredContent);
  return r.structuredContent;
}

/** A tool call answered with a tool result carrying isError: the result. */
async function toolError(
  c: Connected,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; error: { code: string; message: string; retryable: boolean } }> {
  const r = await c.client.callTool({ name, arguments: args });
  assert.equal(violations('CallToolResult', r), [], JSON.stringify(r));
  assert.is(r.isError, true, JSON.stringify(r));
  // The code a program acts on, as structuredContent (which the SDK's Client checked against the tool's
  // outputSchema), and the same object in _meta for older clients.
  const error = (r.structuredContent as any)?.error;
  assert.equal(violations('ToolError', error), [], JSON.stringify(r));
  assert.equal(violations('ToolErrorContent', r.structuredContent), []);
  assert.equal((r._meta as any)['platform/error'], error);
  return { text: (r.content as { text: string }[])[0].text, error };
}

/** A tools/call answered with a JSON-RPC error: it. */
async function rpcError(c: Connected, name: string, args: Record<string, unknown>): Promise<McpError> {
  try {
    await c.client.callTool({ name, arguments: args });
  } catch (err) {
    if (err instanceof McpError) return err;
    throw err;
  }
  throw new Error(`${name} did not fail`);
}

test('tools/list: the 26 generated tools with titles, schemas and annotations; valid for the SDK and the document', async () => {
  const { tools } = await a.client.listTools();
  assert.is(tools.length, 26);
  assert.equal(
    tools.map((t) => t.name),
    generated.map((t) => t.name).sort(),
  );
  for (const t of tools) {
    const g = generated.find((x) => x.name === t.name);
    assert.ok(ToolSchema.safeParse(t).success, t.name);
    assert.equal(violations('Tool', t), [], t.name);
    assert.is(t.title, g.title);
    assert.equal(t.inputSchema, g.inputSchema);
    assert.equal(t.annotations, g.annotations);
    assert.equal(t._meta, g._meta);
    assert.is(t.outputSchema?.type, 'object', t.name);
  }
  assert.is(tools.filter((t) => t.annotations?.readOnlyHint).length, 12);
  assert.equal(
    tools.filter((t) => t.annotations?.destructiveHint).map((t) => t.name),
    ['platform_detach_domain', 'platform_remove_env', 'platform_unlink_repo'],
  );
  assert.ok(tools.every((t) => t.annotations?.idempotentHint === (t.name !== 'platform_mint_clone_url')));
});

test('read tools answer what their REST operation answers', async () => {
  assert.equal(await call(a, 'platform_whoami'), (await rest('GET', '/whoami')).json.data);
  await call(a, 'platform_create_project', { name: 'Read Tools Site' });
  const listed = await call(a, 'platform_list_projects', { limit: 100 });
  assert.equal(listed, (await rest('GET', '/projects?limit=100')).json.data);
  assert.ok(listed.projects.some((p: { name: string }) => p.name === 'Read Tools Site'));
  const hits = await call(a, 'platform_search_docs', { query: 'deploy' });
  assert.ok(Array.isArray(hits.hits));
});

test('write tools: create a project, provision a repo, set and list env vars, add a domain, deploy-free reads of them', async () => {
  const p = await call(a, 'platform_create_project', { name: 'Write Tools Site' });
  assert.match(p.id, /^prj_/);
  assert.equal((await rest('GET', `/projects/${p.id}`)).json.data, p);
  const repo = await call(a, 'platform_provision_repo', { project_id: p.id });
  assert.is(repo.provider, 'managed');
  // The read also says where the default branch points (nothing pushed yet: null).
  assert.equal(await call(a, 'platform_get_repo', { project_id: p.id }), { ...repo, head_sha: null });
  const set = await call(a, 'platform_set_env', {
    project_id: p.id,
    env_key: 'API_BASE',
    value: 'https://api.example.com',
  });
  assert.ok(set.env_vars.some((v: { key: string }) => v.key === 'API_BASE'));
  const listed = await call(a, 'platform_list_env', { project_id: p.id, reveal: true });
  assert.ok(JSON.stringify(listed).includes('https://api.example.com'));
  const domain = await call(a, 'platform_add_domain', { project_id: p.id, hostname: 'write-tools.example.com' });
  assert.is(domain.status, 'pending_verification');
  assert.equal(
    (await call(a, 'platform_list_domains', { project_id: p.id })).domains.map((d: { id: string }) => d.id),
    [domain.id],
  );
  const clone = await call(a, 'platform_mint_clone_url', { project_id: p.id });
  assert.match(clone.url, /^http/);
});

test('invalid arguments and business refusals are tool results with isError, naming the field and the next step', async () => {
  const wrongType = await toolError(a, 'platform_get_project', { project_id: 5 });
  assert.is(wrongType.error.code, 'VALIDATION_ERROR');
  assert.match(wrongType.text, /^arguments\.project_id: must be string\. Correct the arguments/);
  const unknownArg = await toolError(a, 'platform_get_project', {
    project_id: 'prj_x',
    business_id: h.demo.business_id,
  });
  assert.match(unknownArg.text, /unknown field "business_id"/);
  const missing = await toolError(a, 'platform_deploy', { project_id: 'prj_x' });
  assert.match(missing.text, /arguments\.git_sha: is required, or name a branch/);
  const notFound = await toolError(a, 'platform_get_project', { project_id: 'prj_doesnotexist0000' });
  assert.equal(notFound.error, {
    code: 'NOT_FOUND',
    message: 'Project prj_doesnotexist0000 not found',
    retryable: false,
  });
  assert.match(notFound.text, /platform_list_projects/);
  // Another business's project is not found either: nothing leaks.
  const other = await h.business('Other Shop');
  const otherKey = await businessKey(h.db, other.tenant.business_id, ALL_TOOL_SCOPES);
  const b = await connect(h.url, otherKey);
  try {
    const theirs = await call(b, 'platform_create_project', { name: 'Their Site' });
    assert.is((await toolError(a, 'platform_get_project', { project_id: theirs.id })).error.code, 'NOT_FOUND');
  } finally {
    await b.close();
  }
  const taken = await call(a, 'platform_create_project', { name: 'Domain Clash' });
  await call(a, 'platform_add_domain', { project_id: taken.id, hostname: 'clash.example.com' });
  assert.is(
    (await toolError(a, 'platform_add_domain', { project_id: taken.id, hostname: 'clash.example.com' })).error.code,
    'CONFLICT',
  );
});

test("-32002: a key without the tool's scope, naming it; the tools it holds still work", async () => {
  const narrow = await businessKey(h.db, h.demo.business_id, ['mcp:invoke', 'projects:read']);
  const c = await connect(h.url, narrow);
  try {
    assert.is((await c.client.listTools()).tools.length, 26);
    const err = await rpcError(c, 'platform_create_project', { name: 'Nope' });
    assert.is(err.code, -32002);
    assert.equal(err.data, { name: 'SCOPE_DENIED', retryable: false, required_scope: 'projects:write' });
    const envErr = await rpcError(c, 'platform_list_env', { project_id: 'prj_x' });
    assert.equal([envErr.code, (envErr.data as { required_scope: string }).required_scope], [-32002, 'env:read']);
    assert.ok(Array.isArray((await call(c, 'platform_list_projects')).projects));
    assert.is((await call(c, 'platform_whoami')).key_id.startsWith('key_'), true);
  } finally {
    await c.close();
  }
});

test('-32003: the three destructive tools until the business opts the project in over REST; then they run', async () => {
  const p = await call(a, 'platform_create_project', { name: 'Destructive Site' });
  await call(a, 'platform_provision_repo', { project_id: p.id });
  await call(a, 'platform_set_env', { project_id: p.id, env_key: 'DOOMED', value: 'x' });
  const domain = await call(a, 'platform_add_domain', { project_id: p.id, hostname: 'doomed.example.com' });
  const destructive: [string, Record<string, unknown>][] = [
    ['platform_remove_env', { project_id: p.id, env_key: 'DOOMED' }],
    ['platform_detach_domain', { domain_id: domain.id }],
    ['platform_unlink_repo', { project_id: p.id }],
  ];
  for (const [name, args] of destructive) {
    const err = await rpcError(a, name, args);
    assert.is(err.code, -32003, name);
    assert.equal(err.data, {
      name: 'DESTRUCTIVE_DENIED',
      retryable: false,
      project_id: p.id,
      setting: 'mcp_destructive_ops_enabled',
    });
  }
  // Nothing was removed.
  assert.ok(
    (await call(a, 'platform_list_env', { project_id: p.id })).env_vars.some(
      (v: { key: string }) => v.key === 'DOOMED',
    ),
  );
  assert.is((await call(a, 'platform_list_domains', { project_id: p.id })).domains.length, 1);
  // No tool takes the setting: the project tools have no settings argument.
  assert.match(
    (await toolError(a, 'platform_create_project', { name: 'X', settings: { mcp_destructive_ops_enabled: true } }))
      .text,
    /unknown field "settings"/,
  );

  const put = await rest('PUT', `/projects/${p.id}`, {
    settings: { ...p.settings, mcp_destructive_ops_enabled: true },
  });
  assert.is(put.status, 200, JSON.stringify(put.json));
  assert.is((await call(a, 'platform_remove_env', { project_id: p.id, env_key: 'DOOMED' })).key, 'DOOMED');
  assert.is((await call(a, 'platform_detach_domain', { domain_id: domain.id })).detached, true);
  assert.is((await call(a, 'platform_unlink_repo', { project_id: p.id })).unlinked, true);
  // An unknown target is the operation's own not found, not -32003.
  assert.is(
    (await toolError(a, 'platform_detach_domain', { domain_id: 'dom_doesnotexist000' })).error.code,
    'NOT_FOUND',
  );
});

test('idempotency per session: the same key and arguments replay; other arguments -32007; another session runs anew', async () => {
  const count = async () => (await rest('GET', '/projects?limit=100')).json.data.pagination.total as number;
  const before = await count();
  const first = await call(a, 'platform_create_project', { name: 'Idem Site', idempotency_key: 'idem-1' });
  const again = await call(a, 'platform_create_project', { name: 'Idem Site', idempotency_key: 'idem-1' });
  assert.equal(again, first);
  assert.is(await count(), before + 1);
  const clash = await rpcError(a, 'platform_create_project', { name: 'Idem Site, other', idempotency_key: 'idem-1' });
  assert.is(clash.code, -32007);
  assert.equal(clash.data, { name: 'IDEMPOTENCY_CONFLICT', retryable: false, idempotency_key: 'idem-1' });
  const c = await connect(h.url, key);
  try {
    const elsewhere = await call(c, 'platform_create_project', { name: 'Idem Site', idempotency_key: 'idem-1' });
    assert.is.not(elsewhere.id, first.id);
    assert.is(await count(), before + 2);
  } finally {
    await c.close();
  }
  // Without a key nothing is cached.
  const x = await call(a, 'platform_create_project', { name: 'Unkeyed Site' });
  const y = await call(a, 'platform_create_project', { name: 'Unkeyed Site' });
  assert.is.not(x.id, y.id);
});

test('platform_deploy: queued, and deduped by (project, git_sha, env_scope) whatever the idempotency key', async () => {
  const p = await call(a, 'platform_create_project', { name: 'Dedupe Site' });
  await call(a, 'platform_provision_repo', { project_id: p.id });
  const { url } = await call(a, 'platform_mint_clone_url', { project_id: p.id, access: 'write', ttl_secs: 600 });
  const sha = await pushOneCommit(url);
  const one = await call(a, 'platform_deploy', { project_id: p.id, git_sha: sha, idempotency_key: 'd-1' });
  assert.is(one.status, 'queued');
  const two = await call(a, 'platform_deploy', { project_id: p.id, git_sha: sha, idempotency_key: 'd-2' });
  const three = await call(a, 'platform_deploy', { project_id: p.id, git_sha: sha });
  assert.equal([two.id, three.id], [one.id, one.id]);
  assert.is((await call(a, 'platform_get_deployment_status', { deployment_id: one.id })).id, one.id);
  assert.equal(
    (await call(a, 'platform_list_deployments', { project_id: p.id })).deployments.map((d: { id: string }) => d.id),
    [one.id],
  );
});

test('deploying "the latest": platform_get_repo names the head of the default branch; platform_deploy takes a branch and records it', async () => {
  const p = await call(a, 'platform_create_project', { name: 'Latest Site' });
  await call(a, 'platform_provision_repo', { project_id: p.id });
  const { url } = await call(a, 'platform_mint_clone_url', { project_id: p.id, access: 'write', ttl_secs: 600 });
  // Nothing pushed yet: no head, and no branch to deploy.
  assert.is((await call(a, 'platform_get_repo', { project_id: p.id })).head_sha, null);
  const empty = await toolError(a, 'platform_deploy', { project_id: p.id, branch: 'main' });
  assert.is(empty.error.code, 'CONFLICT');
  assert.match(empty.error.message, /^branch: .* has no branch main/);
  const sha = await pushOneCommit(url);
  assert.is((await call(a, 'platform_get_repo', { project_id: p.id })).head_sha, sha);
  const d = await call(a, 'platform_deploy', { project_id: p.id, branch: 'main', env_scope: 'preview' });
  assert.equal([d.git_sha, d.branch, d.env_scope, d.status], [sha, 'main', 'preview', 'queued']);
  assert.equal(
    await call(a, 'platform_get_deployment_status', { deployment_id: d.id }).then((x) => [x.git_sha, x.branch]),
    [sha, 'main'],
  );
  // The same commit by id is the same deployment (deduped on the resolved commit).
  assert.is((await call(a, 'platform_deploy', { project_id: p.id, git_sha: sha, env_scope: 'preview' })).id, d.id);
  const both = await toolError(a, 'platform_deploy', { project_id: p.id, branch: 'main', git_sha: sha });
  assert.equal(
    [both.error.code, both.error.message],
    ['VALIDATION_ERROR', 'arguments.git_sha: give either git_sha or branch, not both'],
  );
  const neither = await toolError(a, 'platform_deploy', { project_id: p.id });
  assert.match(neither.error.message, /^arguments\.git_sha: is required, or name a branch with arguments\.branch/);
  const unknown = await toolError(a, 'platform_deploy', { project_id: p.id, branch: 'no-such-branch' });
  assert.is(unknown.error.code, 'CONFLICT');
  const bad = await toolError(a, 'platform_deploy', { project_id: p.id, branch: 'main~1' });
  assert.match(bad.error.message, /^arguments\.branch: must be a branch name/);
});

/** A one-file site committed and pushed to `url` with the git CLI: its commit sha. */
async function pushOneCommit(url: string): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'mcp-tools-'));
  try {
    const env = {
      PATH: process.env.PATH!,
      HOME: work,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_TERMINAL_PROMPT: '0',
      GIT_AUTHOR_NAME: 'T',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 'T',
      GIT_COMMITTER_EMAIL: 't@example.com',
    };
    const git = async (...args: string[]) => (await run('git', args, { cwd: work, env })).stdout.trim();
    await git('init', '-q', '-b', 'main', '.');
    await writeFile(join(work, 'index.html'), '<h1>Deployed by an agent</h1>');
    await git('add', '.');
    await git('commit', '-q', '-m', 'site');
    await git('push', '-q', url, 'main');
    return await git('rev-parse', 'HEAD');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

test("the attached project belongs to the session: platform_ctx shows it there only, and the key's REST context is untouched", async () => {
  const p = await call(a, 'platform_create_project', { name: 'Attached Site' });
  const attached = await call(a, 'platform_attach_project', { project_id: p.id });
  assert.is(attached.project.id, p.id);
  assert.equal(await call(a, 'platform_ctx'), attached);
  assert.equal(attached.business, { id: h.demo.business_id, name: 'Osu Corner Café' });
  const c = await connect(h.url, key);
  try {
    assert.is((await call(c, 'platform_ctx')).project, null);
  } finally {
    await c.close();
  }
  assert.is((await rest('GET', '/context')).json.data.project, null);
  assert.is(
    (await toolError(a, 'platform_attach_project', { project_id: 'prj_doesnotexist0000' })).error.code,
    'NOT_FOUND',
  );
  assert.is((await call(a, 'platform_ctx')).project.id, p.id);
});

test.run();
