// The sandbox a project's build command (untrusted code) runs in: bubblewrap (Debian's `bubblewrap`, no daemon).
// The build gets its own user, mount, PID, IPC, UTS and cgroup namespaces, and its own empty network namespace unless
// SITE_BUILD_NETWORK=host. It sees /usr and the system's library links read-only, a few files of /etc read-only,
// a /proc of its own processes only, a minimal /dev, a private /tmp, and the only folders it may write: the
// checked-out tree (/build/src), a throw-away home (/build/home) and the project's cache (/build/cache). Nothing else
// of the machine is there: not DATA_DIR (the journal, the keys, the repositories), not the server's processes.
//
// When the server runs as root, bubblewrap itself is started as nobody (65534), so that to the kernel the build is
// an ordinary user too: the process limit applies to it (it never does to root), and no root-owned file is open to
// it through any path. Its folders are handed to that user first.
//
// If bubblewrap is missing or cannot make its namespaces, the build is not run: there is no unsandboxed fallback.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { chmod, lchown, lstat, mkdir, opendir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../kernel/config.js';

export type SandboxSettings = Pick<
  Config['sites'],
  'buildSandbox' | 'buildNetwork' | 'buildProcesses' | 'buildMemoryMb' | 'buildTimeoutMs' | 'buildCacheDir'
>;

/** Where a build's folders are on this machine. */
export interface BuildFolders {
  /** The build's private temporary folder: holds the others (but the cache) and the sandbox's /etc files. */
  work: string;
  tree: string;
  home: string;
  cache: string;
}

/** bubblewrap is missing or cannot make the sandbox here: the build must not run. */
export class SandboxUnavailableError extends Error {}

export type SandboxProcess = ChildProcessByStdio<null, Readable, Readable>;

/** The unprivileged user (nobody) a root server's builds run as. */
const BUILD_ID = 65534;
const runsAsRoot = () => process.getuid?.() === 0;

/** Inside the sandbox. */
const SRC = '/build/src';
const HOME = '/build/home';
const CACHE = '/build/cache';

/**
 * Makes the build's home and the project's cache folder, and the sandbox's passwd and group files; on a root server
 * hands every one of them (and the checked-out tree) to the build user.
 */
export async function prepareFolders(
  settings: SandboxSettings,
  work: string,
  tree: string,
  businessId: string,
  projectId: string,
): Promise<BuildFolders> {
  const home = join(work, 'home');
  await mkdir(home, { recursive: true });
  await mkdir(join(work, 'etc'), { recursive: true });
  await writeFile(join(work, 'etc', 'passwd'), `build:x:${BUILD_ID}:${BUILD_ID}:build:${HOME}:/bin/sh\n`);
  await writeFile(join(work, 'etc', 'group'), `build:x:${BUILD_ID}:\n`);
  const cache = await projectCache(settings.buildCacheDir, businessId, projectId);
  if (runsAsRoot()) await handOver(work);
  return { work, tree, home, cache };
}

/** One per project, outside DATA_DIR; its parents can be passed (0711) but not listed by the build user. */
async function projectCache(root: string, businessId: string, projectId: string): Promise<string> {
  const business = join(root, businessId);
  const dir = join(business, projectId);
  await mkdir(dir, { recursive: true, mode: 0o711 });
  for (const path of [root, business, dir]) {
    const s = await lstat(path);
    const owner = path === dir && runsAsRoot() ? [process.getuid!(), BUILD_ID] : [process.getuid?.()];
    // A folder someone else made (or a link put in its place) would give the build a place this server does not own.
    if (!s.isDirectory() || !owner.includes(s.uid)) {
      throw new SandboxUnavailableError(
        `The build cache folder ${path} is not a folder of this server's user (SITE_BUILD_CACHE_DIR)`,
      );
    }
    // (The configured folder itself keeps its mode: it may be a shared one.)
    if (path !== root) await chmod(path, path === dir ? 0o700 : 0o711);
  }
  if (runsAsRoot()) await lchown(dir, BUILD_ID, BUILD_ID);
  return dir;
}

/** Every entry under `dir` (and `dir`) to the build user; links are changed themselves, never followed. */
async function handOver(dir: string): Promise<void> {
  await lchown(dir, BUILD_ID, BUILD_ID);
  for await (const entry of await opendir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await handOver(path);
    else await lchown(path, BUILD_ID, BUILD_ID);
  }
}

let prefixOfNode: string | null | undefined;

/** The node that runs this server, for builds that need node and npm: its install prefix when not under /usr. */
function nodePrefix(): string | null {
  if (prefixOfNode === undefined) {
    const prefix = dirname(dirname(realpathSync(process.execPath)));
    prefixOfNode = prefix === '/' || prefix === '/usr' || prefix.startsWith('/usr/') ? null : prefix;
  }
  return prefixOfNode;
}

/** The system folders a merged-/usr Debian has as links (and older layouts as folders). */
const SYSTEM_DIRS = ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32'];
/** What of /etc a build may read: name resolution, certificates, the dynamic linker's cache, Debian's alternatives. */
const ETC = [
  'alternatives',
  'ssl',
  'ca-certificates',
  'ca-certificates.conf',
  'resolv.conf',
  'hosts',
  'nsswitch.conf',
  'host.conf',
  'localtime',
  'ld.so.cache',
  'ld.so.conf',
  'ld.so.conf.d',
];

