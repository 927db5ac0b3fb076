// The agent journey of the issue, end to end over /mcp, as a real agent drives it, for any MCP client (each journey
// file runs it with one: the 1.x SDK client, the 2.x client pinned to 2026-07-28, the MCP Inspector's command line in
// either revision): read platform://ctx; create a project, provision its managed repository and mint a clone URL;
// push a static site with the real git CLI; deploy that commit and poll it to active, read its logs and list it;
// add a custom domain, verify it against a DNS server this file runs on 127.0.0.1 (dns2, the service pointed at it
// with DNS_SERVERS) once the TXT record the tool asked for is published, attach it, and fetch the pushed page by Host
// on the project's site host and on the custom domain. Then the three destructive tools, refused naming the project
// until the business opts the project in over REST (the agent cannot), and run after, each with its effect seen
// through the read tools. The only REST call is that opt-in.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/index.js';
import { runGitOk } from '../platform/git-helpers.js';
import { getByHost, until } from '../platform/helpers.js';
import { exitWhenDone } from '../store/helpers.js';
import { startTestDns, type TestDns } from '../harness/dns-server.js';
import { repoRoot } from '../harness/contract.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { ALL_TOOL_SCOPES, businessKey, outputViolations, violations } from './mcp-client.js';

const SITES = 'sites.test';
const DOMAIN = 'shop.journey-coffee.test';
const PAGE = '<h1>Built and shipped by an agent</h1>';

/** One MCP client as the journey drives it, whatever its library or revision. */
export interface JourneyAgent {
  /** The revision it speaks: the destructive refusal is -32003 on 2025-11-25, -31003 on 2026-07-28. */
  era: 'legacy' | 'modern';
  /**
   * Whether the attached project outlives the call that attached it: on 2025-11-25 it is the session's, so not
   * for a client that opens a session per call (the Inspector's command line); on 2026-07-28 it is the key's.
   */
  keepsContext: boolean;
  callTool(name: string, args: Record<string, unknown>): Promise<ToolResult>;
  readResource(uri: string): Promise<{ contents: { uri: string; mimeType?: string; text?: string }[] }>;
  /**
   * A tools/call answered with a JSON-RPC error: that error (the call must be refused). A client that shows only
   * the message (the Inspector's command line) leaves the code and data out.
   */
  refusal(name: string, args: Record<string, unknown>): Promise<{ code?: number; message: string; data?: unknown }>;
  close(): Promise<void>;
}

interface ToolResult {
  isError?: boolean;
  structuredContent?: unknown;
  content: unknown[];
  _meta?: Record<string, unknown>;
}

/**
 * The journey's tests as one uvu suite named `title`, for the agent `connectAgent` makes (with the server's URL and
 * a business key holding every tool scope). Each file that runs it starts its own server.
 */
