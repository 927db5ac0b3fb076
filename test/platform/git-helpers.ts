// The real git CLI for the platform tests, in a world of the test's own: HOME a throw-away directory, no system or
// global configuration, no prompts, a fixed identity (so nothing of the machine's git set-up leaks in).
//
//   const git = (cwd: string, ...args: string[]) => runGit(home, cwd, ...args);     never rejects: code and output
//   const gitOk = (cwd: string, ...args: string[]) => runGitOk(home, cwd, ...args); must succeed: its stdout
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import * as assert from 'uvu/assert';

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

function gitEnv(home: string): Record<string, string> {
  return {
    PATH: process.env.PATH!,
    HOME: home,
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: join(home, '.gitconfig'),
    GIT_TERMINAL_PROMPT: '0',
    GIT_AUTHOR_NAME: 'Ama Mensah',
    GIT_AUTHOR_EMAIL: 'ama@example.com',
    GIT_COMMITTER_NAME: 'Ama Mensah',
    GIT_COMMITTER_EMAIL: 'ama@example.com',
  };
}

/** git `args` in `cwd` with `home` as HOME; a failure is answered (its exit code and stderr), not thrown. */
export function runGit(home: string, cwd: string, ...args: string[]): Promise<GitResult> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, env: gitEnv(home), timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({
        code: err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : -1) : 0,
        stdout,
        stderr,
      });
    });
  });
}

/** git that must succeed: its standard output, trimmed. */
export async function runGitOk(home: string, cwd: string, ...args: string[]): Promise<string> {
  const r = await runGit(home, cwd, ...args);
  assert.is(r.code, 0, `git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}
