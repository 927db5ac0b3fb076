// test-store: any (the protocol as the official conformance suite sees it; the store behind the server does not change it)
// The official MCP conformance suite (@modelcontextprotocol/conformance, on Node 22 from tools/mcp-conformance: see
// test/harness/mcp-tools.ts) against /mcp of a live server, once per requirement set the suite ships: 2025-11-25
// (the stateful wire, initialize first) and 2026-07-28 (stateless, per-request _meta). Each set runs whole, by the
// suite's own CLI (`conformance server --requirements <revision>`), through a loopback proxy that presents a
// business key holding every scope (the suite's clients send no Authorization). The server runs with
// MCP_CONFORMANCE_FIXTURES=on: the tools, resources and prompts under the names the suite's scenarios ask for.
//
// One test per scored scenario of each set (the package's requirements/<revision>.yaml), so a failure names its
// scenario. A scored scenario passes when it has no FAILURE or WARNING check (as the suite judges against an
// expected-failures file; the reference server passes both sets with neither) and at least one SUCCESS (a scenario
// of INFO checks only tested nothing). A failure that cannot be fixed at once may be listed, with its reason, in
// conformance-expected.yaml under its set's `server:` (a scenario, or `scenario:check-id`; both lists are empty):
// that list is the suite's --expected-failures file for the run, so a listed entry that passes fails the run, as it
// fails its test here. The scenarios a set runs without scoring them (extensions, pending ones) are printed with
// their outcome and fail nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { ALL_SCOPES } from '../../src/modules/business/model.js';
import { startHarness, type Harness } from '../harness/harness.js';
import {
  requirementSet,
  runConformance,
  type Check,
  type ConformanceRun,
  type Revision,
} from '../harness/mcp-tools.js';
import { startLoopbackProxy, type LoopbackProxy } from './loopback-proxy.js';

const REVISIONS: Revision[] = ['2025-11-25', '2026-07-28'];
const EXPECTED_FILE = join(dirname(fileURLToPath(import.meta.url)), 'conformance-expected.yaml');

/**
 * conformance-expected.yaml: per revision, its `server:` list of expected failures (`scenario` or
 * `scenario:check-id`), one `- entry  # reason` a line (the reason is required), by entry. Read by line: the file
 * holds nothing else.
 */
