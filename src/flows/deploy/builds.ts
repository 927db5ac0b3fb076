// Published builds, in the blob store (BLOB_STORE: disk, S3 or GridFS), so the process that serves a site needs to
// share nothing with the worker that built it but the store. A build is its files, each stored once under
// `sites/<build id>/<sha-256 of its bytes>`, and its manifest `sites/<build id>/manifest.json` (each path's size and
// hash), put last: until the manifest is there the build is not published, and once it is, all of it is. A build
// never changes afterwards (a rollback serves an earlier build as it is), so each process keeps the manifests it
// has read.
//
// Builds published by earlier versions as folders under DATA_DIR/sites/<build id>/ are moved into the blob store
// the first time they are asked for, by a process that has the folder.
import { createReadStream } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Services } from '../../services.js';
import type { BlobStore } from '../../providers/blobs/blob-store.js';

export interface BuildFile {
  size: number;
  /** Hex SHA-256 of the bytes: the file's blob key within the build, and its ETag. */
  sha256: string;
}

export interface BuildManifest {
  published_at: string;
  /** Path within the build (`/`-separated, no leading `/`) → the file. */
  files: Record<string, BuildFile>;
}

type BuildServices = Pick<Services, 'blobs' | 'clock'>;

const BUILD_ID = /^[A-Za-z0-9_-]{1,100}$/;
const manifestKey = (buildId: string) => `sites/${buildId}/manifest.json`;
export const buildFileKey = (buildId: string, sha256: string) => `sites/${buildId}/${sha256}`;
/** Files put at once while publishing: each put is a few store round trips, worth overlapping. */
const PUT_CONCURRENCY = 4;

function checkBuildId(buildId: string): void {
  if (!BUILD_ID.test(buildId)) throw new Error(`not a build id: ${JSON.stringify(buildId)}`);
}

/** The files under `root` with their paths in the build; see publishBuild for links. */
async function filesOf(root: string): Promise<{ rel: string; path: string }[]> {
  const realRoot = await realpath(root);
  const out: { rel: string; path: string }[] = [];
  for (const e of await readdir(root, { recursive: true, withFileTypes: true })) {
    const path = join(e.parentPath, e.name);
    let file: string | null = e.isFile() ? path : null;
    if (e.isSymbolicLink()) {
      const real = await realpath(path).catch(() => null);
      if (real?.startsWith(realRoot + sep) && (await stat(real)).isFile()) file = real;
    }
    if (file) out.push({ rel: relative(root, path).split(sep).join('/'), path: file });
  }
  return out;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Publishes the folder `from` as build `buildId`; a build already published under that id (an earlier run of the
 * same deployment, resumed after a restart) is kept as it is. A link is published as the file it names when that
 * is a file of the build; any other link is left out (the site host never served links out of a build).
 */
export async function publishBuild(services: BuildServices, buildId: string, from: string): Promise<void> {
  checkBuildId(buildId);
  if (await services.blobs.stat(manifestKey(buildId))) return;
  const files = await filesOf(from);
  const manifest: BuildManifest = { published_at: services.clock.now().toISOString(), files: {} };
  const stored = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const f = files[next++];
      const [sha256, { size }] = await Promise.all([sha256Of(f.path), stat(f.path)]);
      manifest.files[f.rel] = { size, sha256 };
      if (stored.has(sha256)) continue;
      stored.add(sha256);
      await services.blobs.put(buildFileKey(buildId, sha256), createReadStream(f.path), {
        contentType: 'application/octet-stream',
        size,
      });
    }
  };
  await Promise.all(Array.from({ length: PUT_CONCURRENCY }, worker));
  const body = Buffer.from(JSON.stringify(manifest));
  await services.blobs.put(manifestKey(buildId), Readable.from([body]), {
    contentType: 'application/json',
    size: body.length,
  });
}

/** Manifests read, per blob store: a build never changes. Bounded; the oldest read goes first. */
const manifests = new WeakMap<BlobStore, Map<string, BuildManifest>>();
const MAX_MANIFESTS = 200;
const loading = new Map<string, Promise<BuildManifest | null>>();

/** The published build `buildId`, or null when there is none (not published, or no longer stored). */
export async function loadBuild(
  services: BuildServices & Pick<Services, 'config'>,
  buildId: string,
): Promise<BuildManifest | null> {
  if (!BUILD_ID.test(buildId)) return null;
  let cache = manifests.get(services.blobs);
  if (!cache) manifests.set(services.blobs, (cache = new Map()));
  const hit = cache.get(buildId);
  if (hit) return hit;
  // Requests for one build at once read (or move in) its manifest once.
  const key = `${services.config.dataDir}\0${buildId}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = readManifest(services, buildId).finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  const manifest = await pending;
  if (manifest) {
    cache.set(buildId, manifest);
    if (cache.size > MAX_MANIFESTS) cache.delete(cache.keys().next().value!);
  }
  return manifest;
}

async function readManifest(
  services: BuildServices & Pick<Services, 'config'>,
  buildId: string,
): Promise<BuildManifest | null> {
  let stream = await services.blobs.read(manifestKey(buildId));
  if (!stream) {
    // A build from before the blob store: moved in from this process's DATA_DIR when it has it.
    const legacy = resolve(services.config.dataDir, 'sites', buildId);
    if (
      !(await stat(legacy).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    )
      return null;
    await publishBuild(services, buildId, legacy);
    stream = await services.blobs.read(manifestKey(buildId));
    if (!stream) return null;
  }
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as BuildManifest;
}

/** Moves a build from before the blob store (this process's DATA_DIR/sites/<build id>) into it; answers whether it did. */
export async function adoptLegacyBuild(
  services: BuildServices & Pick<Services, 'config'>,
  buildId: string,
): Promise<boolean> {
  if (!BUILD_ID.test(buildId) || (await services.blobs.stat(manifestKey(buildId)))) return false;
  return (await loadBuild(services, buildId)) !== null;
}
