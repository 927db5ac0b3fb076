// What the file host serves at a path under {cdn_url}: a confirmed asset at /<business>/<upload id>/<name>, a
// confirmed customer file at /u/<public token>/<name>; anything else (an unconfirmed, deleted or expired upload, a
// name that is not the file's) is nothing, so the host answers 404. The HTTP side is src/http/file-host.ts.
import type { Db } from 'mongodb';
import type { HostedFile } from '../../http/file-host.js';
import { parseHostedPath } from './rules.js';
import { uploadsAcrossTenants } from './store.js';

export async function resolveHostedFile(db: Db, path: string): Promise<HostedFile | null> {
  const p = parseHostedPath(path);
  if (!p) return null;
  const all = uploadsAcrossTenants(db);
  const u =
    p.kind === 'asset'
      ? await all.findOne({ _id: p.uploadId, business_id: p.businessId, kind: 'asset', status: 'confirmed' })
      : await all.findOne({ public_token: p.token, kind: 'customer', status: 'confirmed' });
  if (!u || u.filename !== p.filename || !u.sha256 || !u.confirmed_at) return null;
  // An upload's bytes are written once and its address names it: the answer never changes, so it may be cached for ever.
  return { key: u.blob_key, contentType: u.content_type, size: u.size_bytes, sha256: u.sha256, lastModified: u.confirmed_at, filename: u.filename, immutable: true };
}