export function runJourney(
  title: string,
  connectAgent: (url: string, key: string) => Promise<JourneyAgent>,
  { whole = true }: { whole?: boolean } = {},
): void {
  const test = suite(title);
  /**
   * The journey's core (ctx, project, repository, push, deploy to active, logs, a domain) always runs; the rest
   * (every other tool, the destructive opt-in) only when `whole`: a client that costs a process per call (the
   * Inspector) runs the core, the SDK clients run it all.
   */
  const beyondCore = (name: string, fn: () => unknown) => whole && test(name, fn as () => Promise<void>);
  let dns: TestDns;
  let h: Harness;
  let agent: JourneyAgent;
  const called = new Set<string>();
  /** The git CLI's HOME and where the working copy goes. */
  let work: string;

  test.before(async () => {
    dns = await startTestDns();
    h = await startHarness({
      seed: true,
      worker: true,
      env: {
        RATE_LIMITS: 'off',
        SITES_DOMAIN: SITES,
        SITES_CNAME_TARGET: 'cname.platform.test',
        DNS_SERVERS: dns.address,
        DNS_TIMEOUT_MS: '2000',
      },
    });
    work = await mkdtemp(join(tmpdir(), 'mcp-journey-'));
    const connected = await connectAgent(h.url, await businessKey(h.db, h.demo.business_id, ALL_TOOL_SCOPES));
    // Every tool the journey calls is counted, so its last test can say it called them all.
    agent = {
      ...connected,
      callTool: (name, args) => (called.add(name), connected.callTool(name, args)),
      refusal: (name, args) => (called.add(name), connected.refusal(name, args)),
    };
  });
  test.after(async () => {
    await agent?.close();
    await h?.close();
    await dns?.close();
    if (work) await rm(work, { recursive: true, force: true });
    // Agenda's worker leaves a handle behind after it stops (as in the other worker tests).
    exitWhenDone();
  });

  /** A tool call that must succeed: its structured data (valid per the document, and the same as its text). */
  async function call(name: string, args: Record<string, unknown> = {}): Promise<any> {
    const r = await agent.callTool(name, args);
    assert.equal(violations('CallToolResult', r), [], `${name}: ${JSON.stringify(r)}`);
    assert.equal(outputViolations(name, r.structuredContent), [], `${name}: ${JSON.stringify(r.structuredContent)}`);
    assert.not.ok(r.isError, `${name}: ${JSON.stringify(r.content)}`);
    assert.equal(JSON.parse((r.content as { text: string }[])[0].text), r.structuredContent);
    return r.structuredContent;
  }

  /** A tool call answered with a tool result carrying isError: its platform error. */
  async function toolError(name: string, args: Record<string, unknown>): Promise<{ code: string; message: string }> {
    const r = await agent.callTool(name, args);
    assert.is(r.isError, true, `${name}: ${JSON.stringify(r)}`);
    assert.equal(outputViolations(name, r.structuredContent), [], `${name}: ${JSON.stringify(r.structuredContent)}`);
    return (r._meta as any)['platform/error'];
  }

  const git = (cwd: string, ...args: string[]) => runGitOk(work, cwd, ...args);

  // What the journey carries from one step to the next.
  let project: any;
  let sha: string;
  let deployment: any;
  let domain: any;

  test("connect and read platform://ctx: the key's business, no project attached yet", async () => {
    const r = await agent.readResource('platform://ctx');
    assert.equal(violations('ReadResourceResult', r), [], JSON.stringify(r));
    assert.equal(
      [r.contents.length, r.contents[0].uri, r.contents[0].mimeType],
      [1, 'platform://ctx', 'application/json'],
    );
    const ctx = JSON.parse((r.contents[0] as { text: string }).text);
    // The key was issued without an owner: its business's owner, the demo account, stands in.
    const owner = await h.db.collection('owner_accounts').findOne({ email: 'owner@osu-corner-cafe.example' });
    const account = { id: owner!._id, name: 'Demo Owner', email: 'owner@osu-corner-cafe.example' };
    assert.equal(ctx, { account, business: { id: h.demo.business_id, name: 'Osu Corner Café' }, project: null });
  });

  beyondCore('who am I, the projects (none yet), the docs, the context as a tool', async () => {
    assert.equal((await call('platform_ctx')).project, null);
    const me = await call('platform_whoami');
    assert.equal([me.business_id, me.mode], [h.demo.business_id, 'live']);
    assert.equal((await call('platform_list_projects')).projects, []);
    assert.ok((await call('platform_search_docs', { query: 'deploy' })).hits.length > 0);
  });

  test('create a project, provision its managed repository, mint a write clone URL', async () => {
    project = await call('platform_create_project', { name: 'Agent Journey Shop' });
    assert.match(project.id, /^prj_/);
    assert.is(project.name, 'Agent Journey Shop');
    assert.is(project.settings.mcp_destructive_ops_enabled, false);
    assert.equal([project.repo, project.last_deployment], [null, null]);

    // The agent works on it from here: attached, the context names it.
    assert.is((await call('platform_attach_project', { project_id: project.id })).project.id, project.id);
    if (agent.keepsContext) assert.is((await call('platform_ctx')).project.id, project.id);

    const repo = await call('platform_provision_repo', { project_id: project.id });
    assert.match(repo.id, /^repo_/);
    assert.equal([repo.project_id, repo.provider, repo.default_branch], [project.id, 'managed', 'main']);
    assert.equal((await call('platform_get_project', { project_id: project.id })).repo, repo);

    const clone = await call('platform_mint_clone_url', { project_id: project.id, access: 'write', ttl_secs: 600 });
    assert.match(clone.url, /^http:\/\/x-token:[^@]+@127\.0\.0\.1:\d+\/git\//);
    assert.ok(Date.parse(clone.expires_at) > h.clock.now().getTime());

    // The agent's site: one page and a 404 under public/ (what a site without a build command publishes).
    const src = join(work, 'site');
    await mkdir(join(src, 'public'), { recursive: true });
    await git(work, 'init', '-q', '-b', 'main', src);
    await writeFile(join(src, 'public', 'index.html'), PAGE);
    await writeFile(join(src, 'public', '404.html'), '<h1>Not here</h1>');
    await git(src, 'add', '.');
    await git(src, 'commit', '-q', '-m', 'the site');
    sha = await git(src, 'rev-parse', 'HEAD');
    await git(src, 'push', '-q', clone.url, 'main');
    // The managed repository has the commit: git can read it back through a fresh read URL.
    const read = await call('platform_mint_clone_url', { project_id: project.id, access: 'read' });
    assert.match(await git(src, 'ls-remote', read.url, 'refs/heads/main'), new RegExp(`^${sha}\\s+refs/heads/main$`));
  });

  test('deploy the pushed commit, poll it to active, read its logs, list it; the site is served on its host', async () => {
    const queued = await call('platform_deploy', { project_id: project.id, git_sha: sha });
    assert.match(queued.id, /^dep_/);
    assert.equal(
      [queued.project_id, queued.git_sha, queued.env_scope, queued.status],
      [project.id, sha, 'production', 'queued'],
    );

    const settled = (d: any) => ['active', 'failed', 'cancelled', 'superseded'].includes(d.status);
    deployment = await until(
      'the deployment',
      () => call('platform_get_deployment_status', { deployment_id: queued.id }),
      settled,
    );
    assert.is(deployment.status, 'active', JSON.stringify(deployment));
    assert.is(deployment.id, queued.id);
    assert.ok(deployment.started_at && deployment.finished_at);
    assert.match(deployment.url, new RegExp(`^http://[a-z0-9-]+\\.${SITES.replace('.', '\\.')}:\\d+$`));

    const logs = await call('platform_read_logs', { deployment_id: deployment.id });
    assert.equal([logs.deployment_id, logs.status, logs.has_more], [deployment.id, 'active', false]);
    assert.ok(logs.lines.length >= 3, JSON.stringify(logs));
    assert.equal(
      logs.lines.map((l: any) => l.seq),
      logs.lines.map((_: unknown, i: number) => i + 1),
    );
    assert.ok(
      logs.lines.some((l: any) => l.source === 'system' && /^Active at /.test(l.message)),
      JSON.stringify(logs.lines),
    );
    assert.is(logs.next_after_seq, logs.lines.length);
    // The result links the whole log as a resource (a resource_link after the text), readable as plain text.
    const linked = await agent.callTool('platform_read_logs', { deployment_id: deployment.id });
    const link = linked.content[1] as { type: string; uri: string; mimeType: string };
    assert.equal(
      [link.type, link.uri, link.mimeType],
      ['resource_link', `platform://deployments/${deployment.id}/logs`, 'text/plain'],
    );
    const whole = await agent.readResource(link.uri);
    assert.equal(violations('ReadResourceResult', whole), [], JSON.stringify(whole));
    assert.equal(
      whole.contents[0].text?.split('\n'),
      logs.lines.map((l: any) => `${l.seq} ${l.source} ${l.message}`),
    );

    const listed = await call('platform_list_deployments', { project_id: project.id });
    assert.equal(
      listed.deployments.map((d: any) => [d.id, d.status, d.git_sha]),
      [[deployment.id, 'active', sha]],
    );

    project = await call('platform_get_project', { project_id: project.id });
    assert.is(project.last_deployment.id, deployment.id);
    assert.match(
      project.production_url,
      new RegExp(`^http://agent-journey-shop-[a-z0-9]{6}\\.${SITES.replace('.', '\\.')}:\\d+$`),
    );
    const home = await getByHost(h, new URL(project.production_url).hostname);
    assert.equal([home.status, home.body], [200, PAGE]);
    assert.is((await getByHost(h, new URL(deployment.url).hostname)).body, PAGE);
    const missing = await getByHost(h, new URL(project.production_url).hostname, '/no/such/page');
    assert.equal([missing.status, missing.body], [404, '<h1>Not here</h1>']);
  });

  test("a custom domain: added, verified against the test's DNS once the asked-for TXT record is published, attached, serving the site", async () => {
    domain = await call('platform_add_domain', { project_id: project.id, hostname: DOMAIN });
    assert.match(domain.id, /^dom_/);
    assert.equal([domain.project_id, domain.hostname, domain.status], [project.id, DOMAIN, 'pending_verification']);
    assert.equal(domain.dns_target, { type: 'CNAME', name: DOMAIN, value: 'cname.platform.test' });
    const { type, name, value } = domain.verification;
    assert.equal([type, name], ['TXT', `_storefront-verify.${DOMAIN}`]);
    assert.match(value, /^sfv-[0-9a-f]{32}$/);

    // Before the record exists, verify says what DNS answered and attach is refused as a tool result.
    const early = await call('platform_verify_domain', { domain_id: domain.id });
    assert.is(early.status, 'pending_verification');
    assert.is(early.verification.last_error, `TXT record ${name} not found: the name does not exist (NXDOMAIN)`);
    const refused = await toolError('platform_attach_domain', { domain_id: domain.id });
    assert.is(refused.code, 'CONFLICT');
    assert.match(refused.message, /not verified yet/);

    dns.zone.set(name, [value]);
    const verified = await call('platform_verify_domain', { domain_id: domain.id });
    assert.equal([verified.id, verified.status, verified.verification.last_error], [domain.id, 'verified', null]);
    assert.ok(verified.verified_at);

    const attached = await call('platform_attach_domain', { domain_id: domain.id });
    assert.equal([attached.id, attached.status], [domain.id, 'attached']);
    assert.ok(attached.attached_at);
    assert.equal(
      (await call('platform_list_domains', { project_id: project.id })).domains.map((d: any) => [d.id, d.status]),
      [[domain.id, 'attached']],
    );

    // The same page on the project's site host and on the custom domain (never asked for before: no cached miss).
    const onSite = await getByHost(h, new URL(project.production_url).hostname);
    assert.equal([onSite.status, onSite.body], [200, PAGE]);
    const onDomain = await getByHost(h, DOMAIN);
    assert.equal([onDomain.status, onDomain.body], [200, PAGE]);
  });

  beyondCore(
    "another project connected to the first one's repository; a second commit deployed, then rolled back; a deployment cancelled",
    async () => {
      // Connected with a read token through the generic git adapter, as a repository on another server would be.
      const read = await call('platform_mint_clone_url', { project_id: project.id, access: 'read', ttl_secs: 600 });
      const url = new URL(read.url);
      const token = decodeURIComponent(url.password);
      url.username = '';
      url.password = '';
      const second = await call('platform_create_project', { name: 'Agent Journey Mirror' });
      const connected = await call('platform_connect_repo', {
        project_id: second.id,
        provider: 'git',
        clone_url: url.href,
        token,
      });
      assert.equal([connected.project_id, connected.provider, connected.default_branch], [second.id, 'git', 'main']);

      // A deployment cancelled while it is queued or building; one that already finished is a conflict to read.
      const queued = await call('platform_deploy', { project_id: second.id, git_sha: sha });
      const cancel = await agent.callTool('platform_cancel_deployment', { deployment_id: queued.id });
      assert.equal(outputViolations('platform_cancel_deployment', cancel.structuredContent), []);
      if (cancel.isError) assert.is((cancel.structuredContent as any).error.code, 'CONFLICT');
      else assert.is((cancel.structuredContent as any).status, 'cancelled');

      // A second commit goes live, then production rolls back to the first deployment's build.
      const src = join(work, 'site');
      await writeFile(join(src, 'public', 'index.html'), '<h1>Second</h1>');
      await git(src, 'commit', '-q', '-am', 'second');
      const sha2 = await git(src, 'rev-parse', 'HEAD');
      const write = await call('platform_mint_clone_url', { project_id: project.id, access: 'write' });
      await git(src, 'push', '-q', write.url, 'main');
      const settled = (d: any) => ['active', 'failed', 'cancelled', 'superseded'].includes(d.status);
      const poll = (id: string) =>
        until('the deployment', () => call('platform_get_deployment_status', { deployment_id: id }), settled);
      const next = await call('platform_deploy', { project_id: project.id, git_sha: sha2 });
      assert.is((await poll(next.id)).status, 'active');
      const host = new URL(project.production_url).hostname;
      assert.is((await getByHost(h, host)).body, '<h1>Second</h1>');
      const back = await call('platform_rollback', { project_id: project.id, target_deployment_id: deployment.id });
      assert.is((await poll(back.id)).status, 'active');
      assert.is((await getByHost(h, host)).body, PAGE);
      project = await call('platform_get_project', { project_id: project.id });
    },
  );

  beyondCore(
    'the destructive tools: refused naming the project until the business opts in over REST; then they run',
    async () => {
      await call('platform_set_env', { project_id: project.id, env_key: 'SHOP_THEME', value: 'kente' });
      const envOf = async () =>
        (await call('platform_list_env', { project_id: project.id })).env_vars
          .map((v: any) => `${v.key}@${v.env_scope}`)
          .sort();
      // Without env_scope the variable is set for both scopes.
      assert.equal(await envOf(), ['SHOP_THEME@preview', 'SHOP_THEME@production']);
      const destructive: [string, Record<string, unknown>][] = [
        ['platform_unlink_repo', { project_id: project.id }],
        ['platform_remove_env', { project_id: project.id, env_key: 'SHOP_THEME' }],
        ['platform_detach_domain', { domain_id: domain.id }],
      ];
      for (const [name, args] of destructive) {
        const err = await agent.refusal(name, args);
        assert.ok(err.message.includes(project.id), `${name}: ${err.message}`);
        assert.match(err.message, /mcp_destructive_ops_enabled/);
        if (err.code === undefined) continue;
        assert.is(err.code, agent.era === 'legacy' ? -32003 : -31003, `${name}: ${err.message}`);
        assert.equal(err.data, {
          name: 'DESTRUCTIVE_DENIED',
          retryable: false,
          project_id: project.id,
          setting: 'mcp_destructive_ops_enabled',
        });
      }
      // Refused means untouched.
      assert.is((await call('platform_get_repo', { project_id: project.id })).id, project.repo.id);
      assert.equal(await envOf(), ['SHOP_THEME@preview', 'SHOP_THEME@production']);
      assert.equal(
        (await call('platform_list_domains', { project_id: project.id })).domains.map((d: any) => d.status),
        ['attached'],
      );

      // The business opts the project in through the REST API (updateProject), keeping the other settings.
      const put = await pf.updateProject({
        client: h.platform(),
        path: { business_id: h.demo.business_id, project_id: project.id },
        body: { settings: { ...project.settings, mcp_destructive_ops_enabled: true } },
      });
      assert.is(put.response.status, 200, JSON.stringify(put.error));
      assert.equal(put.data!.data.settings, { ...project.settings, mcp_destructive_ops_enabled: true });
      assert.is(
        (await call('platform_get_project', { project_id: project.id })).settings.mcp_destructive_ops_enabled,
        true,
      );

      const unlinked = await call('platform_unlink_repo', { project_id: project.id });
      assert.equal(unlinked, { project_id: project.id, repo_id: project.repo.id, unlinked: true, purged: false });
      assert.is((await call('platform_get_project', { project_id: project.id })).repo, null);
      assert.is((await toolError('platform_get_repo', { project_id: project.id })).code, 'NOT_FOUND');

      const removed = await call('platform_remove_env', { project_id: project.id, env_key: 'SHOP_THEME' });
      assert.equal(
        { ...removed, removed_scopes: [...removed.removed_scopes].sort() },
        { key: 'SHOP_THEME', removed_scopes: ['preview', 'production'] },
      );
      assert.equal(await envOf(), []);

      const detached = await call('platform_detach_domain', { domain_id: domain.id });
      assert.equal(detached, { id: domain.id, project_id: project.id, hostname: DOMAIN, detached: true });
      assert.equal((await call('platform_list_domains', { project_id: project.id })).domains, []);
      // The custom domain stops serving the site once the sites' short host cache lets go of it.
      await until(
        'the detached domain to stop serving',
        () => getByHost(h, DOMAIN),
        (r) => r.body !== PAGE,
      );
      // The production deployment itself is untouched: the site host still serves it.
      assert.is((await getByHost(h, new URL(project.production_url).hostname)).body, PAGE);
    },
  );

  beyondCore('the journey called every tool, and every result matched its outputSchema', () => {
    const tools = JSON.parse(readFileSync(join(repoRoot, 'generated', 'mcp', 'tools.json'), 'utf8')) as {
      name: string;
    }[];
    assert.equal(
      tools.map((t) => t.name).filter((name) => !called.has(name)),
      [],
    );
  });

  test('every REST answer kept to the contract', () => {
    assert.equal(h.responseViolations(), []);
  });

  test.run();
}
