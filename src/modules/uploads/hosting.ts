// What the file host serves at a path under {cdn_url}: a confirmed asset at /<business>/<upload id>/<name>, a
// confirmed customer file at /u/<public token>/<name>; anything else (an unconfirmed, deleted or expired upload, a
// name that is not the file's) is nothing, so the host answers 404. The HTTP side is routes.ts.
//
// Found files are remembered for a second per process: a storefront's images are asked for over and over, and the
// lookup was most of a small file's cost (docs/benchmarks.md). What is remembered cannot change (an upload's record
// is fixed once confirmed) except by deletion, which forgets it at once in the process that deletes
// (forgetHostedFile); another process may serve a deleted file for up to HOSTED_FILE_TTL_MS more. Misses are not
// remembered, so a file is served as soon as it is confirmed.
import type { Db } from 'mongodb';
import { parseHostedPath } from './rules.js';
import { uploadsAcrossTenants } from './store.js';

/** A file the host serves, as the resolver finds it. */
export interface HostedFile {
  key: string;
  contentType: string;
  size: number;
  /** Hex digest of the bytes. */
  sha256: string;
  lastModified: Date;
  filename: string;
  /** The URL is content-addressed (never re-used), so caches may keep it for good. */
  immutable: boolean;
}

const HOSTED_FILE_TTL_MS = 1000;
const MAX_REMEMBERED = 10_000;

const remembered = new Map<string, { file: HostedFile; uploadId: string; until: number }>();

/** Forgets an upload's file in this process (its deletion). */
export function forgetHostedFile(uploadId: string): void {
  for (const [path, r] of remembered) if (r.uploadId === uploadId) remembered.delete(path);
}

export async function resolveHostedFile(db: Db, path: string): Promise<HostedFile | null> {
  const now = performance.now();
  const hit = remembered.get(path);
  if (hit && hit.until > now) return hit.file;
  const p = parseHostedPath(path);
  if (!p) return null;
  const all = uploadsAcrossTenants(db);
  const u =
    p.kind === 'asset'
      ? await all.findOne({ _id: p.uploadId, business_id: p.businessId, kind: 'asset', status: 'confirmed' })
      : await all.findOne({ public_token: p.token, kind: 'customer', status: 'confirmed' });
  if (!u || u.filename !== p.filename || !u.sha256 || !u.confirmed_at) {
    remembered.delete(path);
    return null;
  }
  // An upload's bytes are written once and its address names it: the answer never changes, so it may be cached for ever.
  const file: HostedFile = {
    key: u.blob_key,
    contentType: u.content_type,
    size: u.size_bytes,
    sha256: u.sha256,
    lastModified: u.confirmed_at,
    filename: u.filename,
    immutable: true,
  };
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(path, { file, uploadId: u._id, until: now + HOSTED_FILE_TTL_MS });
  return file;
}