function readExpected(): Map<Revision, Map<string, string>> {
  const out = new Map<Revision, Map<string, string>>(REVISIONS.map((r) => [r, new Map()]));
  let revision: Map<string, string> | undefined;
  let list: Map<string, string> | undefined;
  for (const line of readFileSync(EXPECTED_FILE, 'utf8').split('\n')) {
    const heading = /^(\d{4}-\d{2}-\d{2}):$/.exec(line)?.[1];
    const entry = /^ {4}- (\S+) +# (.+)$/.exec(line);
    if (heading) {
      revision = out.get(heading as Revision);
      if (!revision) throw new Error(`conformance-expected.yaml: the suite has no requirement set ${heading}`);
      list = undefined;
    } else if (/^ {2}server:(?: \[\])?$/.test(line)) list = revision;
    else if (entry && list) list.set(entry[1], entry[2]);
    else if (!/^\s*(#.*)?$/.test(line))
      throw new Error(`conformance-expected.yaml: cannot read ${JSON.stringify(line)} (an entry needs "# reason")`);
  }
  return out;
}
const expected = readExpected();

let h: Harness;
let proxy: LoopbackProxy;
let outDir: string;
const runs = new Map<Revision, ConformanceRun>();

test.before(async () => {
  // The suite's clients share one key and the service clock stands still without harness requests: the per-key
  // MCP rate limit would refuse most of the run, so limits are off.
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off', MCP_CONFORMANCE_FIXTURES: 'on' } });
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
  for (const revision of REVISIONS) {
    const dir = await mkdtemp(join(outDir, `${revision}-`));
    const expectedFailures = [...expected.get(revision)!.keys()];
    const run = await runConformance({
      url: `${proxy.url}/mcp`,
      requirements: revision,
      outDir: dir,
      expectedFailures,
    });
    runs.set(revision, run);
    console.log(`[conformance] ${revision}: the suite took ${run.ms} ms, exit ${run.code}`);
  }
});
test.after(async () => {
  await proxy?.close();
  await h?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const show = (checks: Check[]) =>
  checks
    .filter((c) => c.status !== 'INFO')
    .map((c) => `${c.status} ${c.id}: ${c.errorMessage ?? c.description}`)
    .join('\n  ');
const withStatus = (checks: Check[], status: Check['status']) => checks.filter((c) => c.status === status);
/** The suite's closing summary (its output from `=== SUMMARY ===` on), for a failure message. */
const summaryOf = (run: ConformanceRun) => {
  const output = run.stdout + run.stderr;
  return output.slice(Math.max(0, output.indexOf('=== SUMMARY ===')));
};

const failing = (checks: Check[]) => checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING');

/** A scored scenario's verdict against its entries in conformance-expected.yaml (see the top). */
function judge(revision: Revision, scenario: string, checks: Check[]): void {
  const listed = expected.get(revision)!;
  const bad = failing(checks);
  const listedChecks = [...listed.keys()].filter((e) => e.startsWith(`${scenario}:`));
  const where = `conformance-expected.yaml ${revision}`;
  if (listed.has(scenario)) {
    assert.ok(bad.length > 0, `${scenario} passes now: remove it from ${where}\n  ${show(checks)}`);
  } else if (listedChecks.length > 0) {
    assert.equal(
      bad.map((c) => `${scenario}:${c.id}`).sort(),
      listedChecks.sort(),
      `${scenario}'s failing checks are not those listed in ${where}:\n  ${show(checks)}`,
    );
  } else {
    assert.ok(bad.length === 0 && withStatus(checks, 'SUCCESS').length > 0, `${scenario}:\n  ${show(checks)}`);
  }
}

for (const revision of REVISIONS) {
  const { scored, unscored } = requirementSet(revision);
  const listed = expected.get(revision)!;

  test(`${revision}: conformance-expected.yaml names scored scenarios of the set only`, () => {
    for (const entry of listed.keys())
      assert.ok(scored.includes(entry.split(':')[0]), `${entry} is no scored scenario of the ${revision} set`);
  });

  test(`${revision}: the suite ran every scenario of the set against /mcp, and its verdict is a pass`, () => {
    const run = runs.get(revision)!;
    const missing = [...scored, ...unscored.map((u) => u.scenario)].filter((s) => !run.scenarios.has(s));
    assert.equal(missing, [], `scenarios without results; the suite said:\n${summaryOf(run)}`);
    assert.ok(
      proxy.seen.some((r) => r.method === 'POST' && r.path === '/mcp'),
      'no request reached the proxy',
    );
    assert.is(
      run.code,
      0,
      `the suite's exit code, conformance-expected.yaml ${revision} its expected failures:\n${summaryOf(run)}`,
    );
  });

  for (const scenario of scored) {
    const reason = listed.get(scenario);
    const someChecks = [...listed.keys()].some((e) => e.startsWith(`${scenario}:`));
    const note = reason ? ` (expected to fail: ${reason})` : someChecks ? ' (some checks expected to fail)' : '';
    test(`${revision} ${scenario}${note}`, () => {
      const checks = runs.get(revision)!.scenarios.get(scenario);
      assert.ok(checks, `no result for ${scenario}`);
      judge(revision, scenario, checks);
    });
  }

  test(`${revision}: the scenarios run but not scored (reported only)`, () => {
    for (const { scenario, reason } of unscored) {
      const checks = runs.get(revision)!.scenarios.get(scenario) ?? [];
      const bad = failing(checks);
      const outcome = bad.length
        ? `fails: ${bad.map((c) => `${c.status} ${c.id}`).join(', ')}`
        : withStatus(checks, 'SUCCESS').length
          ? 'passes'
          : 'reports no SUCCESS or FAILURE (nothing tested)';
      console.log(`[conformance] ${revision} not scored (${reason}): ${scenario} ${outcome}`);
    }
  });
}

test.run();
