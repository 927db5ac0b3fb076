// The git CLI, run as a child process with an argument list (never through a shell) and an environment built from
// nothing: the server's own environment holds database URIs and keys that a git subprocess, or a hook or helper it
// might start, has no business seeing. No system or user configuration is read either, so what git does here is
// what these files ask of it, whatever the machine's ~/.gitconfig says.
import { execFile, spawn, type ChildProcess } from 'node:child_process';

/** Where no configuration, credential store or attributes file can be: git only reads under HOME. */
const NO_HOME = '/nonexistent';

/**
 * The environment of every git child: PATH to find git's helpers, C messages (the error classification reads
 * them), no prompts, no system or global configuration. `extra` adds the call's own variables.
 */
function gitEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH || '/usr/local/bin:/usr/bin:/bin',
    HOME: NO_HOME,
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    ...extra,
  };
}

/** Config entries for one git process through GIT_CONFIG_COUNT, which keeps their values out of the process list. */
export function configEnv(entries: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  const keys = Object.keys(entries);
  keys.forEach((key, i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = entries[key];
  });
  env.GIT_CONFIG_COUNT = String(keys.length);
  return env;
}

export interface RunOptions {
  cwd?: string;
  /** Added to gitEnv(). */
  env?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Largest stdout kept, in bytes (default 16 MiB). */
  maxBuffer?: number;
  /** Written to the child's standard input, which is then closed. */
  input?: string;
}

/** A git command that exited non-zero, was killed, or could not start. */
export class GitCommandError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    /** The exit code; null when killed (timeout, abort) or never started. */
    readonly exitCode: number | null,
    /** Killed for running past its time limit. */
    readonly timedOut: boolean,
    /** git itself could not be started (not installed, GIT_BIN wrong). */
    readonly missing: boolean,
  ) {
    super(message);
    this.name = 'GitCommandError';
  }
}

/** Runs git to completion and returns its output; rejects with GitCommandError. */
export function runGit(
  bin: string,
  args: string[],
  opts: RunOptions = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      bin,
      args,
      {
        cwd: opts.cwd,
        env: gitEnv(opts.env),
        timeout: opts.timeoutMs ?? 0,
        killSignal: 'SIGKILL',
        signal: opts.signal,
        maxBuffer: opts.maxBuffer ?? 16 * 1024 * 1024,
        encoding: 'utf8',
        windowsHide: true,
      },
      (err, stdout, stderr) => {
        if (!err) return resolve({ stdout, stderr });
        if (opts.signal?.aborted) return reject(opts.signal.reason ?? err);
        const e = err as NodeJS.ErrnoException & { code?: number | string; killed?: boolean };
        const missing = e.code === 'ENOENT';
        const timedOut = Boolean(e.killed) && !missing;
        const exitCode = typeof e.code === 'number' ? e.code : null;
        const what = `git ${args.find((a) => !a.startsWith('-')) ?? ''}`.trim();
        const why = missing
          ? `${bin} is not installed`
          : timedOut
            ? 'timed out'
            : (stderr.trim().split('\n').at(-1) ?? `exit ${exitCode}`);
        reject(new GitCommandError(`${what}: ${why}`, String(stderr ?? ''), exitCode, timedOut, missing));
      },
    );
    if (opts.input !== undefined) {
      // A child that exits before reading all of it (or never starts) fails through the callback above.
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(opts.input);
    }
  });
}

/** Starts git with piped stdio, for callers that stream (the smart HTTP backend). */
export function spawnGit(bin: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(bin, args, { env: gitEnv(env), stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
}
