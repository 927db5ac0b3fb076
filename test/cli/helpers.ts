// Running the real `cimplify` binary (bin/cimplify.mjs) as a child process against a live server, as a script or a
// person would: its own config directory (XDG_CONFIG_HOME in a temporary folder), CIMPLIFY_API_URL naming the
// server, no terminal (stdin a pipe) unless a test drives one (terminal.ts). Every run's stdout and stderr are kept,
// so a file can assert at its end that no secret it created ever appeared in them.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import * as assert from 'uvu/assert';
import { makeAjv } from '../harness/ajv.js';

const here = dirname(fileURLToPath(import.meta.url));
import { repoRoot } from '../harness/contract.js';
export { repoRoot };
/** The binary beside these tests: in the runner's compiled mirror, the one that runs the compiled CLI. */
export const BIN = join(here, '..', '..', 'bin', 'cimplify.mjs');

const envelopeSchema = JSON.parse(readFileSync(join(repoRoot, 'spec', 'cli', 'envelope.schema.json'), 'utf8'));
let validateEnvelope: ValidateFunction | undefined;

/** The exit code the spec's table gives each envelope code (everything else is 1). */
export const EXIT_CODES = envelopeSchema['x-exit-codes'] as Record<string, number>;

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout parsed, when it is one JSON document. */
  json: any;
}

export interface CliEnv {
  /** The folder XDG_CONFIG_HOME points at (the CLI's config is cimplify/config.json in it). */
  configHome: string;
  /** Runs `cimplify args…`; `input` is written to stdin (then closed). */
  run(args: string[], opts?: RunOptions): Promise<CliRun>;
  /** Runs with --json and checks the envelope against spec/cli/envelope.schema.json and the exit code against its table. */
  json(args: string[], opts?: RunOptions): Promise<CliRun>;
  /** Runs `sh -c script` with `cimplify` on the PATH (the binary, by name), as a user's script runs it. */
  shell(script: string, opts?: RunOptions): Promise<CliRun>;
  /** Everything every run printed, stdout and stderr. */
  captured(): string;
  /** Asserts none of `secrets` appeared in any output so far. */
  assertNoSecrets(secrets: string[]): void;
  close(): Promise<void>;
}

export interface RunOptions {
  input?: string;
  cwd?: string;
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
}

export async function cliEnv(apiUrl: string): Promise<CliEnv> {
  const configHome = await mkdtemp(join(tmpdir(), 'cimplify-cfg-'));
  // A folder for the PATH of shell runs, holding `cimplify` (the binary, by its shebang).
  const binDir = join(configHome, 'path-bin');
  await mkdir(binDir);
  await symlink(BIN, join(binDir, 'cimplify'));
  const transcript: string[] = [];
  const spawnRun = (file: string, args: string[], opts: RunOptions = {}) =>
    new Promise<CliRun>((resolve, reject) => {
      const env: Record<string, string> = {};
      for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('CIMPLIFY_')) env[k] = v;
      Object.assign(env, {
        XDG_CONFIG_HOME: configHome,
        CIMPLIFY_API_URL: apiUrl,
        NO_COLOR: '1',
        PATH: `${binDir}:${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      });
      for (const [k, v] of Object.entries(opts.env ?? {})) {
        if (v === undefined) delete env[k];
        else env[k] = v;
      }
      const child = spawn(file, args, { cwd: opts.cwd ?? configHome, env, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 60_000);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(timer);
        transcript.push(stdout, stderr);
        let json: any;
        try {
          json = JSON.parse(stdout);
        } catch {
          json = undefined;
        }
        resolve({ code, stdout, stderr, json });
      });
      child.stdin.end(opts.input ?? '');
    });
  const run = (args: string[], opts: RunOptions = {}) => spawnRun(process.execPath, [BIN, ...args], opts);
  return {
    configHome,
    run,
    shell: (script, opts) => spawnRun('/bin/sh', ['-c', script], opts),
    async json(args, opts) {
      const r = await run([...args, '--json'], opts);
      assertEnvelope(r);
      return r;
    },
    captured: () => transcript.join('\n'),
    assertNoSecrets(secrets) {
      const all = transcript.join('\n');
      for (const s of secrets)
        assert.not.ok(all.includes(s), `a secret (${s.slice(0, 12)}…) appeared in the CLI's output`);
    },
    close: () => rm(configHome, { recursive: true, force: true }),
  };
}

/** One envelope on stdout, valid against the spec's schema, and the exit code its code has in the table. */
export function assertEnvelope(r: CliRun): void {
  validateEnvelope ??= makeAjv().compile(envelopeSchema);
  assert.ok(r.json !== undefined, `stdout is not one JSON document:\n${r.stdout}\n--- stderr:\n${r.stderr}`);
  assert.is(r.stdout.trim().split('\n').length, 1, `more than one line on stdout:\n${r.stdout}`);
  const envelope = r.json as { ok: boolean; error?: { code: string } };
  assert.ok(
    validateEnvelope(envelope),
    `envelope breaks spec/cli/envelope.schema.json: ${JSON.stringify(validateEnvelope.errors)}\n${r.stdout}`,
  );
  const expected = envelope.ok ? 0 : (EXIT_CODES[envelope.error!.code] ?? 1);
  assert.is(r.code, expected, `exit ${r.code} for ${r.stdout.trim()}\n--- stderr:\n${r.stderr}`);
}

/** A successful --json run's data (fails the test with the envelope otherwise). */
export function dataOf(r: CliRun): any {
  assert.ok(r.json?.ok, `expected success, got exit ${r.code}: ${r.stdout}\n--- stderr:\n${r.stderr}`);
  return r.json.data;
}

/** A failed --json run with this code (and so this exit code). */
export function failed(r: CliRun, code: string): any {
  assert.is(r.json?.ok, false, `expected ${code}, got exit ${r.code}: ${r.stdout}\n--- stderr:\n${r.stderr}`);
  assert.is(r.json.error.code, code, r.stdout);
  return r.json.error;
}
