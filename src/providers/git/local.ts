// Bare repositories on this machine: this process's copies of the managed ones the server hosts and of connected
// ones. Creating one, asking whether it holds a commit or where a branch points, writing a commit's tree into a
// directory; and what keeps a managed copy in step with the blob store (src/modules/repos/hosted.ts): its refs read
// and set in one go, a pack indexed, every object packed into one pack.
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { GitCommandError, runGit, spawnGit } from './cli.js';

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
 * Writes the files of commit `sha` into `dest` (an existing, empty directory) without a worktree or any change to
 * the repository: the tree goes through a throwaway index file outside `dest`. Symbolic links are written as
 * small files holding the link text (core.symlinks=false), so a pushed tree can never make the published folder
 * point elsewhere on this machine; submodules are left out; .gitattributes filters are not applied (no
 * configuration defines any), so Git LFS files stay pointer files.
 */
export async function writeTree(
  bin: string,
  dir: string,
  sha: string,
  dest: string,
  signal?: AbortSignal,
): Promise<void> {
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

/** Every ref of the repository at `dir` (branches, tags, anything pushed) and the object it points to. */
export async function listRefs(bin: string, dir: string): Promise<Map<string, string>> {
  const { stdout } = await runGit(bin, ['--git-dir', dir, 'for-each-ref', '--format=%(objectname) %(refname)']);
  const refs = new Map<string, string>();
  for (const line of stdout.split('\n')) {
    const space = line.indexOf(' ');
    if (space > 0) refs.set(line.slice(space + 1), line.slice(0, space));
  }
  return refs;
}

/**
 * Makes the refs of the repository at `dir` exactly `want` (ref → object): what differs is updated, what is not in
 * `want` deleted, in one transaction (`update-ref --stdin` applies all of it or nothing). Every object named must
 * already be in the repository.
 */
export async function setRefs(bin: string, dir: string, want: Map<string, string>): Promise<void> {
  const have = await listRefs(bin, dir);
  const lines: string[] = [];
  for (const [ref, oid] of want) if (have.get(ref) !== oid) lines.push(`update ${ref}\0${oid}\0\0`);
  for (const ref of have.keys()) if (!want.has(ref)) lines.push(`delete ${ref}\0\0`);
  if (lines.length) await runGit(bin, ['--git-dir', dir, 'update-ref', '-z', '--stdin'], { input: lines.join('') });
}

/** Writes the index of the pack file `pack` to `idx`, checking every object in it (a damaged pack fails here). */
export async function indexPack(bin: string, dir: string, pack: string, idx: string): Promise<void> {
  await runGit(bin, ['-c', 'pack.writeReverseIndex=false', '--git-dir', dir, 'index-pack', '-o', idx, pack]);
}

/**
 * Packs every object the repository at `dir` holds (reachable or not, loose or packed) into one new pack in its
 * objects/pack folder; answers its name (`pack-<hash>`), or null when the repository holds no object.
 */
export async function packAllObjects(bin: string, dir: string): Promise<string | null> {
  const list = spawnGit(bin, ['--git-dir', dir, 'cat-file', '--batch-all-objects', '--batch-check=%(objectname)'], {});
  const pack = spawnGit(bin, ['--git-dir', dir, 'pack-objects', '-q', join(dir, 'objects', 'pack', 'pack')], {});
  let objects = 0;
  list.stdout!.on('data', (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 0x0a) objects++;
  });
  list.stdout!.pipe(pack.stdin!);
  pack.stdin!.on('error', () => undefined);
  const [, out] = await Promise.all([exitOf(list, 'cat-file', false), exitOf(pack, 'pack-objects', true)]);
  const name = `pack-${out.trim()}`;
  if (objects > 0) return name;
  // pack-objects writes a pack of nothing too: no pack is better.
  await Promise.all(
    ['pack', 'idx', 'rev'].map((ext) => rm(join(dir, 'objects', 'pack', `${name}.${ext}`), { force: true })),
  );
  return null;
}

/** Resolves with a streaming child's standard output (when `collect`) once it exits 0; rejects with GitCommandError. */
function exitOf(child: ChildProcess, what: string, collect: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    if (collect) child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr!.on('data', (d: Buffer) => (err += d.toString('utf8')));
    child.once('error', (e: NodeJS.ErrnoException) =>
      reject(new GitCommandError(`git ${what}: ${e.message}`, '', null, false, e.code === 'ENOENT')),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new GitCommandError(`git ${what}: ${err.trim() || `exit ${code}`}`, err, code, false, false)),
    );
  });
}