function systemMounts(): string[] {
  const args: string[] = ['--ro-bind', '/usr', '/usr'];
  for (const name of SYSTEM_DIRS) {
    const path = `/${name}`;
    const s = lstatSync(path, { throwIfNoEntry: false });
    if (s?.isSymbolicLink()) args.push('--symlink', readlinkSync(path), path);
    else if (s?.isDirectory()) args.push('--ro-bind', path, path);
  }
  for (const name of ETC) args.push('--ro-bind-try', `/etc/${name}`, `/etc/${name}`);
  const prefix = nodePrefix();
  if (prefix) args.push('--ro-bind', prefix, prefix);
  return args;
}

/** bubblewrap's arguments up to the command: the namespaces, the folders, the limits. */
function sandboxArgs(settings: SandboxSettings, folders: BuildFolders): string[] {
  return [
    '--unshare-all',
    '--unshare-user',
    ...(settings.buildNetwork === 'host' ? ['--share-net'] : []),
    // No further user namespaces inside: they would give the build capabilities over new namespaces of its own.
    '--disable-userns',
    '--uid',
    String(BUILD_ID),
    '--gid',
    String(BUILD_ID),
    '--hostname',
    'build',
    // Killing bubblewrap (timeout, cancel, the server's own death) kills every process of the build.
    '--die-with-parent',
    // No controlling terminal to push keystrokes into.
    '--new-session',
    ...systemMounts(),
    '--ro-bind',
    join(folders.work, 'etc', 'passwd'),
    '/etc/passwd',
    '--ro-bind',
    join(folders.work, 'etc', 'group'),
    '/etc/group',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    // /tmp is memory: bounded as the build's memory is.
    '--size',
    String(settings.buildMemoryMb * 1024 * 1024),
    '--tmpfs',
    '/tmp',
    '--bind',
    folders.tree,
    SRC,
    '--bind',
    folders.home,
    HOME,
    '--bind',
    folders.cache,
    CACHE,
    '--remount-ro',
    '/',
    '--chdir',
    SRC,
  ];
}

/**
 * The command inside: at a lower priority than the server, under limits of its address space, of CPU seconds per
 * process (the time limit's worth), of processes, and no core files.
 */
function limited(settings: SandboxSettings, command: string): string[] {
  return [
    '/usr/bin/nice',
    '-n',
    '10',
    '/usr/bin/prlimit',
    `--as=${settings.buildMemoryMb * 1024 * 1024}`,
    `--cpu=${Math.ceil(settings.buildTimeoutMs / 1000)}`,
    `--nproc=${settings.buildProcesses}`,
    '--core=0',
    '--',
    '/bin/sh',
    '-c',
    command,
  ];
}

/** The environment inside: the project's variables, then what the sandbox fixes (PATH, HOME, the caches). */
function sandboxEnv(vars: Record<string, string>): Record<string, string> {
  const prefix = nodePrefix();
  return {
    TMPDIR: '/tmp',
    XDG_CACHE_HOME: CACHE,
    npm_config_cache: `${CACHE}/npm`,
    ...vars,
    PATH: `${prefix ? `${prefix}/bin:` : ''}/usr/local/bin:/usr/bin:/bin`,
    HOME,
    CI: '1',
    NODE_ENV: 'production',
  };
}

function spawnSandbox(
  settings: SandboxSettings,
  folders: BuildFolders,
  command: string,
  env: Record<string, string>,
  signal?: AbortSignal,
): SandboxProcess {
  return spawn(settings.buildSandbox, [...sandboxArgs(settings, folders), '--', ...limited(settings, command)], {
    cwd: '/',
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    signal,
    timeout: settings.buildTimeoutMs,
    killSignal: 'SIGKILL',
    ...(runsAsRoot() ? { uid: BUILD_ID, gid: BUILD_ID } : {}),
  });
}

const PROBE_TIMEOUT_MS = 15_000;

/**
 * Runs an empty command in the very sandbox the build will have; throws SandboxUnavailableError saying why when it
 * cannot (bubblewrap missing, user namespaces not allowed, a folder it cannot mount).
 */
export async function checkSandbox(settings: SandboxSettings, folders: BuildFolders): Promise<void> {
  const child = spawnSandbox({ ...settings, buildTimeoutMs: PROBE_TIMEOUT_MS }, folders, 'exit 0', {
    PATH: '/usr/bin:/bin',
  });
  let stderr = '';
  child.stdout.resume();
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2000)));
  const outcome = await new Promise<string | null>((resolve) => {
    child.on('error', (err) => resolve(err.message));
    child.on('close', (code, sig) =>
      resolve(code === 0 ? null : stderr.trim().split('\n').pop() || (sig ? `stopped by ${sig}` : `exit code ${code}`)),
    );
  });
  if (outcome !== null) {
    throw new SandboxUnavailableError(
      `Builds run only in the bubblewrap sandbox, which cannot run on this server (SITE_BUILD_SANDBOX=${settings.buildSandbox}: ${outcome}); ` +
        "the build command was not run. Install Debian's bubblewrap package and allow unprivileged user namespaces",
    );
  }
}

/** Starts the build command in the sandbox; the caller reads its output and waits for it to close. */
export function runSandboxed(
  settings: SandboxSettings,
  folders: BuildFolders,
  command: string,
  vars: Record<string, string>,
  signal: AbortSignal,
): SandboxProcess {
  return spawnSandbox(settings, folders, command, sandboxEnv(vars), signal);
}
