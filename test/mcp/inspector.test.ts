// A real MCP client against /mcp: the MCP Inspector's command line (@modelcontextprotocol/inspector-cli 1.0.3, run
// as users run it, `mcp-inspector-cli --cli <url> --method …` with the bearer in its `--header` option) lists the
// tools and calls platform_whoami and platform_list_projects; each call answers what the same operation answers
// over REST. Without the header the Inspector cannot connect (-32001).
//
// The Inspector reads its own package.json through a path relative to the working directory (`../package.json`
// when that exists, else `../../package.json`, then imported relative to its own file: inspector issues #834 and
// #1334), so it runs from a folder whose parent holds a package.json: test/ here.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { ALL_SCOPES } from '../../src/modules/business/model.js';
import { startHarness, type Harness } from '../harness/harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const INSPECTOR = join(root, 'node_modules', '@modelcontextprotocol', 'inspector-cli', 'build', 'cli.js');
const tools = JSON.parse(readFileSync(join(root, 'generated', 'mcp', 'tools.json'), 'utf8')) as { name: string }[];

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

/** One Inspector run against /mcp; `args` after the URL. */
function inspector(
  args: string[],
  opts: { bearer?: string | null } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const bearer = opts.bearer === undefined ? key : opts.bearer;
  const header = bearer ? ['--header', `Authorization: Bearer ${bearer}`] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [INSPECTOR, '--cli', `${h.url}/mcp`, '--transport', 'http', ...args, ...header],
      {
        cwd: join(root, 'test'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The JSON the Inspector printed (it prints the result alone on stdout; notices go to stderr). */
async function inspect(args: string[]): Promise<any> {
  const r = await inspector(args);
  assert.is(r.code, 0, `inspector ${args.join(' ')} exited ${r.code}:\n${r.stderr}${r.stdout}`);
  return JSON.parse(r.stdout);
}

test('tools/list: the 26 tools, each with its input schema and annotations', async () => {
  const listed = await inspect(['--method', 'tools/list']);
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

test('tools/call platform_whoami: the calling key, as GET whoami answers it', async () => {
  const result = await inspect(['--method', 'tools/call', '--tool-name', 'platform_whoami']);
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

test('tools/call platform_list_projects with an argument: the page GET projects answers', async () => {
  // The Inspector sends `limit=1` as the number the tool's input schema asks for.
  const result = await inspect([
    '--method',
    'tools/call',
    '--tool-name',
    'platform_list_projects',
    '--tool-arg',
    'limit=1',
  ]);
  assert.not.ok(result.isError, JSON.stringify(result));
  const overRest = await rest('GET', '/projects?limit=1');
  assert.equal(result.structuredContent, overRest.json.data);
  assert.equal(
    result.structuredContent.projects.map((p: any) => p.name),
    ['Inspector Two'],
  );
  assert.equal(JSON.parse(result.content[0].text), result.structuredContent);
});

test('without the bearer header the Inspector cannot connect: 401, -32001', async () => {
  const r = await inspector(['--method', 'tools/list'], { bearer: null });
  assert.is.not(r.code, 0);
  assert.match(r.stderr, /Failed to connect to MCP server/);
  assert.match(r.stderr, /-32001/);
});

test.run();
