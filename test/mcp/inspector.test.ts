// test-store: any (the MCP Inspector, a client of /mcp: the operations it calls run in every pass in the MCP tests)
// A real MCP client against /mcp: the MCP Inspector's command line (@modelcontextprotocol/inspector 2.x on Node 22,
// from tools/mcp-conformance: see test/harness/mcp-tools.ts), run as users run it, `inspector --cli --server-url <url>
// --transport http --protocol-era <era> --method …` with the bearer in its `--header` option, lists the tools and
// calls platform_whoami and platform_list_projects; each call answers what the same operation answers over REST.
// Without the header the Inspector cannot connect (401; -32001 on the legacy era). Every test runs once per protocol
// era in ERAS.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { ALL_SCOPES } from '../../src/modules/business/model.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { runInspector, type InspectorRun } from '../harness/mcp-tools.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tools = JSON.parse(readFileSync(join(root, 'generated', 'mcp', 'tools.json'), 'utf8')) as { name: string }[];

/** The eras the Inspector negotiates (`--protocol-era`): legacy is 2025-11-25 (initialize, a session), modern is
 * 2026-07-28 (server/discover, then stateless requests with per-request _meta). */
const ERAS = ['legacy', 'modern'] as const;
type Era = (typeof ERAS)[number];

let h: Harness;
let key: string;
let keyId: string;

test.before(async () => {
  // A still service clock would put every request of the file in one rate-limit window.
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  const issued = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: [...ALL_SCOPES],
    name: 'MCP Inspector',
    now: h.clock.now(),
  });
  key = issued.key;
  keyId = issued.doc._id;
  for (const name of ['Inspector One', 'Inspector Two']) {
    const r = await rest('POST', '/projects', { name });
    assert.is(r.status, 201, JSON.stringify(r.json));
    h.clock.advance(1000);
  }
});
test.after(async () => {
  await h?.close();
});

const rest = (method: string, path: string, body?: unknown) =>
  h.raw(method, `/v1/businesses/${h.demo.business_id}${path}`, {
    key: null,
    headers: { authorization: `Bearer ${key}` },
    body,
  });

/** One Inspector run against /mcp in `era`; `args` after the connection's. */
function inspector(era: Era, args: string[], opts: { bearer?: string | null } = {}): Promise<InspectorRun> {
  const bearer = opts.bearer === undefined ? key : opts.bearer;
  const header = bearer ? ['--header', `Authorization: Bearer ${bearer}`] : [];
  const target = ['--server-url', `${h.url}/mcp`, '--transport', 'http', '--protocol-era', era];
  return runInspector([...target, ...args, ...header]);
}

/** The result the Inspector printed, after checking that it succeeded. */
async function inspect(era: Era, args: string[]): Promise<any> {
  const r = await inspector(era, args);
  assert.is(r.code, 0, `inspector ${args.join(' ')} exited ${r.code}:\n${r.stderr}${r.stdout}`);
  assert.ok(r.result, `inspector ${args.join(' ')} printed no result:\n${r.stdout}`);
  return r.result;
}

for (const era of ERAS) {
  test(`${era}: tools/list: the 26 tools, each with its input schema and annotations`, async () => {
    const listed = await inspect(era, ['--method', 'tools/list']);
    assert.equal(listed.tools.map((t: any) => t.name).sort(), tools.map((t) => t.name).sort());
    for (const t of listed.tools) {
      assert.is(t.inputSchema.type, 'object', t.name);
      assert.type(t.title, 'string', t.name);
      assert.type(t.annotations?.readOnlyHint, 'boolean', t.name);
    }
    assert.equal(
      listed.tools
        .filter((t: any) => t.annotations.destructiveHint)
        .map((t: any) => t.name)
        .sort(),
      ['platform_detach_domain', 'platform_remove_env', 'platform_unlink_repo'],
    );
  });

  test(`${era}: tools/call platform_whoami: the calling key, as GET whoami answers it`, async () => {
    const result = await inspect(era, ['--method', 'tools/call', '--tool-name', 'platform_whoami']);
    assert.not.ok(result.isError, JSON.stringify(result));
    const overRest = await rest('GET', '/whoami');
    assert.is(overRest.status, 200, JSON.stringify(overRest.json));
    assert.equal(result.structuredContent, overRest.json.data);
    assert.is(result.structuredContent.key_id, keyId);
    assert.is(result.structuredContent.business_id, h.demo.business_id);
    assert.equal([...result.structuredContent.scopes].sort(), [...ALL_SCOPES].sort());
    // The same JSON in the one text block, for clients that read only content.
    assert.equal(JSON.parse(result.content[0].text), result.structuredContent);
  });

  test(`${era}: tools/call platform_list_projects with an argument: the page GET projects answers`, async () => {
    // The Inspector sends `limit=1` as the number the tool's input schema asks for.
    const args = ['--method', 'tools/call', '--tool-name', 'platform_list_projects', '--tool-arg', 'limit=1'];
    const result = await inspect(era, args);
    assert.not.ok(result.isError, JSON.stringify(result));
    const overRest = await rest('GET', '/projects?limit=1');
    assert.equal(result.structuredContent, overRest.json.data);
    assert.equal(
      result.structuredContent.projects.map((p: any) => p.name),
      ['Inspector Two'],
    );
    assert.equal(JSON.parse(result.content[0].text), result.structuredContent);
  });

  test(`${era}: without the bearer header the Inspector cannot connect: 401${era === 'legacy' ? ', -32001' : ''}`, async () => {
    const r = await inspector(era, ['--method', 'tools/list'], { bearer: null });
    assert.is.not(r.code, 0);
    // --stored-auth-only (runInspector): the 401 ends the run instead of starting an OAuth login.
    assert.is(r.error?.code, 'auth_required', `${r.stderr}${r.stdout}`);
    // The legacy client quotes the answer's body; the modern one says only "the server requires authorization".
    if (era === 'legacy') assert.match(r.error!.message, /-32001/);
  });
}

test.run();
