// Managed repositories, durable without a shared disk: their refs in MongoDB (`git_refs`, one document per
// repository) and their objects as packs in the blob store (`git/<repo id>/pack-<hash>.pack`), with a copy per
// process under its own DATA_DIR (DATA_DIR/git/<business>/<repo id>.git) that git serves from and the deployment
// builder reads. The store is the truth; a copy is a cache, brought up to the stored state before each use.
//
//   - The state document carries a version. Every change is a compare-and-set on it: the update names the version
//     it was computed from, and matches nothing if anything moved the state on meanwhile. Nothing else ever writes
//     it, so the refs and the pack list always change together.
//   - A push: git receives the objects into a quarantine folder and runs the pre-receive hook, which asks this
//     process (src/providers/git/push-hooks.ts). Here the pushed pack is stored first, then each ref update is
//     checked against the stored refs as git checks them against its own (the ref must still be where the pusher
//     saw it: the old value the push names), and the state moves on in one compare-and-set: refs updated, pack
//     added. Two pushes to one branch from the same starting point, through one process or two, are resolved as
//     git resolves them on one disk: the first to commit wins; the second finds the branch moved and is refused
//     (the pusher fetches, then pushes again). A compare-and-set lost to a push of other refs is simply tried
//     again against the newer state. Only once the state is stored does git move the copy's refs and answer.
//   - Bringing a copy up to date: the packs it lacks are fetched and indexed (git checks every object), then its
//     refs are set to exactly the stored ones in one transaction, and packs no longer listed are removed.
//   - Packs pile up, one per push: past CONSOLIDATE_AT, the process that took a push merges every object of its
//     copy into one pack and swaps the list for it (compare-and-set again; a push meanwhile wins, and the merge is
//     left for the next time). The merged pack holds every object of every pack, unreachable ones too, so the
//     objects of the stored state only ever grow and a push computed against any earlier state stays complete.
//
// Within a process, what changes a copy (bringing it up to date, a push from its hook until git has moved the
// refs, a merge) runs one at a time per repository (the lock below); git's own readers need no lock.
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { serviceUnavailable } from '../../kernel/errors.js';
import { randomBase62 } from '../../kernel/ids.js';
import type { Services } from '../../services.js';
import {
  indexPack,
  initBare,
  isRepository,
  listRefs,
  packAllObjects,
  setRefs,
  type PushRequest,
  type PushVerdict,
} from '../../providers/git/index.js';
import { isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import type { GitRefsDoc, RepoDoc } from './model.js';
import { gitRefs } from './store.js';

/** A repository's packs are merged into one once a push leaves it with this many. */
export const CONSOLIDATE_AT = 16;

type HostServices = Pick<Services, 'db' | 'config' | 'blobs' | 'clock' | 'logger'>;

const PACK = /^pack-[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const isZero = (oid: string) => /^0+$/.test(oid);
/** How often a push's compare-and-set is tried again after losing to pushes of other refs. */
const CAS_TRIES = 20;

const packKey = (repoId: string, pack: string) => `git/${repoId}/${pack}.pack`;
const tenantOf = (repo: RepoDoc): TenantContext => ({ business_id: repo.business_id, livemode: repo.livemode });
const short = (ref: string) => ref.replace(/^refs\/(heads|tags)\//, '');

/** managed: this process's copy of the repository; connected: the local copy fetched from the remote. */
export function repoDirOf(services: Pick<Services, 'config'>, repo: RepoDoc): string {
  const top = repo.provider === 'managed' ? 'git' : 'git-mirrors';
  return resolve(services.config.dataDir, top, repo.business_id, `${repo._id}.git`);
}

// ---- this process's copies ----

/** The state version each copy was last brought to (a copy changed since by one of this process's pushes is
 * behind its state by that push, which the next bringing-up-to-date repeats, finding the pack already there). */
const broughtTo = new Map<string, number>();
const locks = new Map<string, Promise<void>>();

/** Waits for the copy at `dir` to be free; answers the release (safe to call twice). */
async function lock(dir: string): Promise<() => void> {
  const before = locks.get(dir) ?? Promise.resolve();
  let free!: () => void;
  const freed = new Promise<void>((r) => (free = r));
  const mine = before.then(() => freed);
  locks.set(dir, mine);
  await before;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    free();
    if (locks.get(dir) === mine) locks.delete(dir);
  };
}

/** A pack the state named that the blob store no longer has: merged away since the state was read. */
class PackGone extends Error {}

// ---- the stored state ----

function loadState(services: HostServices, repo: RepoDoc): Promise<GitRefsDoc | null> {
  return gitRefs(services.db, tenantOf(repo)).findOne({ _id: repo._id });
}

/** The state of a new managed repository: no refs, no packs. */
export async function createRepoState(services: HostServices, repo: RepoDoc): Promise<void> {
  await gitRefs(services.db, tenantOf(repo)).insertOne({ ...emptyState(services, repo) });
}

function emptyState(services: HostServices, repo: RepoDoc): GitRefsDoc {
  return {
    _id: repo._id,
    business_id: repo.business_id,
    livemode: repo.livemode,
    version: 0,
    refs: [],
    packs: [],
    updated_at: services.clock.now(),
  };
}

async function storePack(services: HostServices, repo: RepoDoc, file: string, pack: string): Promise<void> {
  const { size } = await stat(file);
  await services.blobs.put(packKey(repo._id, pack), createReadStream(file), {
    contentType: 'application/x-git-packed-objects',
    size,
  });
}

/** Deletes packs put for a change that did not happen, unless the state names them after all (the same content). */
async function dropStoredPacks(services: HostServices, repo: RepoDoc, packs: string[]): Promise<void> {
  if (!packs.length) return;
  const named = new Set((await loadState(services, repo))?.packs ?? []);
  for (const pack of packs) {
    if (named.has(pack)) continue;
    await services.blobs
      .delete(packKey(repo._id, pack))
      .catch((err: unknown) =>
        services.logger.warn(
          { err, repo: repo._id, pack },
          'deleting an unused git pack failed; it stays in the blob store',
        ),
      );
  }
}

/**
 * A managed repository without a stored state is one from before the blob store, whose data is in a DATA_DIR: the
 * process that has it makes that data the state. One that does not have it refuses rather than start the
 * repository empty (which would then empty the copy that holds the data, wherever it is).
 */
async function adopt(services: HostServices, repo: RepoDoc, dir: string): Promise<GitRefsDoc> {
  const { bin } = services.config.git;
  if (!(await isRepository(dir))) {
    throw serviceUnavailable(
      `The repository ${repo.full_name} is not in the blob store yet and its data is not in this process's DATA_DIR: start this version on the DATA_DIR that holds it first (docs/production.md, "Upgrading a deployment that shared a DATA_DIR")`,
    );
  }
  const state = emptyState(services, repo);
  state.refs = [...(await listRefs(bin, dir))];
  const pack = await packAllObjects(bin, dir);
  if (pack) {
    await storePack(services, repo, join(dir, 'objects', 'pack', `${pack}.pack`), pack);
    state.packs = [pack];
  }
  if (state.refs.length || state.packs.length) state.version = 1;
  try {
    await gitRefs(services.db, tenantOf(repo)).insertOne({ ...state });
    return state;
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    // Another process adopted it first: its state stands.
    await dropStoredPacks(services, repo, state.packs);
    const theirs = await loadState(services, repo);
    if (!theirs) throw new Error(`git state of ${repo._id} vanished while being adopted`);
    return theirs;
  }
}

// ---- bringing a copy up to date ----

/** Brings this process's copy of the managed repository to its stored state; answers the state. */
export async function syncRepo(services: HostServices, repo: RepoDoc): Promise<GitRefsDoc> {
  const release = await lock(repoDirOf(services, repo));
  try {
    return await syncLocked(services, repo);
  } finally {
    release();
  }
}

async function syncLocked(services: HostServices, repo: RepoDoc): Promise<GitRefsDoc> {
  const { bin } = services.config.git;
  const dir = repoDirOf(services, repo);
  for (let attempt = 1; ; attempt++) {
    const state = (await loadState(services, repo)) ?? (await adopt(services, repo, dir));
    const present = await isRepository(dir);
    if (present && broughtTo.get(dir) === state.version) return state;
    if (!present) await initBare(bin, dir, repo.default_branch);
    try {
      for (const pack of state.packs) await fetchPack(services, repo, dir, pack);
    } catch (err) {
      if (err instanceof PackGone && attempt < 3) continue;
      throw err;
    }
    await setRefs(bin, dir, new Map(state.refs));
    await dropPacksBut(dir, state.packs);
    broughtTo.set(dir, state.version);
    return state;
  }
}

/** Puts the stored pack into the copy unless it is there: the pack first, then its index (git uses only indexed packs). */
async function fetchPack(services: HostServices, repo: RepoDoc, dir: string, pack: string): Promise<void> {
  if (!PACK.test(pack)) throw new Error(`git state of ${repo._id} names ${JSON.stringify(pack)}, which is not a pack`);
  const packDir = join(dir, 'objects', 'pack');
  const target = join(packDir, pack);
  if (
    await stat(`${target}.idx`).then(
      () => true,
      () => false,
    )
  )
    return;
  const body = await services.blobs.read(packKey(repo._id, pack));
  if (!body) throw new PackGone(pack);
  // Named so git ignores it until renamed (it reads only pack-*.idx).
  const temp = join(packDir, `tmp_fetch_${randomBase62(12)}`);
  try {
    await pipeline(body, createWriteStream(`${temp}.pack`, { flags: 'wx' }));
    await indexPack(services.config.git.bin, dir, `${temp}.pack`, `${temp}.idx`);
    await rename(`${temp}.pack`, `${target}.pack`);
    await rename(`${temp}.idx`, `${target}.idx`);
  } finally {
    await rm(`${temp}.pack`, { force: true });
    await rm(`${temp}.idx`, { force: true });
  }
}

/** Removes the copy's packs the state no longer names (merged into another): indexes first, so git stops using them. */
async function dropPacksBut(dir: string, keep: string[]): Promise<void> {
  const packDir = join(dir, 'objects', 'pack');
  const names = await readdir(packDir).catch(() => [] as string[]);
  const doomed = names.filter((n) => {
    const m = /^(pack-[0-9a-f]+)\.[a-z]+$/.exec(n);
    return m && !keep.includes(m[1]);
  });
  const order = (n: string) => (n.endsWith('.idx') ? 0 : 1);
  for (const n of doomed.sort((a, b) => order(a) - order(b))) await rm(join(packDir, n), { force: true });
}

// ---- a push ----

export interface RecordedPush {
  verdict: PushVerdict;
  /** Set when the push was accepted: frees the copy once git has moved its refs (the request has ended). */
  release?: () => void;
  /** The state after the push, when accepted. */
  state?: GitRefsDoc;
}

/**
 * Decides a push to a managed repository, from its pre-receive hook: stores the pushed pack and moves the stored
 * refs, or refuses. `live` says whether the request is still there to be answered (a push whose client is gone
 * by the time its turn comes is not recorded). On acceptance the copy stays locked until the caller releases it.
 */
export async function recordPush(
  services: HostServices,
  repo: RepoDoc,
  request: PushRequest,
  live: () => boolean,
): Promise<RecordedPush> {
  const dir = repoDirOf(services, repo);
  const objects = join(dir, 'objects') + sep;
  if (request.quarantine !== null && !resolve(request.quarantine).startsWith(objects))
    return refuse('The push could not be recorded; nothing was changed.');
  const bad = request.commands.find(
    (c) => !OID.test(c.old) || !OID.test(c.new) || typeof c.ref !== 'string' || !c.ref.startsWith('refs/'),
  );
  if (bad || !request.commands.length) return refuse('The push could not be read; nothing was changed.');

  const release = await lock(dir);
  const stored: string[] = [];
  let accepted = false;
  try {
    if (!live()) return refuse('The push was abandoned; nothing was changed.');
    // The copy at the newest state: git then checks each old value against the same refs as the state below.
    await syncLocked(services, repo);
    for (const pack of request.quarantine ? await packsIn(join(request.quarantine, 'pack')) : []) {
      await storePack(services, repo, join(request.quarantine!, 'pack', `${pack}.pack`), pack);
      stored.push(pack);
    }
    for (let attempt = 0; attempt < CAS_TRIES; attempt++) {
      const state = await loadState(services, repo);
      if (!state) return refuse('This repository no longer exists; nothing was changed.');
      const refs = new Map(state.refs);
      for (const c of request.commands) {
        const current = refs.get(c.ref) ?? c.old.replace(/./g, '0');
        if (current !== c.old) return refuse(staleMessage(c.ref, current, c.old));
        if (isZero(c.new)) refs.delete(c.ref);
        else refs.set(c.ref, c.new);
      }
      const next: GitRefsDoc = {
        ...state,
        version: state.version + 1,
        refs: [...refs],
        packs: [...state.packs, ...stored.filter((p) => !state.packs.includes(p))],
        updated_at: services.clock.now(),
      };
      const done = await gitRefs(services.db, tenantOf(repo)).updateOne(
        { _id: repo._id, version: state.version },
        { $set: { version: next.version, refs: next.refs, packs: next.packs, updated_at: next.updated_at } },
      );
      if (done.matchedCount === 1) {
        accepted = true;
        return { verdict: { ok: true }, release, state: next };
      }
      // Another change (a push of other refs, a merge of packs) came first: check against it.
    }
    return refuse('This repository is too busy to take the push now; nothing was changed, push again.');
  } finally {
    if (!accepted) {
      release();
      await dropStoredPacks(services, repo, stored);
    }
  }
}

function refuse(message: string): RecordedPush {
  return { verdict: { ok: false, message } };
}

function staleMessage(ref: string, current: string, expected: string): string {
  const at = (oid: string) => (isZero(oid) ? 'nothing' : oid.slice(0, 7));
  return `${short(ref)} was changed by another push (it is at ${at(current)}, this push expected ${at(expected)}); nothing was changed: fetch, then push again.`;
}

/** The packs in a quarantine's pack folder (receive.unpackLimit=1 keeps every push as one). */
async function packsIn(packDir: string): Promise<string[]> {
  const names = await readdir(packDir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.pack') && PACK.test(n.slice(0, -5))).map((n) => n.slice(0, -5));
}

// ---- merging packs ----

/**
 * Merges the repository's packs into one when there are CONSOLIDATE_AT or more: every object of this process's
 * copy (brought up to date first) into one pack, stored, then swapped in for the list by compare-and-set, and the
 * old packs deleted. Answers whether it merged.
 */
export async function consolidate(services: HostServices, repo: RepoDoc): Promise<boolean> {
  const dir = repoDirOf(services, repo);
  const release = await lock(dir);
  try {
    const state = await syncLocked(services, repo);
    if (state.packs.length < CONSOLIDATE_AT) return false;
    const pack = await packAllObjects(services.config.git.bin, dir);
    if (!pack) return false;
    await storePack(services, repo, join(dir, 'objects', 'pack', `${pack}.pack`), pack);
    const done = await gitRefs(services.db, tenantOf(repo)).updateOne(
      { _id: repo._id, version: state.version },
      { $set: { version: state.version + 1, packs: [pack], updated_at: services.clock.now() } },
    );
    if (done.matchedCount === 0) {
      // A push came first; the next push past the threshold merges again.
      await dropStoredPacks(services, repo, [pack]);
      return false;
    }
    broughtTo.set(dir, state.version + 1);
    await dropPacksBut(dir, [pack]);
    // Another process bringing its copy up to date with the old list finds these gone and reads the state again.
    await dropStoredPacks(
      services,
      repo,
      state.packs.filter((p) => p !== pack),
    );
    return true;
  } finally {
    release();
  }
}

// ---- unlinking ----

/** Deletes a managed repository's stored state and packs (its link is already gone). */
export async function purgeRepoData(services: HostServices, repo: RepoDoc): Promise<void> {
  const state = await loadState(services, repo);
  await gitRefs(services.db, tenantOf(repo)).deleteOne({ _id: repo._id });
  const keys = new Set((state?.packs ?? []).map((p) => packKey(repo._id, p)));
  // And any pack a crash left unnamed.
  if (services.blobs.listOlderThan)
    for await (const key of services.blobs.listOlderThan(`git/${repo._id}`, new Date(8.64e15))) keys.add(key);
  for (const key of keys) await services.blobs.delete(key);
  broughtTo.delete(repoDirOf(services, repo));
}

/** Moves a managed repository from before the blob store into it when it has no stored state yet; answers whether it did. */
export async function adoptIfNeeded(services: HostServices, repo: RepoDoc): Promise<boolean> {
  if (await loadState(services, repo)) return false;
  await syncRepo(services, repo);
  return true;
}

/** Where `branch` points in the stored state (null: no such branch); the state adopted first if there is none. */
export async function storedBranchHead(services: HostServices, repo: RepoDoc, branch: string): Promise<string | null> {
  const state = (await loadState(services, repo)) ?? (await syncRepo(services, repo));
  return new Map(state.refs).get(`refs/heads/${branch}`) ?? null;
}
