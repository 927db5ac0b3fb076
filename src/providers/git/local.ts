// Bare repositories on this machine: the managed ones the server hosts and the local copies of connected ones.
// Creating one, asking whether it holds a commit or where a branch points, and writing a commit's tree into a
// directory.
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GitCommandError, runGit } from './cli.js';

const SHA = /^[0-9a-f]{40}$/;

/**
 * Creates an empty bare repository at `dir` (its parent folders too) whose first branch is `main`. Pushed objects
 * are checked (receive.fsckObjects) so a corrupt or hostile pack is refused rather than stored, and the dumb HTTP
 * protocol's raw file access is off: only the smart protocol serves it.
 */
export async function initBare(bin: string, dir: string, initialBranch = 'main'): Promise<void> {
  await mkdir(dirname(dir), { recursive: true });
  await runGit(bin, ['init', '--bare', '--quiet', `--initial-branch=${initialBranch}`, dir]);
  for (const [key, value] of [
    ['receive.fsckObjects', 'true'],
    ['http.getanyfile', 'false'],
    ['gc.auto', '0'],
  ]) {
    await runGit(bin, ['--git-dir', dir, 'config', key, value]);
  }
}

export async function isRepository(dir: string): Promise<boolean> {
  return stat(join(dir, 'HEAD')).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Whether the repository at `dir` holds the commit `sha` (a full 40-character hex id); false when it has no such object. */
export async function containsCommit(bin: string, dir: string, sha: string): Promise<boolean> {
  if (!SHA.test(sha) || !(await isRepository(dir))) return false;
  try {
    await runGit(bin, ['--git-dir', dir, 'cat-file', '-e', `${sha}^{commit}`]);
    return true;
  } catch (err) {
    if (err instanceof GitCommandError && err.exitCode !== null) return false;
    throw err;
  }
}

/**
 * The commit the branch `refs/heads/<branch>` of the repository at `dir` points to; null when there is no such
 * branch (an empty repository has none). `branch` is a valid branch name (the caller checks); being prefixed with
 * refs/heads/ it can never be read as an option or another kind of revision.
 */
export async function branchHead(bin: string, dir: string, branch: string): Promise<string | null> {
  if (!(await isRepository(dir))) return null;
  try {
    const { stdout } = await runGit(bin, ['--git-dir', dir, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}^{commit}`]);
    const sha = stdout.trim();
    return SHA.test(sha) ? sha : null;
  } catch (err) {
    if (err instanceof GitCommandError && err.exitCode !== null) return null;
    throw err;
  }
}

/**
 * Writes the files of commit `sha` into `dest` (an existing, empty directory) without a worktree or any change to
 * the repository: the tree goes through a throwaway index file outside `dest`. Symbolic links are written as
 * small files holding the link text (core.symlinks=false), so a pushed tree can never make the published folder
 * point elsewhere on this machine; submodules are left out; .gitattributes filters are not applied (no
 * configuration defines any), so Git LFS files stay pointer files.
 */
export async function writeTree(bin: string, dir: string, sha: string, dest: string, signal?: AbortSignal): Promise<void> {
  if (!SHA.test(sha)) throw new Error(`not a commit id: ${sha}`);
  const scratch = await mkdtemp(join(tmpdir(), 'git-index-'));
  try {
    const env = { GIT_INDEX_FILE: join(scratch, 'index') };
    const base = ['-c', 'core.symlinks=false', '-c', 'core.autocrlf=false', '--git-dir', dir, '--work-tree', dest];
    await runGit(bin, [...base, 'read-tree', `${sha}^{tree}`], { env, signal });
    await runGit(bin, [...base, 'checkout-index', '--all', '--force'], { env, signal });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
