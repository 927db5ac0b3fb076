// The official MCP conformance suite (@modelcontextprotocol/conformance 0.1.13, the last release that runs on
// Node 20) against /mcp of a live server: every server scenario of the suite, run once by the suite's own CLI
// (`conformance server --suite all`) through a loopback proxy that presents a business key holding every scope (the
// suite's client sends no headers of its own). The suite writes each scenario's checks to
// `<out>/server-<scenario>-<timestamp>/checks.json`; each scenario is one test here.
//
// A scenario passes when it has no FAILURE or WARNING check and at least one SUCCESS (as the suite counts, plus
// the SUCCESS: a scenario of only INFO checks tested nothing). The scenarios that need the reference server's own
// test tools, resources or prompts, or a capability this server does not offer, are listed with their reason in
// conformance-baseline.json, and must end exactly as listed there: failing only with the refusal named (the
// documented JSON-RPC code), or not applicable. A listed scenario that starts to pass fails as stale.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { ALL_SCOPES } from '../../src/modules/business/model.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { startLoopbackProxy, type LoopbackProxy } from './loopback-proxy.js';

const here = dirname(fileURLToPath(import.meta.url));
const SUITE = join(here, '..', '..', 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');

interface Check {
  id: string;
  name: string;
  description: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | string;
  errorMessage?: string;
}
type Expected = { reason: string } & ({ outcome: 'fails'; error: string } | { outcome: 'not-applicable' });
const baseline = JSON.parse(readFileSync(join(here, 'conformance-baseline.json'), 'utf8')) as {
  scenarios: Record<string, Expected>;
};

// The suite's own list of server scenarios (`conformance list --server`: one `  - name` line each), so a scenario a
// later release adds shows up here as a test of its own.
const listed = spawnSync(process.execPath, [SUITE, 'list', '--server'], { encoding: 'utf8' });
const scenarios = [...listed.stdout.matchAll(/^\s+- (\S+)$/gm)].map((m) => m[1]);

let h: Harness;
let proxy: LoopbackProxy;
let outDir: string;
let suiteOutput = '';
const results = new Map<string, Check[]>();

test.before(async () => {
  // The suite's clients share one key and the service clock stands still without harness requests: the per-key
  // MCP rate limit (20 per second) would refuse most of the run, so limits are off.
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: [...ALL_SCOPES],
    name: 'MCP conformance suite',
    now: h.clock.now(),
  });
  proxy = await startLoopbackProxy(h.url, key);
  outDir = await mkdtemp(join(tmpdir(), 'mcp-conformance-'));
  suiteOutput = await runSuite(`${proxy.url}/mcp`, outDir);
  for (const dir of await readdir(outDir)) {
    const m = /^server-(.+)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/.exec(dir);
    if (m) results.set(m[1], JSON.parse(await readFile(join(outDir, dir, 'checks.json'), 'utf8')) as Check[]);
  }
});
test.after(async () => {
  await proxy?.close();
  await h?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Runs every server scenario against `url`; resolves with the suite's output (its exit code says only pass/fail). */
function runSuite(url: string, out: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SUITE, 'server', '--url', url, '--suite', 'all', '--output-dir', out], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('close', () => resolve(output));
  });
}

const failing = (checks: Check[]) => checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING');
const show = (checks: Check[]) =>
  checks.map((c) => `${c.status} ${c.id}: ${c.errorMessage ?? c.description}`).join('\n  ');

test('the suite lists its server scenarios, and the baseline names only scenarios it has', () => {
  assert.ok(scenarios.length >= 30, `conformance list --server: ${listed.stdout}${listed.stderr}`);
  for (const name of Object.keys(baseline.scenarios))
    assert.ok(scenarios.includes(name), `baseline entry ${name} is no scenario of the suite`);
});

test('the suite ran every scenario against /mcp through the proxy', () => {
  assert.equal(
    scenarios.filter((s) => !results.has(s)),
    [],
    `scenarios without results; the suite said:\n${suiteOutput.slice(-3000)}`,
  );
  assert.ok(
    proxy.seen.some((r) => r.method === 'POST' && r.path === '/mcp'),
    'no request reached the proxy',
  );
});

for (const scenario of scenarios) {
  const expected = baseline.scenarios[scenario];
  const title = expected ? `${scenario} (baseline: ${expected.outcome})` : scenario;
  test(title, () => {
    const checks = results.get(scenario);
    assert.ok(checks, `no result for ${scenario}`);
    const bad = failing(checks);
    const passed = checks.some((c) => c.status === 'SUCCESS');
    if (!expected) {
      assert.ok(bad.length === 0 && passed, `${scenario} does not pass:\n  ${show(checks)}`);
    } else if (expected.outcome === 'not-applicable') {
      assert.ok(
        bad.length === 0 && !passed,
        `${scenario} is listed as not applicable but reported:\n  ${show(checks)}\n(update the baseline)`,
      );
    } else {
      assert.ok(bad.length > 0, `${scenario} passes now: remove it from conformance-baseline.json\n  ${show(checks)}`);
      const pattern = new RegExp(expected.error);
      const other = bad.filter((c) => !pattern.test(c.errorMessage ?? ''));
      assert.equal(
        other.length,
        0,
        `${scenario} fails for another reason than /${expected.error}/ (${expected.reason}):\n  ${show(other)}`,
      );
    }
  });
}

test.run();
